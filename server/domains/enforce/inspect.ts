import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { aroundGeneric } from '../extend-generic';
import { referenceCheck } from '../../crud/references';
import { referenceLabels } from '../../crud/reference-labels';
import { coerce, writableValues } from '../../crud/validate';
import { isCalendarDate } from '../../crud/wire-values';
import type { Filter } from '../../crud/list-params';
import { registerRemoveHook, registerWriteHook } from '../../crud/write-hooks';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { ctxOf, isBlank, paramsOf } from '../../http/request';
import { WAY_CAMERA } from '../../../resources/enforce/inspect/schema';
import { checkInspectForm, inspectRules } from './inspect-rules';
import { registerEvaluation } from './evaluation';

type Row = Record<string, unknown>;

export const SELECT_NEEDS_ONE = '请指定检查人、巡检日期或经营主体';

/**
 * 巡检 (issue 11): `/api/enforcer/inspect` is the declaration's CRUD and export, plus
 * - the spec §5 form checks in the form's order before the generic submit (checkInspectForm);
 * - `POST monitor-save` (body as submit): an inspection made through a camera (`inspectWay` 2,
 *   `cameraId` when given), a new record through the same rules;
 * - `GET select` (userId, dt, subjectId): the inspections of an inspector, a day and/or a subject,
 *   newest first (what someone did on a day at a venue);
 * - the rules of every save and removal and the finding an abnormal one opens (inspect-rules.ts);
 * and `/api/enforcer/evaluationsm`'s save rules (evaluation.ts).
 */
export function registerInspect(app: FastifyInstance) {
  const repo = app.repo('inspect');
  const def = repo.def;
  const codes = codesOf(def);
  const checkReferences = referenceCheck(app.db, app.repos);
  const labels = referenceLabels(app.db, app.repos);
  const cameraField = def.fields.find((f) => f.name === 'cameraId')!;

  const rules = inspectRules(app);
  const offs = [
    registerWriteHook('inspect', rules.onInspect),
    registerRemoveHook('inspect', rules.onInspectRemove),
    registerWriteHook('inspectabnormal', rules.onFinding),
    ...registerEvaluation(app),
  ];
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });

  aroundGeneric(app, 'POST', `${def.base}/submit`, async (req, next) => {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Row) : undefined;
    if (!body) return next();
    const id = isBlank(body.id) ? '' : String(body.id);
    const stored = id ? await repo.detail(ctxOf(req), id) : undefined;
    if (id && !stored) return next();
    checkInspectForm(body, stored ?? undefined);
    return next();
  });

  app.post(`${def.base}/monitor-save`, { config: { access: { perm: codes.add } } }, async (req) => {
    const ctx = ctxOf(req);
    const body: Row = { ...paramsOf(req) };
    delete body.id;
    checkInspectForm(body);
    const values = writableValues(def, body, 'insert');
    values.inspectWay = WAY_CAMERA;
    values.cameraId = coerce(cameraField, body.cameraId);
    await checkReferences(ctx, def, values);
    return ok(await repo.insert(ctx, values));
  });

  app.get(`${def.base}/select`, { config: { access: { perm: codes.read } } }, async (req) => {
    const ctx = ctxOf(req);
    const q = paramsOf(req);
    const text = (key: string) => (isBlank(q[key]) ? '' : String(q[key]).trim());
    const [userId, dt, subjectId] = [text('userId'), text('dt'), text('subjectId')];
    if (userId && !isId(userId)) throw badRequest('参数格式错误: userId');
    if (subjectId && !isId(subjectId)) throw badRequest('参数格式错误: subjectId');
    if (dt && !isCalendarDate(dt, false)) throw badRequest('参数格式错误: dt');
    if (!userId && !dt && !subjectId) throw badRequest(SELECT_NEEDS_ONE);
    const filters: Filter[] = [];
    if (userId) filters.push({ column: 'enforcer_id', type: 'ids', op: 'member', value: userId });
    if (dt) filters.push({ column: 'inspect_time', type: 'datetime', op: 'dateequal', value: dt });
    if (subjectId) filters.push({ column: 'subject_id', type: 'id', op: 'equal', value: subjectId });
    const rows = await repo.list(ctx, {
      current: 1,
      size: 1000,
      filters,
      orders: [{ column: 'inspect_time', dir: 'desc' }],
    });
    return ok(await labels.rows(ctx, def, rows));
  });
}
