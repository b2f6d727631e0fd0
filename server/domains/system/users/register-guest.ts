import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../../http/access';
import { status } from '../../../http/envelope';
import { BladeError, badRequest, businessError } from '../../../http/errors';
import { isId, newId } from '../../../core/ids';
import { tenantParam } from '../../../db/tenant-params';
import { CaptchaStore } from '../../../auth/captcha';
import { findUserByAccount } from '../../../auth/grants/principal';
import { LoginThrottle } from '../../../auth/throttle';
import { hashSentPassword } from './passwords';
import { paramsOf } from '../../../auth/request-params';
import { done, params, queryIntoBody, S } from '../../../http/route-schema';
import type { Users } from './context';

const MSG = {
  noTenant: '请先输入租户编号',
  noAccount: '请先输入账号名称',
  noPassword: '请先输入密码',
  tenantNotFound: '租户ID未找到',
  closed: '当前租户未开启账号注册功能',
  exists: '当前用户已存在!',
  quota: '当前租户已到最大账号额度',
  badOauth: '第三方登录信息错误',
  tooLong: '账号或名称过长',
  badCaptcha: '验证码不正确',
  tooMany: '注册过于频繁,请稍后再试',
};

/** Registrations (attempts, successful or not) one address may make per LOGIN_LOCK_MINUTES window. */
const ATTEMPTS_PER_WINDOW = 10;
/** Writes made on behalf of nobody in particular, for the repository's tenant bookkeeping only. */
const systemContext = (tenantId: string): RequestContext => ({
  sessionId: '',
  tenantId,
  userId: '',
  deptId: '',
  postId: '',
  roleId: '',
  roleName: '',
  account: '',
  userName: '',
  nickName: '',
  clientId: '',
  roleIds: [],
  roleAliases: [],
  isAdministrator: false,
  perms: new Set(),
  dataScopes: new Map(),
  ip: '',
});

/**
 * POST /api/blade-user/register-guest: self-registration after a third-party sign-in (docs/spec.md §2). The new
 * account waits for approval (status 0, no roles) and cannot sign in until an administrator approves it.
 * Allowed only where the tenant's `account.registerUser` parameter is 'true'.
 */
export function registerGuestRoutes(app: FastifyInstance, users: Users) {
  const db = app.db;

  const captcha = new CaptchaStore(db, app.config.captchaTtlSeconds, false);
  const throttle = new LoginThrottle(db, app.config.loginLockMinutes);
  const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

  // The parameters are checked here, in this order, with the spec's messages (after the throttle and captcha).
  app.post(
    `${users.def.base}/register-guest`,
    {
      config: { access: 'public' },
      preValidation: queryIntoBody,
      schema: {
        body: params({ tenantId: S.any, account: S.any, password: S.any, name: S.any, oauthId: S.any }),
        response: done,
      },
    },
    async (req) => {
      // Public and account-creating: counted per address first (wrong captchas count too), then the
      // captcha as the token endpoint takes it (Captcha-Key / Captcha-Code headers, single use).
      if (!(await throttle.allowAttempt('register-guest', req.ip, ATTEMPTS_PER_WINDOW)))
        throw new BladeError(429, 429, MSG.tooMany);
      if (!(await captcha.check(header(req.headers['captcha-key']), header(req.headers['captcha-code']))))
        throw businessError(MSG.badCaptcha);
      const p = paramsOf(req);
      const tenantId = (p.tenantId ?? '').trim();
      const account = (p.account ?? '').trim();
      const password = p.password ?? '';
      const name = (p.name ?? '').trim() || account;
      const oauthId = (p.oauthId ?? '').trim();
      if (!tenantId) throw badRequest(MSG.noTenant);
      if (!account) throw badRequest(MSG.noAccount);
      if (!password) throw badRequest(MSG.noPassword);
      if (account.length > 45 || name.length > 20 || tenantId.length > 12) throw badRequest(MSG.tooLong);

      const tenant = await db
        .selectFrom('blade_tenant')
        .select(['accountNumber'])
        .where('tenantId', '=', tenantId)
        .where('isDeleted', '=', 0)
        .executeTakeFirst();
      if (!tenant) throw businessError(MSG.tenantNotFound);
      if ((await tenantParam(db, tenantId, 'account.registerUser')).trim() !== 'true') throw businessError(MSG.closed);

      const oauth = oauthId
        ? await db
            .selectFrom('blade_user_oauth')
            .select(['id', 'avatar', 'email'])
            .where('id', '=', isId(oauthId) ? oauthId : '0')
            .where('tenantId', '=', tenantId)
            .where('userId', 'is', null)
            .executeTakeFirst()
        : undefined;
      if (oauthId && !oauth) throw businessError(MSG.badOauth);

      if (await findUserByAccount(db, tenantId, account)) throw businessError(MSG.exists);
      const quota = Number(tenant.accountNumber ?? -1);
      if (quota > 0) {
        const n = await db
          .selectFrom('blade_user')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenantId', '=', tenantId)
          .where('isDeleted', '=', 0)
          .executeTakeFirstOrThrow();
        if (Number(n.n) >= quota) throw businessError(MSG.quota);
      }

      const passwordHash = await hashSentPassword(password);
      await users.write(systemContext(tenantId), async (trx) => {
        const id = newId();
        await trx
          .insertInto('blade_user')
          .values({
            id,
            tenantId,
            account,
            name,
            realName: name,
            password: passwordHash,
            userType: 1,
            avatar: oauth?.avatar ?? null,
            email: oauth?.email ?? null,
            status: 0,
            isDeleted: 0,
          })
          .execute();
        if (oauth) {
          // Only an unbound row is bound: two registrations racing for one oauth row cannot both win.
          const bound = await trx
            .updateTable('blade_user_oauth')
            .set({ userId: id })
            .where('id', '=', oauth.id)
            .where('userId', 'is', null)
            .executeTakeFirst();
          if (Number(bound.numUpdatedRows) !== 1) throw businessError(MSG.badOauth);
        }
      });
      return status(true);
    },
  );
}
