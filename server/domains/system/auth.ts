import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, status } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { ctxOf } from '../../http/request';
import { done, envelope, noParams, params, queryIntoBody, S, type JsonSchema } from '../../http/route-schema';
import { GRANTS_VERSION } from '../../db/versions';
import { CaptchaStore } from '../../auth/captcha';
import { ClientAuthenticator } from '../../auth/client-auth';
import { recordClientErrors } from '../../auth/client-error-log';
import { LoginThrottle } from '../../auth/throttle';
import { SessionStore } from '../../auth/sessions';
import { SocialProviders, type SocialProvider } from '../../auth/social';
import { zzdProvider } from '../../auth/providers/zzd';
import { TokenEndpoint } from '../../auth/token-endpoint';
import type { TokenRequest } from '../../auth/grants/context';
import { UNBOUND_USER_ID } from '../../auth/grants/principal';
import { paramsOf } from '../../auth/request-params';
import { authInfoOf, classicRequest, refusalOf } from '../../auth/dialect';

const BASE = '/api/blade-auth/oauth';

/** Blade clients send the token parameters in the query string; a form or JSON body is read too. */
function tokenRequestOf(req: FastifyRequest): TokenRequest {
  return {
    params: paramsOf(req),
    header: (name) => {
      const v = req.headers[name];
      return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
    },
    ip: req.ip,
  };
}

/**
 * The token endpoints' parameters (query string over form or JSON body, server/auth/request-params.ts).
 * They answer their own refusals ({error_code, error_description}, or R in the newer dialect), so the
 * contract names them and refuses nothing: each grant checks what it reads.
 */
const tokenParams = params({
  grant_type: S.any,
  grantType: S.any,
  username: S.any,
  account: S.any,
  password: S.any,
  tenantId: S.any,
  refresh_token: S.any,
  refreshToken: S.any,
  scope: S.any,
  type: S.any,
  source: S.any,
  code: S.any,
  state: S.any,
});

/** An answer that is not Blade's envelope (the OAuth token, the classic captcha): any object, as is. */
const asIs: Record<number, JsonSchema> = { 200: S.record };

