import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, startServer, type TestServer } from './harness';
import { createUser, dbOf, passwordLogin, roleIdsByAlias } from './auth-fixtures';
import { flushLogs, recordUsual } from '../../server/domains/system/logs';
import { ruleCovers } from '../../server/http/api-scope';
import { expectJustNow } from './wire-time';

/** The three logs (recorded by the server, read per tenant) and API scopes (paths kept for granted roles). */
const DEMO = '100001';
const LOG = '/api/blade-log';
const PASSWORD = 'Enforcer#2026';

let s: TestServer;
let platform: string, demoAdmin: string, enforcer: string;
let demoAdminId: string;
let roles: Record<string, string>;
const menuIds: Record<string, string> = {};

const flush = () => flushLogs(s.built.app);
type LogRow = Record<string, string | number | null>;
const logPage = async (token: string, kind: string, query: Record<string, string | number> = {}) => {
  await flush();
  const r = await call(s, `${LOG}/${kind}/page`, { token, query: { size: 100, ...query } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { total: number; records: LogRow[] };
};

beforeAll(async () => {
  // Every call, reads included: the default ('writes') skips successful reads.
  s = await startServer({ apiLog: 'all' });
  for (const m of await dbOf(s).selectFrom('blade_menu').select(['id', 'code']).execute())
    menuIds[String(m.code)] = String(m.id);
  roles = await roleIdsByAlias(s, DEMO);
  await createUser(s, { tenantId: DEMO, account: 'enf', password: PASSWORD, roleIds: [roles.enforcer] });
  platform = (await login(s)).access_token;
  const demo = await login(s, 'admin', ADMIN_PASSWORD, DEMO);
  demoAdmin = demo.access_token;
  demoAdminId = demo.user_id;
  enforcer = (await passwordLogin(s, 'enf', PASSWORD, DEMO)).body.access_token;
});
afterAll(async () => s?.close());

describe('API log', () => {
  it('records each call with who, what, status and time, masking secrets in the parameters', async () => {
    const r = await call(s, '/api/blade-system/dict/dictionary', {
      token: demoAdmin,
      query: { code: 'sex', token: 'abc', password: 'p4ss', clientSecret: 'xyz' },
    });
    expect(r.status).toBe(200);
    const page = await logPage(demoAdmin, 'api', { requestUri: '/api/blade-system/dict/dictionary' });
    expect(page.total).toBe(1);
    const row = page.records[0];
    expect(row).toMatchObject({
      tenantId: DEMO,
      createUser: demoAdminId,
      createBy: 'admin',
      method: 'GET',
      httpStatus: 200,
      requestUri: '/api/blade-system/dict/dictionary',
      params: 'code=sex&token=******&password=******&clientSecret=******',
      remoteIp: '127.0.0.1',
    });
    expect(String(row.time)).toMatch(/^\d+$/);
    expectJustNow(String(row.createTime));
    const detail = await call(s, `${LOG}/api/detail`, { token: demoAdmin, query: { id: String(row.id) } });
    expect(detail.body.data.params).toBe(row.params);
  });

  it('keeps logging when a parameter holds what the database cannot store (NUL)', async () => {
    await call(s, '/api/blade-system/dict/dictionary', {
      token: demoAdmin,
      query: { code: 'yes_no', note: 'a\u0000b' },
    });
    const page = await logPage(demoAdmin, 'api', { params_like: 'code=yes_no' });
    expect(page.records.map((r) => r.params)).toEqual(['code=yes_no&note=ab']);
  });

  it('records refused and failed calls too, with their status, but not the reading of logs', async () => {
    await call(s, '/api/blade-system/tenant/page', { token: demoAdmin });
    await call(s, '/api/blade-system/param/page', { query: { current: 1 } });
    const refused = await logPage(demoAdmin, 'api', { requestUri: '/api/blade-system/tenant/page' });
    expect(refused.records.map((r) => r.httpStatus)).toEqual([403]);
    const anonymous = await logPage(platform, 'api', {
      requestUri: '/api/blade-system/param/page',
      httpStatus_equal: 401,
    });
    expect(anonymous.records.map((r) => [r.tenantId, r.createUser])).toEqual([['000000', null]]);
    await call(s, `${LOG}/usual/list`, { token: platform });
    await flush();
    const reads = await dbOf(s)
      .selectFrom('blade_log_api')
      .select('id')
      .where('requestUri', 'like', '/api/blade-log/%')
      .execute();
    expect(reads).toHaveLength(0);
  });

  it("a tenant admin reads its own tenant's rows only; the platform reads all", async () => {
    await call(s, '/api/blade-system/param/list', { token: platform });
    const mine = await logPage(demoAdmin, 'api');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.records.every((r) => r.tenantId === DEMO)).toBe(true);
    const all = await logPage(platform, 'api');
    expect(new Set(all.records.map((r) => r.tenantId))).toEqual(new Set(['000000', DEMO]));
    const platformRow = all.records.find((r) => r.tenantId === '000000')!;
    expect(
      (await call(s, `${LOG}/api/detail`, { token: demoAdmin, query: { id: String(platformRow.id) } })).body.data,
    ).toBeNull();
    const list = await call(s, `${LOG}/api/list`, { token: demoAdmin });
    expect(list.body.data.records.every((r: LogRow) => r.tenantId === DEMO)).toBe(true);
    expect(all.total).toBeGreaterThan(mine.total);
  });

  it('needs the log menus', async () => {
    for (const kind of ['usual', 'api', 'error']) {
      expect((await call(s, `${LOG}/${kind}/page`, { token: enforcer })).status, kind).toBe(403);
    }
    for (const kind of ['usual', 'api', 'error']) {
      expect((await call(s, `${LOG}/${kind}/submit`, { token: platform, body: {} })).status, kind).toBe(404);
    }
  });
});

describe('error log', () => {
  it('keeps the detail of a server error on the server, findable by the request id the client got', async () => {
    const db = dbOf(s);
    await sql`alter table blade_post rename to blade_post_gone`.execute(db);
    const r = await call(s, '/api/blade-system/post/page', { token: platform });
    await sql`alter table blade_post_gone rename to blade_post`.execute(db);
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).not.toContain('blade_post');
    const requestId = /请求编号 ([^)]+)\)/.exec(r.body.msg)![1];
    const page = await logPage(platform, 'error', { requestId_equal: requestId });
    expect(page.total).toBe(1);
    const row = page.records[0];
    expect(row).toMatchObject({
      tenantId: '000000',
      createBy: 'admin',
      method: 'GET',
      requestUri: '/api/blade-system/post/page',
    });
    expect(String(row.message)).toContain('blade_post');
    expect(String(row.stackTrace).length).toBeGreaterThan(20);
    const api = await logPage(platform, 'api', { requestUri: '/api/blade-system/post/page' });
    expect(api.records.map((x) => x.httpStatus)).toEqual([500]);
    expect((await logPage(demoAdmin, 'error')).records.map((x) => x.id)).not.toContain(row.id);
  });
});

