import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_PASSWORD, BASIC, call, login, md5, startServer, type TestServer } from './harness';
import {
  addRole,
  adminPasswordGrant,
  createUser,
  dbOf,
  deptIdsByName,
  passwordLogin,
  roleIdsByAlias,
  tokenCall,
  TOKEN_URL,
} from './auth-fixtures';
import { hashSecret } from '../../server/core/passwords';
import { newId } from '../../server/core/ids';

const DEMO = '100001';
const basic = (id: string, secret: string) => 'Basic ' + Buffer.from(`${id}:${secret}`).toString('base64');

describe('POST oauth/token: password grant, client checks, failure messages', () => {
  let s: TestServer;
  let demoRoles: Record<string, string>;
  let demoDepts: Record<string, string>;

  beforeAll(async () => {
    // This file is about the password grant itself: captcha mode off gives the web client that grant.
    s = await startServer({ captchaMode: false });
    demoRoles = await roleIdsByAlias(s, DEMO);
    demoDepts = await deptIdsByName(s, DEMO);
    await dbOf(s)
      .insertInto('blade_client')
      .values({
        id: newId(),
        clientId: 'limited',
        clientSecret: await hashSecret('limited_secret'),
        scope: 'all',
        authorizedGrantTypes: 'password',
        accessTokenValidity: 120,
        refreshTokenValidity: 600,
        status: 1,
        isDeleted: 0,
      })
      .execute();
  });
  afterAll(async () => s?.close());

  it('answers the Blade token object for the platform administrator', async () => {
    const r = await passwordLogin(s, 'admin', ADMIN_PASSWORD);
    expect(r.status).toBe(200);
    const t = r.body;
    expect(Object.keys(t).sort()).toEqual([
      'access_token',
      'account',
      'avatar',
      'dept_id',
      'detail',
      'expires_in',
      'license',
      'nick_name',
      'oauth_id',
      'post_id',
      'real_name',
      'refresh_token',
      'role_id',
      'role_name',
      'scope',
      'tenant_id',
      'token_type',
      'user_id',
      'user_name',
    ]);
    expect(t).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'all',
      tenant_id: '000000',
      account: 'admin',
      user_name: 'admin',
      nick_name: '管理员',
      real_name: '管理员',
      role_name: 'administrator',
      oauth_id: '',
      detail: { type: 'account' },
    });
    expect(t.user_id).toMatch(/^[1-9][0-9]+$/);
    expect(t.role_id).toBe((await roleIdsByAlias(s, '000000')).administrator);
    expect(t.access_token.split('.')).toHaveLength(3);
    expect(t.refresh_token).not.toBe(t.access_token);
    const me = await call(s, '/api/blade-auth/oauth/user-info', { token: t.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: t.user_id,
      account: 'admin',
      tenantId: '000000',
      roleName: 'administrator',
    });
  });

  it('says no-store and reads a form body as well as the query string', async () => {
    const form = new URLSearchParams({
      tenantId: DEMO,
      username: 'admin',
      password: md5(ADMIN_PASSWORD),
      grant_type: 'password',
      scope: 'all',
    });
    const res = await fetch(`${s.url}${TOKEN_URL}`, {
      method: 'POST',
      headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const t = await res.json();
    expect(t).toMatchObject({ tenant_id: DEMO, account: 'admin', role_name: 'admin', role_id: demoRoles.admin });
  });

  it('takes the tenant from the Tenant-Id header over the tenantId parameter', async () => {
    const r = await tokenCall(
      s,
      { tenantId: '000000', username: 'admin', password: md5(ADMIN_PASSWORD), grant_type: 'password' },
      { 'Tenant-Id': DEMO },
    );
    expect(r.status).toBe(200);
    expect(r.body.tenant_id).toBe(DEMO);
  });

  it('refuses unknown tenants, accounts and passwords with Blade messages', async () => {
    expect(await passwordLogin(s, 'admin', ADMIN_PASSWORD, '999999')).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '租户ID未找到' },
    });
    expect(await passwordLogin(s, 'admin', 'wrong-password')).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '用户名或密码错误' },
    });
    expect(await passwordLogin(s, 'nobody', ADMIN_PASSWORD)).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '用户名或密码错误' },
    });
    const noPassword = await tokenCall(s, { username: 'admin', grant_type: 'password' });
    expect(noPassword).toEqual({ status: 400, body: { error_code: 400, error_description: '用户名或密码错误' } });
  });

  it('refuses a tenant whose licence has expired, only after the password is right', async () => {
    await createUser(s, { tenantId: DEMO, account: 'expiry', password: 'Pw#expiry1', roleIds: [demoRoles.inspector] });
    await dbOf(s)
      .updateTable('blade_tenant')
      .set({ expireTime: sql`now() - interval '1 day'` })
      .where('tenantId', '=', DEMO)
      .execute();
    try {
      expect((await passwordLogin(s, 'expiry', 'wrong', DEMO)).body.error_description).toBe('用户名或密码错误');
      expect(await passwordLogin(s, 'expiry', 'Pw#expiry1', DEMO)).toEqual({
        status: 400,
        body: { error_code: 400, error_description: '租户授权已过期,请联系管理员' },
      });
    } finally {
      await dbOf(s)
        .updateTable('blade_tenant')
        .set({ expireTime: sql`now() + interval '1 day'` })
        .where('tenantId', '=', DEMO)
        .execute();
    }
    expect((await passwordLogin(s, 'expiry', 'Pw#expiry1', DEMO)).status).toBe(200);
  });

  it('refuses a user without a live role', async () => {
    await createUser(s, { tenantId: DEMO, account: 'roleless', password: 'Pw#roleless1' });
    expect(await passwordLogin(s, 'roleless', 'Pw#roleless1', DEMO)).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '未获得用户的角色信息' },
    });
    // A role of another tenant or a removed role does not count either.
    const platformRole = (await roleIdsByAlias(s, '000000')).administrator;
    await createUser(s, { tenantId: DEMO, account: 'foreignrole', password: 'Pw#foreign1', roleIds: [platformRole] });
    expect((await passwordLogin(s, 'foreignrole', 'Pw#foreign1', DEMO)).body.error_description).toBe(
      '未获得用户的角色信息',
    );
    const gone = await addRole(s, DEMO, 'gone', { roleName: '已删', sort: 9, isDeleted: 1 });
    await createUser(s, { tenantId: DEMO, account: 'deletedrole', password: 'Pw#deleted1', roleIds: [gone] });
    expect((await passwordLogin(s, 'deletedrole', 'Pw#deleted1', DEMO)).body.error_description).toBe(
      '未获得用户的角色信息',
    );
  });

  it('refuses pending and disabled accounts with a clear message, but only with the right password', async () => {
    for (const [account, password, status] of [
      ['pending', 'Pw#pending1', 0],
      ['disabled', 'Pw#disabled1', 2],
    ] as const)
      await createUser(s, { tenantId: DEMO, account, password, roleIds: [demoRoles.inspector], status });
    expect(await passwordLogin(s, 'pending', 'Pw#pending1', DEMO)).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '账号未审核,请联系管理员' },
    });
    expect((await passwordLogin(s, 'pending', 'bad', DEMO)).body.error_description).toBe('用户名或密码错误');
    expect(await passwordLogin(s, 'disabled', 'Pw#disabled1', DEMO)).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '账号已被禁用,请联系管理员' },
    });
  });

  it('checks the client: secret, existence, and the grants it may use', async () => {
    const query = adminPasswordGrant();
    const bad = { status: 401, body: { error_code: 401, error_description: '客户端认证失败' } };
    expect(
      await call(s, TOKEN_URL, { method: 'POST', query, headers: { Authorization: basic('saber', 'wrong') } }),
    ).toEqual(bad);
    expect(
      await call(s, TOKEN_URL, { method: 'POST', query, headers: { Authorization: basic('ghost', 'saber_secret') } }),
    ).toEqual(bad);
    expect(await call(s, TOKEN_URL, { method: 'POST', query, headers: { Authorization: '' } })).toEqual(bad);
    expect(await call(s, TOKEN_URL, { method: 'POST', query, headers: { Authorization: 'Bearer abc' } })).toEqual(bad);

    const limited = await call(s, TOKEN_URL, {
      method: 'POST',
      query,
      headers: { Authorization: basic('limited', 'limited_secret') },
    });
    expect(limited.status).toBe(200);
    expect(limited.body.expires_in).toBe(120);
    const refused = await call(s, TOKEN_URL, {
      method: 'POST',
      query: { ...query, grant_type: 'captcha' },
      headers: { Authorization: basic('limited', 'limited_secret') },
    });
    expect(refused).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '客户端未获授权使用该授权类型' },
    });
    for (const grant of ['implicit', 'constructor', '']) {
      expect(await tokenCall(s, { ...query, grant_type: grant })).toEqual({
        status: 400,
        body: { error_code: 400, error_description: '不支持的授权类型' },
      });
    }
  });

  it('clear-cache forgets verified clients (a removed client is refused at once)', async () => {
    const query = { tenantId: '000000', username: 'admin', password: md5(ADMIN_PASSWORD), grant_type: 'password' };
    await dbOf(s)
      .insertInto('blade_client')
      .values({
        id: newId(),
        clientId: 'shortlived',
        clientSecret: await hashSecret('shortlived_secret'),
        scope: 'all',
        authorizedGrantTypes: 'password',
        accessTokenValidity: 3600,
        refreshTokenValidity: 7200,
        status: 1,
        isDeleted: 0,
      })
      .execute();
    const headers = { Authorization: basic('shortlived', 'shortlived_secret') };
    expect((await call(s, TOKEN_URL, { method: 'POST', query, headers })).status).toBe(200);
    // Removed behind the server's back (no change counter bump): the cached verification still answers.
    await dbOf(s).updateTable('blade_client').set({ isDeleted: 1 }).where('clientId', '=', 'shortlived').execute();
    expect((await call(s, TOKEN_URL, { method: 'POST', query, headers })).status).toBe(200);
    const { access_token } = await login(s);
    expect(await call(s, '/api/blade-auth/oauth/clear-cache', { token: access_token })).toEqual({
      status: 200,
      body: { code: 200, success: true, data: true, msg: '操作成功' },
    });
    expect((await call(s, TOKEN_URL, { method: 'POST', query, headers })).status).toBe(401);
    expect((await call(s, '/api/blade-auth/oauth/clear-cache')).status).toBe(401);
  });

  it("switch mode: Dept-Id and Role-Id pick one of the user's own, anything else is refused", async () => {
    const depts = [demoDepts['执法一中队'], demoDepts['执法二中队']];
    const id = await createUser(s, {
      tenantId: DEMO,
      account: 'switcher',
      password: 'Pw#switch1',
      roleIds: [demoRoles.enforcer, demoRoles.inspector],
      deptIds: depts,
    });
    const all = await passwordLogin(s, 'switcher', 'Pw#switch1', DEMO);
    expect(all.body).toMatchObject({
      user_id: id,
      role_name: 'inspector,enforcer',
      role_id: `${demoRoles.inspector},${demoRoles.enforcer}`,
      dept_id: depts.join(','),
    });

    const one = await passwordLogin(s, 'switcher', 'Pw#switch1', DEMO, {
      'Role-Id': demoRoles.enforcer,
      'Dept-Id': depts[1],
    });
    expect(one.body).toMatchObject({ role_name: 'enforcer', role_id: demoRoles.enforcer, dept_id: depts[1] });
    const me = await call(s, '/api/blade-auth/oauth/user-info', { token: one.body.access_token });
    expect(me.body.data).toMatchObject({ roleId: demoRoles.enforcer, deptId: depts[1], roleName: 'enforcer' });

    expect(await passwordLogin(s, 'switcher', 'Pw#switch1', DEMO, { 'Role-Id': demoRoles.admin })).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '未获得用户的角色信息' },
    });
    expect(await passwordLogin(s, 'switcher', 'Pw#switch1', DEMO, { 'Dept-Id': demoDepts['市场管理科'] })).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '未获得用户的部门信息' },
    });
    // A prefix of an id the user holds is not that id (Blade's own check was a substring match).
    expect(
      (await passwordLogin(s, 'switcher', 'Pw#switch1', DEMO, { 'Dept-Id': depts[0].slice(0, -1) })).body
        .error_description,
    ).toBe('未获得用户的部门信息');
  });

  it('accepts a legacy sha1(md5) hash once and stores argon2id instead', async () => {
    const id = await createUser(s, {
      tenantId: DEMO,
      account: 'legacy',
      password: 'Legacy#pw1',
      roleIds: [demoRoles.inspector],
      legacy: true,
    });
    const before = await dbOf(s)
      .selectFrom('blade_user')
      .select('password')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(before.password).toMatch(/^[0-9a-f]{40}$/);
    expect((await passwordLogin(s, 'legacy', 'wrong', DEMO)).body.error_description).toBe('用户名或密码错误');
    const r = await passwordLogin(s, 'legacy', 'Legacy#pw1', DEMO);
    expect(r.status).toBe(200);
    expect(r.body.user_id).toBe(id);
    const after = await dbOf(s)
      .selectFrom('blade_user')
      .select('password')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.password).toMatch(/^\$argon2id\$/);
    expect((await passwordLogin(s, 'legacy', 'Legacy#pw1', DEMO)).status).toBe(200);
    expect((await passwordLogin(s, 'legacy', 'wrong', DEMO)).body.error_description).toBe('用户名或密码错误');
  });

  it('user-info answers the current user without password fields and needs a token', async () => {
    const t = await login(s, 'admin', ADMIN_PASSWORD, DEMO);
    const r = await call(s, '/api/blade-auth/oauth/user-info', { token: t.access_token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(r.body.data).toMatchObject({
      id: t.user_id,
      tenantId: DEMO,
      account: 'admin',
      name: '租户管理员',
      realName: '租户管理员',
      roleName: 'admin',
      roleId: demoRoles.admin,
      email: 'admin@example.com',
    });
    expect(r.body.data).not.toHaveProperty('password');
    expect(r.body.data).not.toHaveProperty('inspectPassword');
    expect(await call(s, '/api/blade-auth/oauth/user-info')).toEqual({
      status: 401,
      body: { code: 401, success: false, data: null, msg: '缺失令牌,鉴权失败' },
    });
  });

  it('tenant/info resolves a live tenant by its domain, else answers an empty tenantId', async () => {
    await dbOf(s)
      .updateTable('blade_tenant')
      .set({ domain: 'demo.example.com', backgroundUrl: '/img/bg-demo.jpg' })
      .where('tenantId', '=', DEMO)
      .execute();
    const hit = await call(s, '/api/blade-system/tenant/info', {
      query: { domain: 'demo.example.com' },
      headers: { Authorization: '' },
    });
    expect(hit).toEqual({
      status: 200,
      body: {
        code: 200,
        success: true,
        msg: '操作成功',
        data: {
          tenantId: DEMO,
          tenantName: '示范区文化市场综合执法队',
          domain: 'demo.example.com',
          backgroundUrl: '/img/bg-demo.jpg',
        },
      },
    });
    const miss = await call(s, '/api/blade-system/tenant/info', { query: { domain: 'other.example.com' } });
    expect(miss).toEqual({
      status: 200,
      body: {
        code: 200,
        success: true,
        msg: '操作成功',
        data: { tenantId: '', tenantName: '', domain: 'other.example.com', backgroundUrl: '' },
      },
    });
    expect((await call(s, '/api/blade-system/tenant/info')).body.data.tenantId).toBe('');
    await dbOf(s).updateTable('blade_tenant').set({ isDeleted: 1 }).where('tenantId', '=', DEMO).execute();
    try {
      expect(
        (await call(s, '/api/blade-system/tenant/info', { query: { domain: 'demo.example.com' } })).body.data.tenantId,
      ).toBe('');
    } finally {
      await dbOf(s).updateTable('blade_tenant').set({ isDeleted: 0 }).where('tenantId', '=', DEMO).execute();
    }
  });

  it('never answers 500 to odd input on the public auth routes', async () => {
    const odd = ['\u0000', 'a\u0000b', "' or 1=1 --", 'x'.repeat(5000), '\ud800', '用户', '%', '../..', '0'];
    for (const v of odd) {
      const answers = [
        // fetch cannot put NUL in a header, so the tenant travels as the parameter only.
        await tokenCall(s, { tenantId: v, username: v, password: v, grant_type: 'password' }, { 'Tenant-Id': '' }),
        await tokenCall(
          s,
          { username: 'admin', password: v, grant_type: 'captcha' },
          { 'Captcha-Key': 'k', 'Captcha-Code': 'c' },
        ),
        await tokenCall(s, { grant_type: 'refresh_token', refresh_token: v }),
        await tokenCall(s, { grant_type: 'social', source: v, code: v }),
        await call(s, '/api/blade-user/register-guest', {
          method: 'POST',
          query: { tenantId: v, account: v, password: v, name: v, oauthId: v },
        }),
        await call(s, '/api/blade-user/register-guest', {
          method: 'POST',
          body: { tenantId: DEMO, account: v.slice(0, 40), password: v, oauthId: v },
        }),
        await call(s, '/api/blade-system/tenant/info', { query: { domain: v } }),
        await call(s, '/api/blade-auth/oauth/captcha-peek', { query: { key: v } }),
      ];
      for (const a of answers) {
        expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
        expect(JSON.stringify(a.body)).not.toMatch(/select|insert|syntax|violates|relation|column/i);
      }
    }
    const { access_token } = await login(s);
    const logs = await call(s, '/api/blade-auth/oauth/logout', {
      method: 'POST',
      token: access_token,
      body: odd.map((v) => ({ type: v, message: v, stack: v, url: v, time: v, info: v })),
    });
    expect(logs.status).toBe(200);
    for (const bad of [null, 'text', 42, [1, 2], { nested: { deep: true } }]) {
      expect(
        (await call(s, '/api/blade-auth/oauth/logout', { method: 'POST', token: access_token, body: bad })).status,
      ).toBeLessThan(500);
    }
  });
});
