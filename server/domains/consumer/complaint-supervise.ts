import type { ExpressionBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { withComputed } from '../../crud/read-hooks';
import { referenceLabels } from '../../crud/reference-labels';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import type { Database, RowOf } from '../../db/database';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { OPEN_STATES } from '../../../resources/supervise/supervise/schema';
import { isBlank, withParams } from '../../http/request';
import { envelope, params, S, withMessage } from '../../http/route-schema';
import type complaint from '../../../resources/consumer/complaint/schema';

/** The supervisions of one complaint are few; this only bounds an answer. */
const PER_SOURCE = 100;
const MAX_SIZE = 100;

const PAGING = '分页参数格式错误';

const positive = (v: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  if (isBlank(v)) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw badRequest(PAGING);
  return Math.min(n, max);
};

/**
 * `GET /api/consumer/complaint/get-supervise` (the spec names no parameter; our reading):
 * - with `id` (or `sourceId`): that complaint's supervision (`/api/subject/supervise`, sourceType
 *   `complaint`) under way, else its latest, else null, as the supervision list shows it;
 * - without: the supervisions of complaints under way (督办中 and 科长已审), newest first, a page
 *   (`current`, `size` ≤ 100) with the complaint's number and content beside each.
 * The caller's tenant and data scope apply to both the complaint and the supervisions. An id that is
 * none answers 数据不存在, as a complaint the caller may not see (so `id` is the handler's to check).
 */
export function complaintSuperviseRoutes(app: FastifyInstance, complaints: Repository<typeof complaint>) {
  const labels = referenceLabels(app.db, app.repos);
  const db = app.db;

  /** Supervisions as the supervision list shows them: labels of what they name, values computed on read. */
  const shown = async (ctx: RequestContext, rows: RowOf<'supervise'>[]) => {
    const supervise = app.repo('supervise');
    return withComputed(supervise, await labels.rows(ctx, supervise.def, rows.map(supervise.serialize)));
  };

  app.get(
    `${complaints.def.base}/get-supervise`,
    {
      config: { access: { perm: codesOf(complaints.def).read } },
      schema: {
        querystring: params({
          id: S.any,
          sourceId: S.any,
          current: withMessage(S.int(1), PAGING),
          size: withMessage(S.int(1), PAGING),
        }),
        // One supervision (or null), or a page of them.
        response: envelope({ type: ['object', 'null'], additionalProperties: true }),
      },
    },
    withParams(async (ctx, q) => {
      const supervise = app.repo('supervise');
      const raw = isBlank(q.id) ? q.sourceId : q.id;
      if (!isBlank(raw)) {
        const id = String(raw).trim();
        if (!isId(id) || !(await complaints.findRow(ctx, id))) throw notFound('数据不存在');
        const rows = await db
          .selectFrom(supervise.def.table)
          .selectAll()
          .where((eb) =>
            eb.and([supervise.scope(eb, ctx), eb('sourceType', '=', 'complaint'), eb('sourceId', '=', id)]),
          )
          .orderBy('createTime', 'desc')
          .orderBy('id', 'desc')
          .limit(PER_SOURCE)
          .execute();
        const all = await shown(ctx, rows);
        return ok(all.find((r) => OPEN_STATES.includes(Number(r.superviseStatus))) ?? all[0] ?? null);
      }
      const current = positive(q.current, 1);
      const size = positive(q.size, 10, MAX_SIZE);
      const where = (eb: ExpressionBuilder<Database, typeof supervise.def.table>) =>
        eb.and([
          supervise.scope(eb, ctx),
          eb('sourceType', '=', 'complaint'),
          eb('superviseStatus', 'in', OPEN_STATES),
        ]);
      const counted = await db
        .selectFrom(supervise.def.table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(where)
        .executeTakeFirst();
      const total = Number(counted?.n ?? 0);
      const rows =
        total === 0
          ? []
          : await db
              .selectFrom(supervise.def.table)
              .selectAll()
              .where(where)
              .orderBy('createTime', 'desc')
              .orderBy('id', 'desc')
              .limit(size)
              .offset((current - 1) * size)
              .execute();
      const records = await shown(ctx, rows);
      const sourceIds = [...new Set(records.map((r) => String(r.sourceId)))].filter(isId);
      const found = sourceIds.length
        ? await db
            .selectFrom(complaints.def.table)
            .select(['id', 'complaintNo', 'description', 'handleStatus'])
            .where((eb) => eb.and([complaints.scope(eb, ctx), eb('id', 'in', sourceIds)]))
            .execute()
        : [];
      const byId = new Map(found.map((c) => [String(c.id), c]));
      return ok({
        records: records.map((r) => {
          const c = byId.get(String(r.sourceId));
          return {
            ...r,
            complaintNo: c?.complaintNo ?? null,
            complaintDescription: c?.description ?? null,
            complaintStatus: c === undefined ? null : Number(c.handleStatus),
          };
        }),
        total,
        current,
        size,
        pages: Math.ceil(total / size),
      });
    }),
  );
}
