import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, md5, solvedCaptcha, startServer, useServer, type TestServer } from './harness';
import { tokenCall } from './auth-fixtures';

/**
 * The newer SpringBlade sign-in dialect as its clients send it: POST /api/blade-auth/token with
 * camelCase query parameters, the token read from `data.accessToken` of the R envelope, the captcha at
 * GET /api/blade-auth/captcha. And captcha mode: the stock web client cannot skip the captcha.
 */
const s = useServer();
const TOKEN = '/api/blade-auth/token';
const DEMO = '100001';

const signIn = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
  call(s, TOKEN, {
    method: 'POST',
    query: { tenantId: '000000', ...query },
    headers: { 'Tenant-Id': query.tenantId ?? '000000', ...headers },
  });

/** The classic oauth/token call of the platform administrator with the password grant. */
const passwordGrant = (server: TestServer) =>
  tokenCall(server, { username: 'admin', password: md5(ADMIN_PASSWORD), grant_type: 'password' });

describe('SpringBlade dialect', () => {
  it('GET /api/blade-auth/captcha answers R with a key and an image', async () => {
    const r = await call(s, '/api/blade-auth/captcha');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(r.body.data.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.data.image).toMatch(/^data:image\/(png|svg\+xml);base64,/);
  });

  it('signs in with grantType, account and password, answering the token in R with camelCase keys', async () => {
    const r = await signIn(
      { grantType: 'captcha', account: 'admin', password: md5(ADMIN_PASSWORD), tenantId: DEMO },
      await solvedCaptcha(s),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(r.body.data).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 3600,
      tenantId: DEMO,
      account: 'admin',
      userName: 'admin',
      roleName: 'admin',
    });
    expect(r.body.data.accessToken).toBeTruthy();
    expect(r.body.data.refreshToken).toBeTruthy();
    expect(r.body.data.userId).toMatch(/^\d+$/);
    expect(r.body.data).not.toHaveProperty('access_token');

    // The access token is an ordinary one: Blade-Auth works with it.
    const me = await call(s, '/api/blade-user/info', { token: r.body.data.accessToken });
    expect(me.body.data).toMatchObject({ account: 'admin', tenantId: DEMO });

    // refreshToken: a new pair in the same dialect; the old refresh token is spent.
    const refreshed = await signIn({
      grantType: 'refresh_token',
      refreshToken: r.body.data.refreshToken,
      tenantId: DEMO,
    });
    expect(refreshed.body).toMatchObject({ code: 200, success: true });
    expect(refreshed.body.data.accessToken).toBeTruthy();
    expect(refreshed.body.data.refreshToken).not.toBe(r.body.data.refreshToken);
  });

  it('refuses with R messages: wrong password, wrong captcha, unknown tenant, bad client', async () => {
    const wrong = await signIn(
      { grantType: 'captcha', account: 'admin', password: md5('nope'), tenantId: DEMO },
      await solvedCaptcha(s),
    );
    expect(wrong).toMatchObject({
      status: 200,
      body: { code: 400, success: false, data: null, msg: '用户名或密码错误' },
    });
    const captcha = await signIn(
      { grantType: 'captcha', account: 'admin', password: md5(ADMIN_PASSWORD) },
      { 'Captcha-Key': 'x', 'Captcha-Code': 'y' },
    );
    expect(captcha.body).toMatchObject({ code: 400, success: false, msg: '验证码不正确' });
    const tenant = await signIn(
      { grantType: 'captcha', account: 'admin', password: md5(ADMIN_PASSWORD), tenantId: '999999' },
      await solvedCaptcha(s),
    );
    expect(tenant.body).toMatchObject({ code: 400, success: false, msg: '租户ID未找到' });
    const client = await call(s, TOKEN, {
      method: 'POST',
      query: { grantType: 'captcha', account: 'admin' },
      headers: { Authorization: 'Basic ' + Buffer.from('saber:guess').toString('base64') },
    });
    expect(client).toMatchObject({ status: 401, body: { code: 401, success: false, msg: '客户端认证失败' } });
  });
});

describe('captcha mode (the default)', () => {
  it('the stock web client cannot sign in with grant_type=password, in either dialect', async () => {
    const classic = await passwordGrant(s);
    expect(classic).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '客户端未获授权使用该授权类型' },
    });
    const dialect = await signIn({ grantType: 'password', account: 'admin', password: md5(ADMIN_PASSWORD) });
    expect(dialect.body).toMatchObject({ code: 400, success: false, msg: '客户端未获授权使用该授权类型' });
  });

  it('the saber client row is seeded with captcha, refresh_token and social only', async () => {
    const row = await s.built.app.db
      .selectFrom('blade_client')
      .select('authorizedGrantTypes')
      .where('clientId', '=', 'saber')
      .executeTakeFirstOrThrow();
    expect(String(row.authorizedGrantTypes).split(',').sort()).toEqual(['captcha', 'refresh_token', 'social']);
  });

  it('with captcha mode off the web client keeps the password grant', async () => {
    const off = await startServer({ captchaMode: false });
    try {
      const r = await passwordGrant(off);
      expect(r.body.access_token).toBeTruthy();
    } finally {
      await off.close();
    }
  });
});
