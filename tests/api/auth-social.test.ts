import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, md5, solvedCaptcha, startServer, type TestServer } from './harness';
import { dbOf, passwordLogin, roleIdsByAlias, tokenCall, setParam } from './auth-fixtures';

const DEMO = '100001';
const REGISTER = '/api/blade-user/register-guest';

const people: Record<string, unknown> = {
  'code-alice': {
    uuid: 'zzd-alice',
    username: 'alice',
    nickname: 'Alice',
    avatar: 'https://img.example.com/alice.png',
    email: 'alice@example.com',
  },
  'code-bob': { code: 200, success: true, data: { accountId: 88123, nickName: 'Bob' }, msg: '操作成功' },
};

/** A stand-in for the zzd gateway: answers the profile of a known one-time code, HTTP 500 otherwise. */
function startGateway(): Promise<{ url: string; seen: unknown[]; close(): Promise<void> }> {
  const seen: unknown[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      seen.push(body);
      const person = people[body.code];
      res.writeHead(person ? 200 : 500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(person ?? { error: 'bad code' }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/user`,
        seen,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('social sign-in (zzd provider) and guest registration', () => {
  let s: TestServer;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway();
    s = await startServer({ zzdEndpoint: gateway.url });
  });
  afterAll(async () => {
    await s?.close();
    await gateway?.close();
  });

  const social = (code: string, tenantId = DEMO, source = 'zzd') =>
    tokenCall(s, { tenantId, grant_type: 'social', source, code, state: 'st-1' });
  // Each registration as the web app's dialog sends it (captcha solved through the seam). The per-address
  // registration counter is reset first: this file registers more often than one address may
  // (tests/api/register-guest.test.ts covers that limit).
  const register = async (query: Record<string, string | undefined>) => {
    await dbOf(s).deleteFrom('blade_login_failure').where('key', 'like', 'rate:%').execute();
    return call(s, REGISTER, { method: 'POST', query, headers: await solvedCaptcha(s) });
  };

  it('an unknown person gets a token for user -1 with an oauth_id and no roles, which grants nothing', async () => {
    const r = await social('code-alice');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      user_id: '-1',
      tenant_id: DEMO,
      role_id: '',
      role_name: '',
      account: 'alice',
      nick_name: 'Alice',
      avatar: 'https://img.example.com/alice.png',
    });
    expect(r.body.oauth_id).toMatch(/^[1-9][0-9]+$/);
    expect(gateway.seen.at(-1)).toEqual({ code: 'code-alice', state: 'st-1' });
    const link = await dbOf(s)
      .selectFrom('blade_user_oauth')
      .selectAll()
      .where('id', '=', r.body.oauth_id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({
      tenantId: DEMO,
      source: 'zzd',
      uuid: 'zzd-alice',
      userId: null,
      username: 'alice',
      email: 'alice@example.com',
    });

    const token = r.body.access_token;
    expect((await call(s, '/api/blade-system/menu/routes', { token })).body.data).toEqual([]);
    expect((await call(s, '/api/blade-system/menu/buttons', { token })).body.data).toEqual([]);
    expect((await call(s, '/api/blade-system/param/page', { token })).status).toBe(403);
    expect((await call(s, '/api/blade-auth/oauth/user-info', { token })).body.data).toMatchObject({
      id: '-1',
      tenantId: DEMO,
      roleId: '',
      roleName: '',
    });
    // Unbound sessions are not refreshed: the person signs in again after registering.
    expect(
      await tokenCall(s, { tenantId: DEMO, grant_type: 'refresh_token', refresh_token: r.body.refresh_token }),
    ).toEqual({ status: 401, body: { error_code: 401, error_description: '令牌已失效' } });

    const again = await social('code-alice');
    expect(again.body.oauth_id).toBe(r.body.oauth_id);
  });

  it('POST /api/zzd/auth/login signs in with the code; an R-wrapped gateway answer is read too', async () => {
    const r = await call(s, '/api/zzd/auth/login', {
      method: 'POST',
      query: { code: 'code-bob' },
      headers: { 'Tenant-Id': DEMO },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: '-1', tenant_id: DEMO, nick_name: 'Bob', token_type: 'bearer' });
    const link = await dbOf(s)
      .selectFrom('blade_user_oauth')
      .select(['uuid'])
      .where('id', '=', r.body.oauth_id)
      .executeTakeFirstOrThrow();
    expect(link.uuid).toBe('88123');
    expect(
      await call(s, '/api/zzd/auth/login', {
        method: 'POST',
        query: { code: 'code-bob' },
        headers: { Authorization: 'Basic eDp5' },
      }),
    ).toEqual({ status: 401, body: { error_code: 401, error_description: '客户端认证失败' } });
  });

  it('refuses unknown sources, failed exchanges and unknown tenants', async () => {
    expect(await social('code-alice', DEMO, 'github')).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '不支持的第三方登录来源' },
    });
    expect(await social('code-unknown')).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '第三方登录失败' },
    });
    expect(await social('')).toEqual({ status: 400, body: { error_code: 400, error_description: '第三方登录失败' } });
    expect(await social('code-alice', '999999')).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '租户ID未找到' },
    });
  });

  it("register-guest validates in the spec's order", async () => {
    const bad = (msg: string) => ({ status: 400, body: { code: 400, success: false, data: null, msg } });
    const biz = (msg: string) => ({ status: 200, body: { code: 400, success: false, data: null, msg } });
    expect(await register({})).toEqual(bad('请先输入租户编号'));
    expect(await register({ account: 'x', password: md5('p') })).toEqual(bad('请先输入租户编号'));
    expect(await register({ tenantId: DEMO })).toEqual(bad('请先输入账号名称'));
    expect(await register({ tenantId: DEMO, password: md5('p') })).toEqual(bad('请先输入账号名称'));
    expect(await register({ tenantId: DEMO, account: 'newbie' })).toEqual(bad('请先输入密码'));
    expect(await register({ tenantId: '999999', account: 'newbie', password: md5('p') })).toEqual(biz('租户ID未找到'));
    expect(await register({ tenantId: DEMO, account: 'admin', name: 'X', password: md5('p') })).toEqual(
      biz('当前用户已存在!'),
    );
    expect(await register({ tenantId: DEMO, account: 'newbie', password: md5('p'), oauthId: '12345' })).toEqual(
      biz('第三方登录信息错误'),
    );
    await setParam(s, '000000', 'account.registerUser', 'false');
    expect(await register({ tenantId: '000000', account: 'newbie', password: md5('p') })).toEqual(
      biz('当前租户未开启账号注册功能'),
    );
  });

  it('registration binds the oauth row; the pending account cannot sign in until approved', async () => {
    const first = await social('code-alice');
    const r = await register({
      tenantId: DEMO,
      name: '爱丽丝',
      account: 'alice',
      password: md5('Alice#pw1'),
      oauthId: first.body.oauth_id,
    });
    expect(r).toEqual({ status: 200, body: { code: 200, success: true, data: true, msg: '操作成功' } });
    const user = await dbOf(s)
      .selectFrom('blade_user')
      .selectAll()
      .where('tenantId', '=', DEMO)
      .where('account', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      status: 0,
      name: '爱丽丝',
      realName: '爱丽丝',
      email: 'alice@example.com',
      avatar: 'https://img.example.com/alice.png',
      isDeleted: 0,
    });
    expect(String(user.password)).toMatch(/^\$argon2id\$/);
    const link = await dbOf(s)
      .selectFrom('blade_user_oauth')
      .select('userId')
      .where('id', '=', first.body.oauth_id)
      .executeTakeFirstOrThrow();
    expect(String(link.userId)).toBe(String(user.id));

    const pending = { status: 400, body: { error_code: 400, error_description: '账号未审核,请联系管理员' } };
    expect(await passwordLogin(s, 'alice', 'Alice#pw1', DEMO)).toEqual(pending);
    expect(await social('code-alice')).toEqual(pending);
    // The oauth row is taken now.
    expect(
      (await register({ tenantId: DEMO, account: 'alice2', password: md5('x'), oauthId: first.body.oauth_id })).body
        .msg,
    ).toBe('第三方登录信息错误');

    // An administrator approves and grants a role: both ways in now lead to the user.
    const inspector = (await roleIdsByAlias(s, DEMO)).inspector;
    await dbOf(s).updateTable('blade_user').set({ status: 1, roleId: inspector }).where('id', '=', user.id).execute();
    const viaSocial = await social('code-alice');
    expect(viaSocial.body).toMatchObject({
      user_id: String(user.id),
      oauth_id: first.body.oauth_id,
      role_name: 'inspector',
      account: 'alice',
    });
    expect((await passwordLogin(s, 'alice', 'Alice#pw1', DEMO)).body.user_id).toBe(String(user.id));
  });

  it("registers without a third-party login too, and respects the tenant's account quota", async () => {
    expect((await register({ tenantId: DEMO, account: 'walkin', password: md5('Walk#in1') })).body.success).toBe(true);
    const row = await dbOf(s)
      .selectFrom('blade_user')
      .select(['status', 'name'])
      .where('tenantId', '=', DEMO)
      .where('account', '=', 'walkin')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 0, name: 'walkin' });
    const n = await dbOf(s)
      .selectFrom('blade_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenantId', '=', DEMO)
      .where('isDeleted', '=', 0)
      .executeTakeFirstOrThrow();
    await dbOf(s)
      .updateTable('blade_tenant')
      .set({ accountNumber: Number(n.n) })
      .where('tenantId', '=', DEMO)
      .execute();
    expect(await register({ tenantId: DEMO, account: 'onetoomany', password: md5('x') })).toEqual({
      status: 200,
      body: { code: 400, success: false, data: null, msg: '当前租户已到最大账号额度' },
    });
  });
});
