import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { status } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { paramsOf } from '../../../auth/request-params';
import { ctxOf } from '../../../http/request';
import { done, params, paramsRoute } from '../../../http/route-schema';
import { revokedHere } from '../../../auth/revoke';
import { idsOrList } from '../params';
import { requiredIds, type Users } from './context';
import { assertOwnIds } from './references';
import { principalsOf, revokeChanged } from './sessions';

/**
 * POST /api/blade-user/grant (userIds, roleIds): gives the users exactly these roles. Both lists must
 * lie in the caller's reach (roles of the tenant, users within the caller's data scope), else nothing
 * changes. Users whose roles changed are signed out: their tokens carry the roles they had.
 */
export function grantRoutes(app: FastifyInstance, repo: Users) {
  app.post(
    `${repo.def.base}/grant`,
    paramsRoute('user_role', params({ userIds: idsOrList, roleIds: idsOrList }), done),
    async (req) => {
      const ctx = ctxOf(req);
      const p = paramsOf(req);
      const userIds = requiredIds(p.userIds, 'userIds', '请选择用户');
      const roleIds = requiredIds(p.roleIds, 'roleIds', '请选择角色');
      await assertOwnIds(app, ctx, 'role', roleIds, '所属角色不存在');
      const revoked = await repo.write(ctx, async (trx) => {
        const before = await principalsOf(trx, ctx.tenantId, userIds);
        const r = await trx
          .updateTable(repo.def.table)
          .set({ roleId: roleIds.join(','), updateUser: ctx.userId, updateTime: sql<string>`now()` })
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', userIds)]))
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== userIds.length) throw notFound('数据不存在或无权操作');
        return revokeChanged(app, trx, ctx.tenantId, before);
      });
      revokedHere(app.feed, revoked);
      return status(true);
    },
  );
}
