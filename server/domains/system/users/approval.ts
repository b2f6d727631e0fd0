import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { UpdateOf } from '../../../db/database';
import { businessError } from '../../../http/errors';
import type { Users } from './context';
import { usersAction } from './ids-action';

const PENDING = 0;
const ACTIVE = 1;

/**
 * Approval of guest registrations (register-guest creates users with status 0, who cannot sign in):
 * audit-pass activates them, audit-refuse removes them. Only pending users of the caller's reach
 * qualify; one that does not fails the whole call.
 */
export function approvalRoutes(app: FastifyInstance, repo: Users) {
  const decide = (path: string, change: UpdateOf<'user'>, answer: string) =>
    usersAction(
      app,
      repo,
      { path, perm: 'user_edit', ids: 'ids', missing: '请选择至少一条数据', answer },
      async (ctx, ids) => {
        await repo.write(ctx, async (trx) => {
          const r = await trx
            .updateTable(repo.def.table)
            .set({ ...change, updateUser: ctx.userId, updateTime: sql<string>`now()` })
            .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids), eb('status', '=', PENDING)]))
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== ids.length) throw businessError('所选用户不存在或不是待审核状态');
        });
      },
    );

  decide('audit-pass', { status: ACTIVE }, '审核通过');
  decide('audit-refuse', { isDeleted: 1 }, '已拒绝');
}
