import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { adminPasswordGrant, dbOf, passwordLogin } from './auth-fixtures';
import * as seed from '../../server/db/seed-data';
import { businessMenus, usedTopMenus } from '../../server/db/business-menus';
import { allResources } from '../../resources/declarations';

/** Tenants (creation with everything a tenant needs, quota and expiry) and OAuth clients. */
const TENANT = '/api/blade-system/tenant';
const CLIENT = '/api/blade-system/client';
const DEMO = '100001';

const s = useServer();
let platform: string, demoAdmin: string;

const codes = (nodes: Array<{ code: string; children?: unknown[] }>): string[] =>
  nodes.flatMap((n) => [n.code, ...codes((n.children ?? []) as Array<{ code: string; children?: unknown[] }>)]);

const tenantRow = async (tenantId: string) =>
  (await call(s, `${TENANT}/page`, { token: platform, query: { tenantId_equal: tenantId } })).body.data.records[0];

beforeAll(async () => {
  platform = (await login(s)).access_token;
  demoAdmin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO)).access_token;
});

describe('tenant creation', () => {
  let tenantId: string;

  it('creates a tenant with a fresh 6-digit id, and an admin that can sign in and work at once', async () => {
    const r = await call(s, `${TENANT}/submit`, {
      token: platform,
      body: { tenantName: '新区文旅局', linkman: '李四', contactNumber: '13800000000', tenantId: '000000' },
    });
    expect(r.body.success).toBe(true);
    tenantId = r.body.data.tenantId;
    expect(tenantId).toMatch(/^\d{6}$/);
    expect(tenantId).not.toBe('000000');
    expect(r.body.data).toMatchObject({ tenantName: '新区文旅局', linkman: '李四', accountNumber: -1 });

    // The admin's first password is the platform's tenant.default.password param ('admin' in the seed).
    const signIn = await passwordLogin(s, 'admin', 'admin', tenantId);
    expect(signIn.status).toBe(200);
    expect(signIn.body.role_name).toBe('admin');
    const token = signIn.body.access_token;

    const routes = await call(s, '/api/blade-system/menu/routes', { token });
    const menus = codes(routes.body.data);
    expect(menus).toEqual(expect.arrayContaining(['system', 'user', 'param', 'role', 'dictbiz', 'log_api']));
    for (const platformOnly of ['tenant', 'client', 'menu', 'dict', 'data_scope', 'api_scope'])
      expect(menus).not.toContain(platformOnly);

    const market = await call(s, '/api/blade-system/dict-biz/dictionary', { token, query: { code: 'market_type' } });
    // The new tenant's copies carry their English names too.
    expect(
      market.body.data.map((e: { dictKey: string; dictValue: string; enName: string }) => [
        e.dictKey,
        e.dictValue,
        e.enName,
      ]),
    ).toEqual(seed.bizDicts.market_type);
    const items = await call(s, '/api/blade-system/dict-biz/dictionary', {
      token,
      query: { code: 'report_item_type' },
    });
    expect(items.body.data).toHaveLength(seed.bizDicts.report_item_type.length);

    const params = await call(s, '/api/blade-system/param/list', { token, query: { paramKey: 'account.' } });
    expect(params.body.data.records.map((p: { paramKey: string }) => p.paramKey).sort()).toEqual([
      'account.failCount',
      'account.initPassword',
      'account.registerUser',
    ]);
    const roles = await call(s, '/api/blade-system/role/tree', { token });
    expect(roles.body.data.map((n: { title: string }) => n.title)).toEqual(['管理员']);
    const top = await call(s, '/api/blade-system/menu/top-menu', { token });
    // The system top menus and the business ones, with the groups the declarations use.
    const businessTops = usedTopMenus(businessMenus(allResources));
    expect(top.body.data.map((t: { code: string }) => t.code)).toEqual(
      [...seed.topMenus, ...businessTops].map((t) => t.code),
    );
    const businessTop = top.body.data.find((t: { code: string }) => t.code === businessTops[0].code);
    const opened = await call(s, '/api/blade-system/menu/routes', { token, query: { topMenuId: businessTop.id } });
    expect(opened.body.data.map((m: { code: string }) => m.code)).toEqual(businessTops[0].groups);
    const depts = await dbOf(s)
      .selectFrom('blade_dept')
      .select(['deptName', 'parentId'])
      .where('tenantId', '=', tenantId)
      .execute();
    expect(depts).toEqual([{ deptName: '新区文旅局', parentId: '0' }]);

    // The new admin manages its own tenant: a param of its own, not visible to others.
    const own = await call(s, '/api/blade-system/param/submit', {
      token,
      body: { paramName: 'n', paramKey: 'new.key', paramValue: 'v' },
    });
    expect(own.body.data.tenantId).toBe(tenantId);
    const other = await call(s, '/api/blade-system/param/list', { token: demoAdmin, query: { paramKey: 'new.key' } });
    expect(other.body.data.records).toEqual([]);
  });

  it('uses the current tenant.default.password', async () => {
    const param = await call(s, '/api/blade-system/param/list', {
      token: platform,
      query: { paramKey: 'tenant.default.password' },
    });
    await call(s, '/api/blade-system/param/submit', {
      token: platform,
      body: { id: param.body.data.records[0].id, paramValue: 'Changed#Pw1' },
    });
    const r = await call(s, `${TENANT}/submit`, { token: platform, body: { tenantName: '第二租户' } });
    const id = r.body.data.tenantId;
    expect(id).not.toBe(tenantId);
    expect((await passwordLogin(s, 'admin', 'admin', id)).status).toBe(400);
    expect((await passwordLogin(s, 'admin', 'Changed#Pw1', id)).status).toBe(200);
  });

  it('validates a new tenant like any submit', async () => {
    const r = await call(s, `${TENANT}/submit`, { token: platform, body: { linkman: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请输入租户名称');
  });

  it('setting sets quota and expiry; an expired tenant cannot sign in', async () => {
    const row = await tenantRow(tenantId);
    const past = await call(s, `${TENANT}/setting`, {
      token: platform,
      method: 'POST',
      query: { ids: row.id, accountNumber: 5, expireTime: '2020-01-01 00:00:00' },
    });
    expect(past.body).toMatchObject({ code: 200, success: true });
    expect(await tenantRow(tenantId)).toMatchObject({ accountNumber: 5, expireTime: '2020-01-01 00:00:00' });
    const refused = await passwordLogin(s, 'admin', 'admin', tenantId);
    expect(refused.body.error_description).toBe('租户授权已过期,请联系管理员');

    // The body form with a `settings` object works as well.
    const future = await call(s, `${TENANT}/setting`, {
      token: platform,
      body: { ids: [row.id], settings: { expireTime: '2099-12-31 23:59:59' } },
    });
    expect(future.body.success).toBe(true);
    expect((await passwordLogin(s, 'admin', 'admin', tenantId)).status).toBe(200);
    expect((await tenantRow(tenantId)).accountNumber).toBe(5);

    const badDate = await call(s, `${TENANT}/setting`, {
      token: platform,
      method: 'POST',
      query: { ids: row.id, expireTime: 'soon' },
    });
    expect(badDate.status).toBe(400);
    const platformRow = await tenantRow('000000');
    const lockOut = await call(s, `${TENANT}/setting`, {
      token: platform,
      method: 'POST',
      query: { ids: platformRow.id, expireTime: '2020-01-01 00:00:00' },
    });
    expect(lockOut.body.msg).toBe('管理组租户不可设置过期时间');
    expect((await tenantRow('000000')).expireTime).toBeNull();
  });

  it('datasource stores the choice', async () => {
    // A live data source: an id that names none is refused.
    const source = await call(s, '/api/blade-develop/datasource/submit', {
      token: platform,
      body: { name: 'tenant-ds', kind: 'pg', url: '127.0.0.1:5432/postgres', username: 'postgres' },
    });
    const datasourceId = String(source.body.data.id);
    const r = await call(s, `${TENANT}/datasource`, {
      token: platform,
      method: 'POST',
      query: { tenantId, datasourceId },
    });
    expect(r.body.success).toBe(true);
    expect((await tenantRow(tenantId)).datasourceId).toBe(datasourceId);
    const unknown = await call(s, `${TENANT}/datasource`, {
      token: platform,
      method: 'POST',
      query: { tenantId, datasourceId: '1234567890' },
    });
    expect(unknown.body).toMatchObject({ success: false, msg: '数据源不存在' });
    const missing = await call(s, `${TENANT}/datasource`, {
      token: platform,
      method: 'POST',
      query: { tenantId: '999999', datasourceId: '1' },
    });
    expect(missing.status).toBe(404);
  });

  it('the platform tenant cannot be removed; others can, and their users stop signing in', async () => {
    const platformRow = await tenantRow('000000');
    const r = await call(s, `${TENANT}/remove`, { token: platform, method: 'POST', query: { ids: platformRow.id } });
    expect(r.body).toMatchObject({ code: 400, msg: '管理组租户不可删除' });
    const row = await tenantRow(tenantId);
    const gone = await call(s, `${TENANT}/remove`, { token: platform, method: 'POST', query: { ids: row.id } });
    expect(gone.body.success).toBe(true);
    expect((await passwordLogin(s, 'admin', 'admin', tenantId)).body.error_description).toBe('租户ID未找到');
  });

  it('is for the platform administrator only', async () => {
    expect((await call(s, `${TENANT}/submit`, { token: demoAdmin, body: { tenantName: 'x' } })).status).toBe(403);
    expect(
      (await call(s, `${TENANT}/setting`, { token: demoAdmin, method: 'POST', query: { ids: '1', accountNumber: 1 } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(s, `${TENANT}/datasource`, {
          token: demoAdmin,
          method: 'POST',
          query: { tenantId: DEMO, datasourceId: '1' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('clients', () => {
  const body = {
    clientId: 'mobile',
    scope: 'all',
    authorizedGrantTypes: 'password,refresh_token',
    accessTokenValidity: 1800,
    refreshTokenValidity: 86400,
  };
  let id: string;
  let secret: string;

  it('generates a secret on insert and shows it exactly once', async () => {
    const r = await call(s, `${CLIENT}/submit`, { token: platform, body });
    expect(r.body.success).toBe(true);
    id = r.body.data.id;
    secret = r.body.data.clientSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const detail = await call(s, `${CLIENT}/detail`, { token: platform, query: { id } });
    expect(detail.body.data.clientId).toBe('mobile');
    expect(detail.body.data).not.toHaveProperty('clientSecret');
    const page = await call(s, `${CLIENT}/page`, { token: platform });
    expect(JSON.stringify(page.body)).not.toContain(secret);
    expect(page.body.data.records.every((c: Record<string, unknown>) => !('clientSecret' in c))).toBe(true);
    const stored = await dbOf(s)
      .selectFrom('blade_client')
      .select('clientSecret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(String(stored.clientSecret)).toMatch(/^\$argon2id\$/);
  });

  it('the new client signs users in with that secret, and with no other', async () => {
    const basic = (sec: string) => 'Basic ' + Buffer.from(`mobile:${sec}`).toString('base64');
    const query = adminPasswordGrant();
    const good = await call(s, '/api/blade-auth/oauth/token', {
      method: 'POST',
      query,
      headers: { Authorization: basic(secret), 'Tenant-Id': '000000' },
    });
    expect(good.status).toBe(200);
    expect(good.body.expires_in).toBe(1800);
    const bad = await call(s, '/api/blade-auth/oauth/token', {
      method: 'POST',
      query,
      headers: { Authorization: basic('guess'), 'Tenant-Id': '000000' },
    });
    expect(bad.status).toBe(401);
  });

  it('an update without a secret keeps it and shows none; a given secret is set and shown once', async () => {
    const keep = await call(s, `${CLIENT}/submit`, { token: platform, body: { id, accessTokenValidity: 900 } });
    expect(keep.body.success).toBe(true);
    expect(keep.body.data).not.toHaveProperty('clientSecret');
    const set = await call(s, `${CLIENT}/submit`, { token: platform, body: { id, clientSecret: 'mobile_secret_2' } });
    expect(set.body.data.clientSecret).toBe('mobile_secret_2');
    const given = await call(s, `${CLIENT}/submit`, {
      token: platform,
      body: { ...body, clientId: 'kiosk', clientSecret: 'kiosk_secret' },
    });
    expect(given.body.data.clientSecret).toBe('kiosk_secret');
  });

  it('validity fields are positive integers; clientId is unique', async () => {
    for (const [field, msg] of [
      ['accessTokenValidity', '令牌过期秒数必须为正整数'],
      ['refreshTokenValidity', '刷新令牌过期秒数必须为正整数'],
    ]) {
      for (const value of [0, -5, 1.5, 'x']) {
        const r = await call(s, `${CLIENT}/submit`, {
          token: platform,
          body: { ...body, clientId: 'bad', [field]: value },
        });
        expect(r.status, `${field}=${value}`).toBe(400);
        expect(r.body.msg).toBe(msg);
      }
    }
    const dup = await call(s, `${CLIENT}/submit`, { token: platform, body });
    expect(dup.body.msg).toBe('客户端id已存在');
    const short = await call(s, `${CLIENT}/submit`, {
      token: platform,
      body: { ...body, clientId: 'short', clientSecret: '123' },
    });
    expect(short.status).toBe(400);
  });

  it('is for the platform administrator only', async () => {
    expect((await call(s, `${CLIENT}/submit`, { token: demoAdmin, body })).status).toBe(403);
    expect((await call(s, `${CLIENT}/page`, { token: demoAdmin })).status).toBe(403);
  });
});
