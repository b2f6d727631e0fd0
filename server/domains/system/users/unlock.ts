import type { FastifyInstance } from 'fastify';
import { status } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { LoginThrottle } from '../../../auth/throttle';
import { paramsOf } from '../../../auth/request-params';
import { ctxOf } from '../../../http/request';
import { done, params, queryIntoBody } from '../../../http/route-schema';
import { idsOrList } from '../params';
import { requiredIds, type Users } from './context';

/**
 * POST /api/blade-user/unlock?userIds=: lifts the sign-in lock (server/auth/throttle.ts) of these
 * accounts, from every address. Only users within the caller's reach (tenant and data scope); one
 * outside it fails the whole call, so ids cannot probe other tenants.
 */
export function unlockRoutes(app: FastifyInstance, repo: Users) {
  const throttle = new LoginThrottle(app.db, app.config.loginLockMinutes);

  app.post(
    `${repo.def.base}/unlock`,
    {
      config: { access: { perm: 'user_unlock' } },
      preValidation: queryIntoBody,
      schema: { body: params({ userIds: idsOrList }), response: done },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const ids = requiredIds(paramsOf(req).userIds, 'userIds', '请选择用户');
      const users = await app.db
        .selectFrom(repo.def.table)
        .select(['tenantId', 'account'])
        .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids)]))
        .execute();
      if (users.length !== ids.length) throw notFound('数据不存在或无权操作');
      for (const u of users) await throttle.unlock(String(u.tenantId), String(u.account));
      return status(true, '解锁成功');
    },
  );
}
