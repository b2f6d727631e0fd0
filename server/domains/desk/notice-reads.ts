import { sql, type ExpressionBuilder } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../http/access';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import type { Database } from '../../db/database';
import { ok, page } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { ctxOf, paramsOf, withParams, requiredIdParam } from '../../http/request';
import { envelope, pageOf, params, S, paramsRoute } from '../../http/route-schema';
import type notice from '../../../resources/desk/notice/schema';

const MAX_SIZE = 200;
export const NOT_IN_SCOPE = '该经营主体不在通知范围内';

/**
 * Who read a notice (`/api/blade-desk/notice`):
 * - GET getSubjectNoticeCheckList / getSubjectNoticeNotCheckList (noticeId, current, size): the
 *   subjects the notice went to that confirmed reading it (latest first) / that did not yet (by name),
 *   a Blade page of `{ id, noticeId, subjectId, subjectName, marketType, regionCode, contactPhone,
 *   readTime, readUser }`; the notice must be the caller's (404 otherwise).
 * - POST confirm (noticeId, subjectId; query or body): the subject confirms reading (the app's call,
 *   not in the spec's list: our path). The first confirmation's time and confirmer are kept (a repeat
 *   answers the same row); the notice's `readCount` follows. Button `notice_confirm`.
 * The page number and size are read leniently (anything that is no number: the first page of ten).
 */
export function noticeReadRoutes(app: FastifyInstance, notices: Repository<typeof notice>) {
  const reads = app.repo('noticesubject');
  const subjects = app.repo('subject');
  const db = app.db;
  const base = notices.def.base;
  const read = { access: { perm: codesOf(notices.def).read } };

  async function noticeOf(ctx: RequestContext, id: string) {
    const notice = await notices.findRow(ctx, id);
    if (!notice) throw notFound('通知不存在');
    return notice;
  }

  const listOf = (confirmed: boolean) => async (req: FastifyRequest) => {
    const ctx = ctxOf(req);
    const p = paramsOf(req);
    const noticeId = requiredIdParam(p.noticeId, 'noticeId');
    await noticeOf(ctx, noticeId);
    const current = Math.max(1, Math.floor(Number(p.current) || 1));
    const size = Math.min(MAX_SIZE, Math.max(1, Math.floor(Number(p.size) || 10)));
    const rows = () =>
      db
        .selectFrom(`${reads.def.table} as r`)
        .innerJoin(`${subjects.def.table} as s`, (j) =>
          j.onRef('s.id', '=', 'r.subjectId').on('s.tenantId', '=', ctx.tenantId),
        )
        .where('r.tenantId', '=', ctx.tenantId)
        .where('r.isDeleted', '=', 0)
        .where('r.noticeId', '=', noticeId)
        .where('r.readTime', confirmed ? 'is not' : 'is', null);
    const { n } = await rows()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    let q = rows().selectAll('r').select(['s.subjectName', 's.marketType', 's.regionCode', 's.contactPhone']);
    q = confirmed
      ? q.orderBy('r.readTime', 'desc').orderBy('r.id', 'asc')
      : q.orderBy('s.subjectName', 'asc').orderBy('r.id', 'asc');
    const found = await q
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    const records = found.map((r) => ({
      ...reads.serialize(r),
      subjectName: r.subjectName ?? '',
      marketType: r.marketType === null || r.marketType === undefined ? null : Number(r.marketType),
      regionCode: r.regionCode ?? null,
      contactPhone: r.contactPhone ?? null,
    }));
    return ok(page(records, Number(n), current, size));
  };
  // Ids in their format; a missing one is the handler's to answer (缺少必要的请求参数), after the guard.
  const listRoute = {
    config: read,
    schema: {
      querystring: params({ noticeId: S.id, current: S.any, size: S.any }),
      response: envelope(pageOf()),
    },
  };
  app.get(`${base}/getSubjectNoticeCheckList`, listRoute, listOf(true));
  app.get(`${base}/getSubjectNoticeNotCheckList`, listRoute, listOf(false));

  app.post(
    `${base}/confirm`,
    paramsRoute('notice_confirm', params({ noticeId: S.id, subjectId: S.id }), envelope(S.record)),
    withParams(async (ctx, p) => {
      const noticeId = requiredIdParam(p.noticeId, 'noticeId');
      const subjectId = requiredIdParam(p.subjectId, 'subjectId');
      await noticeOf(ctx, noticeId);
      const row = await notices.write(ctx, async (trx, scope) => {
        const mine = (eb: ExpressionBuilder<Database, typeof reads.def.table>) =>
          eb.and([
            eb('tenantId', '=', ctx.tenantId),
            eb('isDeleted', '=', 0),
            eb('noticeId', '=', noticeId),
            eb('subjectId', '=', subjectId),
          ]);
        const confirmed = await trx
          .updateTable(reads.def.table)
          .set({
            readTime: sql<string>`now()`,
            readUser: ctx.userId || null,
            updateUser: ctx.userId || null,
            updateTime: sql<string>`now()`,
          })
          .where(mine)
          .where('readTime', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!confirmed) {
          const earlier = await trx.selectFrom(reads.def.table).selectAll().where(mine).executeTakeFirst();
          if (!earlier) throw notFound(NOT_IN_SCOPE);
          return earlier;
        }
        scope.touch(reads.versionKeyFor(ctx));
        await trx
          .updateTable(notices.def.table)
          .set({
            readCount: sql<number>`(select count(*) from ${sql.table(reads.def.table)} r where r.tenant_id = ${ctx.tenantId} and r.notice_id = ${noticeId}::bigint and r.is_deleted = 0 and r.read_time is not null)`,
          })
          .where('id', '=', noticeId)
          .where('tenantId', '=', ctx.tenantId)
          .execute();
        return confirmed;
      });
      return ok(reads.serialize(row));
    }),
  );
}