/** Sign-in (oauth/token and the zzd gateway), captcha, logout, current user and cache clearing. */
export async function authRoutes(app: FastifyInstance) {
  const db = app.db;
  const clients = new ClientAuthenticator(db, app.feed);
  const captcha = new CaptchaStore(db, app.config.captchaTtlSeconds, app.config.testSeams);
  const sessions = new SessionStore(db, app.feed);
  const providers = [zzdProvider(app.config.zzdEndpoint)].filter((p): p is SocialProvider => p !== null);
  const endpoint = new TokenEndpoint(
    {
      db,
      tokens: app.tokens,
      sessions,
      throttle: new LoginThrottle(db, app.config.loginLockMinutes),
      captcha,
      social: new SocialProviders(providers),
    },
    clients,
  );

  // Form bodies are accepted by the token endpoints only, so the parser lives in their own scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const tokenRoute = {
      config: { access: 'public' as const },
      preValidation: queryIntoBody,
      schema: { body: tokenParams },
    };
    scope.post(
      `${BASE}/token`,
      { ...tokenRoute, schema: { ...tokenRoute.schema, response: asIs } },
      async (req, reply) => {
        const token = await endpoint.token(req.headers.authorization, tokenRequestOf(req));
        return reply.header('Cache-Control', 'no-store').send(token);
      },
    );
    // The newer SpringBlade dialect: camelCase parameters, the token inside R.
    scope.post(
      '/api/blade-auth/token',
      { ...tokenRoute, schema: { ...tokenRoute.schema, response: envelope(S.record) } },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        try {
          return reply.send(
            authInfoOf(await endpoint.token(req.headers.authorization, classicRequest(tokenRequestOf(req)))),
          );
        } catch (e) {
          const refusal = refusalOf(e);
          if (!refusal) throw e;
          return reply.code(refusal.httpStatus).send(refusal.body);
        }
      },
    );
    scope.post(
      '/api/zzd/auth/login',
      { ...tokenRoute, schema: { ...tokenRoute.schema, response: asIs } },
      async (req, reply) => {
        const token = await endpoint.zzd(req.headers.authorization, tokenRequestOf(req));
        return reply.header('Cache-Control', 'no-store').send(token);
      },
    );
  });

  const captchaRoute = { config: { access: 'public' as const }, schema: { querystring: noParams } };
  app.get(
    `${BASE}/captcha`,
    { ...captchaRoute, schema: { ...captchaRoute.schema, response: asIs } },
    async (_req, reply) => reply.header('Cache-Control', 'no-store').send(await captcha.create()),
  );
  app.get(
    '/api/blade-auth/captcha',
    { ...captchaRoute, schema: { ...captchaRoute.schema, response: envelope(S.record) } },
    async (_req, reply) => reply.header('Cache-Control', 'no-store').send(ok(await captcha.create())),
  );
  if (app.config.testSeams) {
    // Browser tests read the code they cannot see; this route does not exist unless TEST_SEAMS=1.
    app.get(
      `${BASE}/captcha-peek`,
      { config: { access: 'public' }, schema: { querystring: params({ key: S.any }), response: asIs } },
      async (req) => {
        const key = String((req.query as Record<string, unknown>).key ?? '');
        return { key, code: captcha.peek(key) ?? null };
      },
    );
  }

  app.get(
    `${BASE}/user-info`,
    { config: { access: 'authenticated' }, schema: { querystring: noParams, response: envelope(S.record) } },
    async (req) => {
      const ctx = ctxOf(req);
      const session = {
        roleId: ctx.roleId,
        deptId: ctx.deptId,
        postId: ctx.postId,
        roleName: ctx.roleAliases.join(','),
      };
      if (ctx.userId === UNBOUND_USER_ID) {
        return ok({
          id: UNBOUND_USER_ID,
          tenantId: ctx.tenantId,
          account: ctx.account,
          name: ctx.nickName,
          realName: '',
          avatar: '',
          ...session,
        });
      }
      const users = app.repo('user');
      const row = await db
        .selectFrom('blade_user')
        .selectAll()
        .where('id', '=', ctx.userId)
        .where('tenantId', '=', ctx.tenantId)
        .where('isDeleted', '=', 0)
        .executeTakeFirst();
      if (!row) throw unauthorized('令牌已失效');
      // The session's dept and role (switch mode may have picked one of several) describe who is acting now.
      return ok({ ...users.serialize(row), ...session });
    },
  );

  app.get(
    `${BASE}/logout`,
    { config: { access: 'public' }, schema: { querystring: noParams, response: asIs } },
    async (req) => {
      if (req.ctx) await sessions.revoke(req.ctx.sessionId);
      return { success: 'true', msg: 'success' };
    },
  );

  // The web app's error-log upload (docs/spec.md §2); it shares the logout path with Blade but ends no session.
  // The body is the web app's local error log: a list of entries or one (server/auth/client-error-log.ts).
  app.post(
    `${BASE}/logout`,
    { config: { access: 'authenticated' }, schema: { body: S.any, response: done } },
    async (req) => {
      const userAgent = String(req.headers['user-agent'] ?? '');
      await recordClientErrors(db, app.feed, ctxOf(req), { ip: req.ip, userAgent }, req.body);
      return status(true);
    },
  );

  // Every instance's caches, for every tenant: the platform administrator's call alone.
  app.get(
    `${BASE}/clear-cache`,
    { config: { access: { platformAdmin: true } }, schema: { querystring: noParams, response: done } },
    async () => {
      clients.clear();
      // Bumping the shared grants counter drops every instance's permission cache, not only ours.
      const version = await app.feed.bump(db, GRANTS_VERSION);
      app.feed.committed([[GRANTS_VERSION, version]]);
      return status(true);
    },
  );
}
