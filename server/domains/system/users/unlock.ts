import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors';
import { LoginThrottle } from '../../../auth/throttle';
import type { Users } from './context';
import { usersAction } from './ids-action';

/**
 * POST /api/blade-user/unlock?userIds=: lifts the sign-in lock (server/auth/throttle.ts) of these
 * accounts, from every address. Only users within the caller's reach (tenant and data scope); one
 * outside it fails the whole call, so ids cannot probe other tenants.
 */
export function unlockRoutes(app: FastifyInstance, repo: Users) {
  const throttle = new LoginThrottle(app.db, app.config.loginLockMinutes);

  usersAction(
    app,
    repo,
    { path: 'unlock', perm: 'user_unlock', ids: 'userIds', missing: '请选择用户', answer: '解锁成功' },
    async (ctx, ids) => {
      const users = await app.db
        .selectFrom(repo.def.table)
        .select(['tenantId', 'account'])
        .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids)]))
        .execute();
      if (users.length !== ids.length) throw notFound('数据不存在或无权操作');
      for (const u of users) await throttle.unlock(String(u.tenantId), String(u.account));
    },
  );
}
