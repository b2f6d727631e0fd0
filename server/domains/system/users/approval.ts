import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { UpdateOf } from '../../../db/database';
import { status } from '../../../http/envelope';
import { businessError } from '../../../http/errors';
import { paramsOf } from '../../../auth/request-params';
import { ctxOf } from '../../../http/request';
import { done, params, queryIntoBody } from '../../../http/route-schema';
import { idsOrList } from '../params';
import { requiredIds, type Users } from './context';

const PENDING = 0;
const ACTIVE = 1;

/**
 * Approval of guest registrations (register-guest creates users with status 0, who cannot sign in):
 * audit-pass activates them, audit-refuse removes them. Only pending users of the caller's reach
 * qualify; one that does not fails the whole call.
 */
export function approvalRoutes(app: FastifyInstance, repo: Users) {
  const decide = (path: string, change: UpdateOf<'user'>, answer: string) =>
    app.post(
      `${repo.def.base}/${path}`,
      {
        config: { access: { perm: 'user_edit' } },
        preValidation: queryIntoBody,
        schema: { body: params({ ids: idsOrList }), response: done },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const ids = requiredIds(paramsOf(req).ids, 'ids', '请选择至少一条数据');
        await repo.write(ctx, async (trx) => {
          const r = await trx
            .updateTable(repo.def.table)
            .set({ ...change, updateUser: ctx.userId, updateTime: sql<string>`now()` })
            .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids), eb('status', '=', PENDING)]))
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== ids.length) throw businessError('所选用户不存在或不是待审核状态');
        });
        return status(true, answer);
      },
    );

  decide('audit-pass', { status: ACTIVE }, '审核通过');
  decide('audit-refuse', { isDeleted: 1 }, '已拒绝');
}
