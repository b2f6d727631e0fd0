import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { status } from '../../../http/envelope';
import { businessError } from '../../../http/errors';
import { paramsOf } from '../../../auth/request-params';
import { ctxOf } from '../../../http/request';
import { requiredIds } from './context';

const PENDING = 0;
const ACTIVE = 1;

/**
 * Approval of guest registrations (register-guest creates users with status 0, who cannot sign in):
 * audit-pass activates them, audit-refuse removes them. Only pending users of the caller's reach
 * qualify; one that does not fails the whole call.
 */
export function registerApprovalRoutes(app: FastifyInstance) {
  const repo = app.repo('user');

  const decide = (path: string, change: Record<string, unknown>, done: string) =>
    app.post(`/api/blade-user/${path}`, { config: { access: { perm: 'user_edit' } } }, async (req) => {
      const ctx = ctxOf(req);
      const ids = requiredIds(paramsOf(req).ids, 'ids', '请选择至少一条数据');
      await repo.write(ctx, async (trx) => {
        const r = await trx
          .updateTable(repo.def.table)
          .set({ ...change, update_user: ctx.userId, update_time: sql<string>`now()` })
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids), eb('status', '=', PENDING)]))
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== ids.length) throw businessError('所选用户不存在或不是待审核状态');
      });
      return status(true, done);
    });

  decide('audit-pass', { status: ACTIVE }, '审核通过');
  decide('audit-refuse', { is_deleted: 1 }, '已拒绝');
}
