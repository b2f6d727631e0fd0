import type { FastifyInstance } from 'fastify';
import type inspect from '../../../resources/enforce/inspect/schema';
import { WAY_CAMERA } from '../../../resources/enforce/inspect/schema';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { referenceLabels } from '../../crud/reference-labels';
import type { Filter } from '../../crud/list-params';
import type { Repository } from '../../crud/repository';
import type { SubmitCall } from '../../crud/resource-server';
import { coerce, writableValues } from '../../crud/validate';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { ctxOf, isBlank, paramsOf } from '../../http/request';
import { envelope, params, rows, S, paramsRoute } from '../../http/route-schema';
import { checkInspectForm } from './inspect-rules';

export const SELECT_NEEDS_ONE = '请指定检查人、巡检日期或经营主体';

type Inspections = Repository<typeof inspect>;

/**
 * The docs/spec.md §5 form checks of an inspection, in the form's order, before the generic submit validates
 * the declared fields (an update is checked against the stored row; an unknown id is left to the
 * generic answer).
 */
export function checkInspectSubmit(repo: Inspections) {
  return async ({ ctx, body, id }: SubmitCall) => {
    const stored = id ? await repo.detail(ctx, id) : undefined;
    if (id && !stored) return;
    checkInspectForm(body, stored ?? undefined);
  };
}

/**
 * The routes of 巡检 beyond the generic ones:
 * - `POST monitor-save` (body as submit): an inspection made through a camera (`inspectWay` 2,
 *   `cameraId` when given), a new record through the same rules;
 * - `GET select` (userId, dt, subjectId): the inspections of an inspector, a day and/or a subject,
 *   newest first (what someone did on a day at a venue).
 */
export function inspectRoutes(app: FastifyInstance, repo: Inspections) {
  const def = repo.def;
  const codes = codesOf(def);
  const checkReferences = referenceCheck(app.db, app.repos);
  const labels = referenceLabels(app.db, app.repos);
  const cameraField = def.fields.find((f) => f.name === 'cameraId')!;

  app.post(
    `${def.base}/monitor-save`,
    paramsRoute(codes.add, params({ cameraId: S.id }), envelope(S.record)),
    async (req) => {
      const ctx = ctxOf(req);
      const body = { ...paramsOf(req) };
      delete body.id;
      checkInspectForm(body);
      const values = writableValues(def, body, 'insert');
      values.inspectWay = WAY_CAMERA;
      values.cameraId = coerce(cameraField, body.cameraId);
      await checkReferences(ctx, def, values);
      return ok(await repo.insert(ctx, values));
    },
  );

  app.get(
    `${def.base}/select`,
    {
      config: { access: { perm: codes.read } },
      schema: {
        querystring: params({ userId: S.id, dt: S.date, subjectId: S.id }),
        response: envelope(rows()),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as { userId?: string; dt?: string; subjectId?: string };
      const [userId, dt, subjectId] = [q.userId, q.dt, q.subjectId].map((v) => (isBlank(v) ? '' : String(v).trim()));
      if (!userId && !dt && !subjectId) throw badRequest(SELECT_NEEDS_ONE);
      const filters: Filter[] = [];
      if (userId) filters.push({ column: 'enforcerId', type: 'ids', op: 'member', value: userId });
      if (dt) filters.push({ column: 'inspectTime', type: 'datetime', op: 'dateequal', value: dt });
      if (subjectId) filters.push({ column: 'subjectId', type: 'id', op: 'equal', value: subjectId });
      const found = await repo.list(ctx, {
        current: 1,
        size: 1000,
        filters,
        orders: [{ column: 'inspectTime', dir: 'desc' }],
      });
      return ok(await labels.rows(ctx, def, found));
    },
  );
}
