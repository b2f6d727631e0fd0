import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { dbOf, firstDeptId, newRowId, roleIdsByAlias } from './auth-fixtures';

/**
 * Smaller findings: a tenant's error log keeps the server's internals to the platform; clear-cache is
 * the platform administrator's; health tells a stranger only that it is up; link fields refuse
 * `javascript:` and other schemes.
 */
const T = '100001';
const s = useServer();
let platform: string, tenant: string;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  tenant = (await login(s, 'admin', ADMIN_PASSWORD, T)).access_token;
});

describe('error log of a tenant', () => {
  const serverRow = { requestId: 'req-tenant-500' };
  const secrets = [
    'at Repository.insert (/srv/app/server/crud/repository.ts:190:12)',
    'duplicate key value violates unique constraint',
    '10.1.2.3',
    '/srv/app/server/crud/repository.ts',
  ];

  beforeAll(async () => {
    // A server error as server/domains/system/logs/api-recorder.ts writes it.
    await dbOf(s)
      .insertInto('blade_log_error')
      .values({
        id: newRowId(),
        tenantId: T,
        serviceId: 'culture-supervision',
        serverHost: 'app-1',
        serverIp: '10.1.2.3',
        env: 'production',
        method: 'POST',
        requestUri: '/api/blade-system/param/submit',
        exceptionName: 'DatabaseError',
        message: 'duplicate key value violates unique constraint "blade_param_pkey"',
        stackTrace: `DatabaseError: boom\n    ${secrets[0]}`,
        fileName: secrets[3],
        lineNumber: 190,
        methodName: 'insert',
        requestId: serverRow.requestId,
        status: 1,
        isDeleted: 0,
      })
      .execute();
    // An error the tenant's own browser uploaded.
    expect(
      (
        await call(s, '/api/blade-auth/oauth/logout', {
          token: tenant,
          body: [
            {
              type: 'TypeError',
              message: 'x is undefined',
              stack: 'at App.tsx:1',
              url: '/param',
              time: '2026-11-23 10:00:00',
            },
          ],
        })
      ).body.success,
    ).toBe(true);
  });

  it('lists and shows its own entries with message and request id only', async () => {
    const page = await call(s, '/api/blade-log/error/page', { token: tenant, query: { size: 50 } });
    expect(page.body.success).toBe(true);
    const rows = page.body.data.records as Record<string, unknown>[];
    expect(rows.length).toBe(2);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(expect.arrayContaining(['id', 'message']));
      for (const k of Object.keys(row)) expect(['id', 'tenantId', 'createTime', 'message', 'requestId']).toContain(k);
    }
    const text =
      JSON.stringify(page.body) + JSON.stringify((await call(s, '/api/blade-log/error/list', { token: tenant })).body);
    for (const secret of [...secrets, 'stackTrace', 'serverIp', 'DatabaseError']) expect(text).not.toContain(secret);
    expect(text).toContain('x is undefined');
    const server = rows.find((r) => r.requestId === serverRow.requestId)!;
    expect(server.message).toMatch(/服务器内部错误/);
    const detail = await call(s, '/api/blade-log/error/detail', { token: tenant, query: { id: String(server.id) } });
    expect(detail.body.data).toEqual(server);
  });

  it('finds an entry by request id, and filters on hidden columns narrow nothing', async () => {
    const byId = await call(s, '/api/blade-log/error/page', {
      token: tenant,
      query: { requestId_equal: serverRow.requestId },
    });
    expect(byId.body.data.total).toBe(1);
    // Hidden columns are not filters for a tenant: like any parameter that is not a filter (Blade's rule) they
    // are ignored, so probing them cannot narrow the answer and reveal what they hold.
    const all = (await call(s, '/api/blade-log/error/page', { token: tenant, query: { size: 100 } })).body.data.total;
    expect(all).toBeGreaterThan(1);
    for (const query of [
      { message_like: 'duplicate' },
      { stackTrace_like: 'repository' },
      { exceptionName: 'Database' },
      { serverIp: '10.' },
      { stackTrace_like: 'no-such-text-anywhere' },
    ]) {
      const r = await call(s, '/api/blade-log/error/page', { token: tenant, query: { ...query, size: 100 } });
      expect(r.status, JSON.stringify(query)).toBe(200);
      expect(r.body.data.total, JSON.stringify(query)).toBe(all);
    }
  });

  it('the platform administrator still sees everything', async () => {
    const page = await call(s, '/api/blade-log/error/page', {
      token: platform,
      query: { requestId_equal: serverRow.requestId },
    });
    expect(page.body.data.records[0]).toMatchObject({
      serverIp: '10.1.2.3',
      fileName: secrets[3],
      exceptionName: 'DatabaseError',
    });
    expect(page.body.data.records[0].stackTrace).toContain(secrets[0]);
  });
});

describe('clear-cache and health', () => {
  it('clear-cache is for the platform administrator', async () => {
    expect((await call(s, '/api/blade-auth/oauth/clear-cache', { token: tenant })).status).toBe(403);
    expect((await call(s, '/api/blade-auth/oauth/clear-cache', { token: platform })).body.success).toBe(true);
  });

  it('health tells an anonymous caller only that it is up', async () => {
    const r = await call(s, '/api/health', { headers: { Authorization: '' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ status: 'UP' });
  });
});

describe('links take http(s) or paths on this server only', () => {
  const bad = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'file:///etc/passwd',
    'http:/x',
    'https://a b',
    'java\nscript:alert(1)',
  ];
  const good = [
    'https://cdn.example.com/a.png',
    'http://oss.example.com/x/y.jpg?v=1',
    '/api/blade-resource/oss/endpoint/a.png',
  ];

  it('profile update-info refuses other schemes', async () => {
    for (const avatar of bad) {
      const r = await call(s, '/api/blade-user/update-info', { token: tenant, body: { avatar } });
      expect(r.status, avatar).toBe(400);
      expect(r.body.msg).toMatch(/http/);
    }
    for (const avatar of good)
      expect(
        (await call(s, '/api/blade-user/update-info', { token: tenant, body: { avatar } })).body.success,
        avatar,
      ).toBe(true);
    const me = await call(s, '/api/blade-user/info', { token: tenant });
    expect(me.body.data.avatar).toBe(good[good.length - 1]);
  });

  it('user submit and tenant submit refuse other schemes', async () => {
    const roles = await roleIdsByAlias(s, T);
    const dept = await firstDeptId(s, T);
    const user = { account: `link${Date.now()}`, name: 'l', realName: 'l', roleId: roles.admin, deptId: dept };
    for (const avatar of bad)
      expect(
        (await call(s, '/api/blade-user/submit', { token: tenant, body: { ...user, avatar } })).status,
        avatar,
      ).toBe(400);
    const created = await call(s, '/api/blade-user/submit', { token: tenant, body: { ...user, avatar: good[0] } });
    expect(created.body.success).toBe(true);
    expect(
      (await call(s, '/api/blade-user/submit', { token: tenant, body: { id: created.body.data.id, avatar: bad[0] } }))
        .status,
    ).toBe(400);
    const tenantRow = String(
      (await dbOf(s).selectFrom('blade_tenant').select('id').where('tenantId', '=', T).executeTakeFirstOrThrow()).id,
    );
    expect(
      (
        await call(s, '/api/blade-system/tenant/submit', {
          token: platform,
          body: { id: tenantRow, backgroundUrl: bad[0] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(s, '/api/blade-system/tenant/submit', {
          token: platform,
          body: { id: tenantRow, backgroundUrl: good[0] },
        })
      ).body.success,
    ).toBe(true);
  });
});
