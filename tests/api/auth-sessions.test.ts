import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import {
  createUser,
  dbOf,
  forgedToken,
  passwordLogin,
  roleIdsByAlias,
  tokenCall,
  unsignedToken,
} from './auth-fixtures';

const DEMO = '100001';
const USER_INFO = '/api/blade-auth/oauth/user-info';
const BLADE_PUBLIC_KEYS = [
  'Blade',
  'bladexisapowerfulmicroservicearchitectureupgradedandoptimizedfromacommercialproject',
];
const expired = { status: 401, body: { code: 401, success: false, data: null, msg: '令牌已失效' } };
const refreshRefused = { status: 401, body: { error_code: 401, error_description: '令牌已失效' } };

describe('sessions: refresh rotation, reuse detection, logout, forged tokens', () => {
  const s = useServer();
  let roles: Record<string, string>;
  beforeAll(async () => {
    roles = await roleIdsByAlias(s, DEMO);
  });

  const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
    tokenCall(s, { grant_type: 'refresh_token', refresh_token: refreshToken }, headers);
  const me = (token: string) => call(s, USER_INFO, { token });

  it('ties both tokens to one stored session that expires with the refresh lifetime', async () => {
    const t = await login(s);
    const access = decodeJwt(t.access_token);
    const refreshClaims = decodeJwt(t.refresh_token);
    expect(access.sessionId).toBe(refreshClaims.sessionId);
    expect(refreshClaims.typ).toBe('refresh');
    const row = await dbOf(s)
      .selectFrom('blade_auth_session')
      .selectAll()
      .where('id', '=', String(access.sessionId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenantId: '000000', userId: t.user_id, clientId: 'saber', revokedAt: null });
    const lifetime = (new Date(String(row.expiresAt)).getTime() - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(604800 - 60);
    expect(lifetime).toBeLessThanOrEqual(604800 + 5);
    const stored = await dbOf(s)
      .selectFrom('blade_refresh_token')
      .selectAll()
      .where('jti', '=', String(refreshClaims.jti))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ sessionId: String(access.sessionId), usedAt: null });
  });

  it('rotates: a refresh answers a new pair in the same session and spends the old refresh token', async () => {
    const t = await login(s);
    const r = await refresh(t.refresh_token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      token_type: 'bearer',
      user_id: t.user_id,
      tenant_id: '000000',
      role_name: 'administrator',
      account: 'admin',
    });
    expect(r.body.refresh_token).not.toBe(t.refresh_token);
    expect(decodeJwt(r.body.access_token).sessionId).toBe(decodeJwt(t.access_token).sessionId);
    expect((await me(r.body.access_token)).status).toBe(200);
    // The new refresh token works once more.
    const again = await refresh(r.body.refresh_token);
    expect(again.status).toBe(200);
  });

  it('detects reuse: the old refresh token fails, the session is revoked, its access tokens stop working', async () => {
    const t = await login(s);
    const next = await refresh(t.refresh_token);
    expect(next.status).toBe(200);
    expect((await me(next.body.access_token)).status).toBe(200);

    expect(await refresh(t.refresh_token)).toEqual(refreshRefused);
    const sessionId = String(decodeJwt(t.access_token).sessionId);
    const row = await dbOf(s)
      .selectFrom('blade_auth_session')
      .select('revokedAt')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.revokedAt).not.toBeNull();
    expect(await me(next.body.access_token)).toEqual(expired);
    expect(await me(t.access_token)).toEqual(expired);
    // The newest refresh token of the revoked session is dead too.
    expect(await refresh(next.body.refresh_token)).toEqual(refreshRefused);
  });

  it('refuses garbage, an access token, and a refresh token of another client', async () => {
    const t = await login(s);
    expect(await refresh('not-a-token')).toEqual(refreshRefused);
    expect(await refresh('')).toEqual(refreshRefused);
    expect(await refresh(t.access_token)).toEqual(refreshRefused);
    // Signed with a public Blade key: not ours.
    const forged = await forgedToken(BLADE_PUBLIC_KEYS[1], 'HS512', {
      typ: 'refresh',
      sessionId: String(decodeJwt(t.refresh_token).sessionId),
      clientId: 'saber',
    });
    expect(await refresh(forged)).toEqual(refreshRefused);
    // The real one is still unspent and works.
    expect((await refresh(t.refresh_token)).status).toBe(200);
  });

  it('a refresh token never works as an access token', async () => {
    const t = await login(s);
    expect(await me(t.refresh_token)).toEqual(expired);
  });

  it('re-reads the user: removed or disabled users cannot refresh; changed roles apply', async () => {
    const id = await createUser(s, {
      tenantId: DEMO,
      account: 'refresher',
      password: 'Pw#refresh1',
      roleIds: [roles.inspector],
    });
    const first = (await passwordLogin(s, 'refresher', 'Pw#refresh1', DEMO)).body;
    await dbOf(s)
      .updateTable('blade_user')
      .set({ roleId: `${roles.inspector},${roles.enforcer}` })
      .where('id', '=', id)
      .execute();
    const second = await refresh(first.refresh_token);
    expect(second.body).toMatchObject({ role_name: 'inspector,enforcer', tenant_id: DEMO });

    await dbOf(s).updateTable('blade_user').set({ status: 2 }).where('id', '=', id).execute();
    expect(await refresh(second.body.refresh_token)).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '账号已被禁用,请联系管理员' },
    });
    expect(await call(s, '/api/blade-system/menu/top-menu', { token: second.body.access_token })).toEqual(expired);

    await dbOf(s).updateTable('blade_user').set({ status: 1 }).where('id', '=', id).execute();
    const third = (await passwordLogin(s, 'refresher', 'Pw#refresh1', DEMO)).body;
    await dbOf(s).updateTable('blade_user').set({ isDeleted: 1 }).where('id', '=', id).execute();
    expect(await refresh(third.refresh_token)).toEqual(refreshRefused);
    // The session is revoked: even routes that do not read the user refuse its access token.
    expect(await call(s, '/api/blade-system/menu/top-menu', { token: third.access_token })).toEqual(expired);
  });

  it('GET logout revokes the session of the token; without a token it still answers', async () => {
    const t = await login(s);
    expect(await call(s, '/api/blade-auth/oauth/logout', { token: t.access_token })).toEqual({
      status: 200,
      body: { success: 'true', msg: 'success' },
    });
    expect(await me(t.access_token)).toEqual(expired);
    expect(await refresh(t.refresh_token)).toEqual(refreshRefused);
    expect(await call(s, '/api/blade-auth/oauth/logout')).toEqual({
      status: 200,
      body: { success: 'true', msg: 'success' },
    });
    // Other sessions of the same user go on.
    const other = await login(s);
    expect((await me(other.access_token)).status).toBe(200);
  });

  it('POST logout records the uploaded error log and does not end the session', async () => {
    const t = await login(s, 'admin', ADMIN_PASSWORD, DEMO);
    const logs = [
      {
        type: 'error',
        message: 'x is undefined',
        stack: 'TypeError: x is undefined\n at a.js:1',
        info: 'render',
        url: '/system/user',
        time: '2026-01-02 03:04:05',
      },
      {
        type: 'error',
        message: 'second',
        stack: '',
        info: { component: 'Menu' },
        url: '/wel/index',
        time: '2026-01-02 03:04:06',
      },
    ];
    const r = await call(s, '/api/blade-auth/oauth/logout', {
      method: 'POST',
      token: t.access_token,
      body: logs,
      headers: { 'User-Agent': 'vitest-agent' },
    });
    expect(r).toEqual({ status: 200, body: { code: 200, success: true, data: true, msg: '操作成功' } });
    expect((await me(t.access_token)).status).toBe(200);
    const rows = await dbOf(s)
      .selectFrom('blade_log_error')
      .selectAll()
      .where('tenantId', '=', DEMO)
      .orderBy('message')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      tenantId: DEMO,
      createUser: t.user_id,
      createBy: 'admin',
      requestUri: '/system/user',
      message: 'x is undefined',
      stackTrace: 'TypeError: x is undefined\n at a.js:1',
      exceptionName: 'error',
      time: '2026-01-02 03:04:05',
      remoteIp: '127.0.0.1',
      userAgent: 'vitest-agent',
    });
    expect(rows[0].params).toBe('{"component":"Menu"}');
    expect((await call(s, '/api/blade-auth/oauth/logout', { method: 'POST', body: logs })).status).toBe(401);
  });

  it('rejects forged access tokens: wrong key, alg none, public Blade keys', async () => {
    const t = await login(s);
    const claims = decodeJwt(t.access_token);
    const { exp: _exp, iat: _iat, jti: _jti, iss: _iss, ...body } = claims;
    const candidates = [
      await forgedToken('a-completely-different-secret-key-of-64-bytes-0123456789abcdef', 'HS512', body),
      unsignedToken(body),
      ...(await Promise.all(
        BLADE_PUBLIC_KEYS.flatMap((k) => [forgedToken(k, 'HS256', body), forgedToken(k, 'HS512', body)]),
      )),
    ];
    for (const token of candidates) expect(await me(token)).toEqual(expired);
    // The same claims, signed by the server, are fine: the rejections are about the signature.
    expect((await me(t.access_token)).status).toBe(200);
    // A token of a user page needs a valid token too; a forged one gets 401, not 403.
    expect((await call(s, '/api/blade-system/param/page', { token: candidates[1] })).status).toBe(401);
  });
});