describe('usual log', () => {
  it("records business events of the caller's tenant, and recordUsual for other modules", async () => {
    await call(s, '/api/blade-system/role/grant', {
      token: demoAdmin,
      body: { roleIds: roles.inspector, menuIds: menuIds.param },
    });
    recordUsual(
      s.built.app,
      { tenantId: DEMO, account: 'someone', ip: '10.0.0.9' },
      { logLevel: 'warn', logId: 'login_failure', logData: '登录失败' },
    );
    recordUsual(
      s.built.app,
      { tenantId: '000000', account: 'admin' },
      { logLevel: 'info', logId: 'platform_only', logData: '平台事件' },
    );
    const mine = await logPage(demoAdmin, 'usual');
    expect(mine.records.map((r) => r.logId).sort()).toEqual(['login_failure', 'role_grant']);
    const failure = mine.records.find((r) => r.logId === 'login_failure')!;
    expect(failure).toMatchObject({
      logLevel: 'warn',
      logData: '登录失败',
      createBy: 'someone',
      remoteIp: '10.0.0.9',
      tenantId: DEMO,
    });
    const all = await logPage(platform, 'usual');
    expect(all.records.map((r) => r.logId)).toContain('platform_only');
  });
});

describe('API scopes', () => {
  const SCOPE = '/api/blade-system/api-scope';
  const version = () => s.built.app.feed.version('grants');
  const paramPage = async (token: string) => (await call(s, '/api/blade-system/param/page', { token })).status;

  it('matches paths by prefix, with or without the /api prefix, ignoring trailing wildcards', () => {
    expect(ruleCovers('/api/blade-system/param/**', '/api/blade-system/param/page')).toBe(true);
    expect(ruleCovers('/blade-system/param', '/api/blade-system/param/page')).toBe(true);
    expect(ruleCovers('/blade-system/param', '/api/blade-system/post/page')).toBe(false);
    expect(ruleCovers('', '/api/blade-system/param/page')).toBe(false);
    expect(ruleCovers('blade-system', '/api/blade-system/param/page')).toBe(false);
  });

  it('a rule keeps its path for administrators and roles granted the rule', async () => {
    await call(s, '/api/blade-system/role/grant', {
      token: platform,
      body: { roleIds: roles.enforcer, menuIds: [menuIds.param, menuIds.param_view] },
    });
    expect(await paramPage(enforcer)).toBe(200);

    const before = version();
    const rule = await call(s, `${SCOPE}/submit`, {
      token: platform,
      body: {
        menuId: menuIds.param,
        resourceCode: 'param',
        scopeName: '参数接口',
        scopePath: '/api/blade-system/param/**',
        scopeType: 1,
      },
    });
    expect(rule.body.success).toBe(true);
    expect(version()).toBeGreaterThan(before);
    const ruleId = rule.body.data.id;

    expect(await paramPage(enforcer)).toBe(403);
    expect(await paramPage(demoAdmin)).toBe(403);
    expect(await paramPage(platform)).toBe(200);
    expect(
      (await call(s, '/api/blade-system/dict/dictionary', { token: enforcer, query: { code: 'sex' } })).status,
    ).toBe(200);

    const granted = await call(s, '/api/blade-system/role/grant', {
      token: platform,
      body: { roleIds: roles.enforcer, menuIds: [menuIds.param, menuIds.param_view], apiScopeIds: ruleId },
    });
    expect(granted.body.success).toBe(true);
    expect(await paramPage(enforcer)).toBe(200);
    expect(await paramPage(demoAdmin)).toBe(403);

    // Blade writes paths without the gateway's /api prefix; such a rule covers the same calls.
    await call(s, `${SCOPE}/submit`, { token: platform, body: { id: ruleId, scopePath: '/blade-system/param' } });
    expect(await paramPage(demoAdmin)).toBe(403);
    expect(await paramPage(enforcer)).toBe(200);

    const bad = await call(s, `${SCOPE}/submit`, { token: platform, body: { id: ruleId, scopePath: 'blade-system' } });
    expect(bad.status).toBe(400);
    const removed = await call(s, `${SCOPE}/remove`, { token: platform, method: 'POST', query: { ids: ruleId } });
    expect(removed.body.success).toBe(true);
    expect(await paramPage(demoAdmin)).toBe(200);
  });

  it('data-scope changes bump the grants counter too, and need a live menu', async () => {
    const before = version();
    const r = await call(s, '/api/blade-system/data-scope/submit', {
      token: platform,
      body: { menuId: menuIds.param, resourceCode: 'param', scopeName: '本人', scopeType: 2 },
    });
    expect(r.body.success).toBe(true);
    expect(version()).toBeGreaterThan(before);
    const noMenu = await call(s, '/api/blade-system/data-scope/submit', {
      token: platform,
      body: { menuId: '123456789', resourceCode: 'param', scopeName: '本人', scopeType: 2 },
    });
    expect(noMenu.body.msg).toBe('菜单不存在');
    const mid = version();
    await call(s, '/api/blade-system/data-scope/remove', {
      token: platform,
      method: 'POST',
      query: { ids: r.body.data.id },
    });
    expect(version()).toBeGreaterThan(mid);
  });
});
