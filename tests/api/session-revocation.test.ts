import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { ADMIN_PASSWORD, call, login, md5, startServer, type CallOptions, type TestServer } from './harness';
import { createUser, dbOf, firstDeptId, roleIdsByAlias, tokenCall } from './auth-fixtures';

/**
 * Sessions end with what they were granted on: a password change or reset, the user's removal, a change
 * of their roles, the removal of a role they hold, and the expiry or removal of their tenant each make
 * the old access token answer 401 and the old refresh token fail. Grants changed on a role apply to the
 * very next request. With DATABASE_URL the same holds across two instances.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const key = crypto.randomBytes(48).toString('base64');
const T = '100001';
const PASSWORD = 'Member#2026';
let s: TestServer;
let other: BuiltApp | undefined;
let otherUrl = '';
let platform: string, admin: string, adminRole: string;
let deptId: string;
let n = 0;

beforeAll(async () => {
  s = await startServer({ tokenSignKey: key });
  platform = (await login(s)).access_token;
  admin = (await login(s, 'admin', ADMIN_PASSWORD, T)).access_token;
  adminRole = (await roleIdsByAlias(s, T)).admin;
  deptId = await firstDeptId(s, T);
  if (onPostgres) {
    other = await buildApp(
      loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent' } as NodeJS.ProcessEnv, {
        databaseUrl: s.databaseUrl,
        tokenSignKey: key,
      }),
    );
    otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
  }
});
afterAll(async () => {
  await other?.close();
  await s?.close();
});

/** Both instances when there are two: a revocation must hold on each. */
const servers = (): TestServer[] => (other ? [s, { ...s, url: otherUrl }] : [s]);

/** A call of tenant T's administrator that must succeed. */
async function adminSucceeds(path: string, o: Omit<CallOptions, 'token'>) {
  expect((await call(s, path, { token: admin, ...o })).body.success).toBe(true);
}

async function member(roleIds = [adminRole], tenantId = T) {
  const account = `m${++n}${Date.now()}`;
  const id = await createUser(s, { tenantId, account, password: PASSWORD, roleIds, deptIds: [deptId] });
  return { id, account, ...(await login(s, account, PASSWORD, tenantId)) };
}

const colleagues = (srv: TestServer, token: string) => call(srv, '/api/blade-user/page', { token });
const refresh = (token: string, tenantId = T) =>
  tokenCall(s, { tenantId, grant_type: 'refresh_token', refresh_token: token });

async function expectWorks(t: { access_token: string }) {
  for (const srv of servers()) expect((await colleagues(srv, t.access_token)).status).toBe(200);
}

/**
 * The instance that made the change refuses at once; another hears of it at commit (NOTIFY), which may
 * arrive a moment after the writer's answer, and at the latest by its 500 ms poll.
 */
async function statusOn(srv: TestServer, token: string, want: number): Promise<number> {
  const until = Date.now() + (srv === s ? 0 : 2000);
  for (;;) {
    const got = (await colleagues(srv, token)).status;
    if (got === want || Date.now() >= until) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function expectEnded(t: { access_token: string; refresh_token: string }, tenantId = T) {
  for (const srv of servers()) expect(await statusOn(srv, t.access_token, 401), srv.url).toBe(401);
  const r = await refresh(t.refresh_token, tenantId);
  expect(r.status).not.toBe(200);
  expect(r.body.access_token).toBeUndefined();
}

describe('sessions end when what they were granted on changes', () => {
  it('own password change: the other sessions end, the one that changed it stays', async () => {
    const m = await member();
    const elsewhere = await login(s, m.account, PASSWORD, T);
    await expectWorks(elsewhere);
    const r = await call(s, '/api/blade-user/update-password', {
      token: m.access_token,
      body: { oldPassword: md5(PASSWORD), newPassword: md5('New#2026x'), newPassword1: md5('New#2026x') },
    });
    expect(r.body.success).toBe(true);
    await expectEnded(elsewhere);
    await expectWorks(m);
  });

  it('administrator password reset', async () => {
    const m = await member();
    await expectWorks(m);
    await adminSucceeds('/api/blade-user/reset-password', { body: { userIds: m.id } });
    await expectEnded(m);
  });

  it('removal of the user', async () => {
    const m = await member();
    await expectWorks(m);
    await adminSucceeds('/api/blade-user/remove', { method: 'POST', query: { ids: m.id } });
    await expectEnded(m);
  });

  it('role change through user grant; the same roles again end nothing', async () => {
    const m = await member();
    await adminSucceeds('/api/blade-user/grant', { body: { userIds: m.id, roleIds: adminRole } });
    await expectWorks(m);
    const role = await call(s, '/api/blade-system/role/submit', {
      token: admin,
      body: { roleName: '访客', roleAlias: `guest${n}`, sort: 5 },
    });
    await adminSucceeds('/api/blade-user/grant', { body: { userIds: m.id, roleIds: role.body.data.id } });
    await expectEnded(m);
  });

  it('role or dept change through user submit', async () => {
    const m = await member();
    const role = await call(s, '/api/blade-system/role/submit', {
      token: admin,
      body: { roleName: '降级', roleAlias: `demoted${n}`, sort: 6 },
    });
    await adminSucceeds('/api/blade-user/submit', { body: { id: m.id, roleId: role.body.data.id } });
    await expectEnded(m);
    const m2 = await member();
    await adminSucceeds('/api/blade-user/submit', { body: { id: m2.id, realName: '改名' } });
    await expectWorks(m2);
  });

  it('removal of a role the user holds', async () => {
    const role = await call(s, '/api/blade-system/role/submit', {
      token: admin,
      body: { roleName: '临时', roleAlias: `temp${n}`, sort: 7 },
    });
    const m = await member([adminRole, role.body.data.id]);
    await expectWorks(m);
    await adminSucceeds('/api/blade-system/role/remove', { method: 'POST', query: { ids: role.body.data.id } });
    await expectEnded(m);
  });

  it('grants taken from a role apply to the very next request, on every instance', async () => {
    const role = await call(s, '/api/blade-system/role/submit', {
      token: admin,
      body: { roleName: '用户员', roleAlias: `users${n}`, sort: 8 },
    });
    const menus = await dbOf(s)
      .selectFrom('blade_menu')
      .select(['id', 'code'])
      .where('code', 'in', ['system', 'user', 'param'])
      .execute();
    const idOf = (code: string) => String(menus.find((m) => m.code === code)!.id);
    const grant = (codes: string[]) =>
      call(s, '/api/blade-system/role/grant', {
        token: admin,
        body: { roleIds: role.body.data.id, menuIds: codes.map(idOf).join(',') },
      });
    expect((await grant(['system', 'user', 'param'])).body.success).toBe(true);
    const m = await member([role.body.data.id]);
    await expectWorks(m);
    expect((await grant(['system', 'param'])).body.success).toBe(true);
    for (const srv of servers()) expect(await statusOn(srv, m.access_token, 403)).toBe(403);
  });
});

describe('sessions end with their tenant', () => {
  async function tenantWithAdmin() {
    const created = await call(s, '/api/blade-system/tenant/submit', {
      token: platform,
      body: { tenantName: `到期${++n}`, linkman: '赵六', contactNumber: '13800000002' },
    });
    const tenantId = created.body.data.tenantId as string;
    return { rowId: created.body.data.id as string, tenantId, ...(await login(s, 'admin', 'admin', tenantId)) };
  }

  it('an expiry set in the past', async () => {
    const t = await tenantWithAdmin();
    await expectWorks(t);
    expect(
      (
        await call(s, '/api/blade-system/tenant/setting', {
          token: platform,
          body: { ids: t.rowId, expireTime: '2020-01-01 00:00:00' },
        })
      ).body.success,
    ).toBe(true);
    await expectEnded(t, t.tenantId);
  });

  it('an expiry reached while the token lives', async () => {
    const t = await tenantWithAdmin();
    await dbOf(s)
      .updateTable('blade_tenant')
      .set({ expireTime: new Date(Date.now() + 1500).toISOString() })
      .where('id', '=', t.rowId)
      .execute();
    // A direct write bumps no counter: this one does, as every tenant write of the API does.
    await call(s, '/api/blade-system/tenant/setting', { token: platform, body: { ids: t.rowId, accountNumber: 100 } });
    await expectWorks(t);
    await new Promise((r) => setTimeout(r, 1700));
    await expectEnded(t, t.tenantId);
  });

  it('removal of the tenant', async () => {
    const t = await tenantWithAdmin();
    await expectWorks(t);
    expect(
      (await call(s, '/api/blade-system/tenant/remove', { token: platform, method: 'POST', query: { ids: t.rowId } }))
        .body.success,
    ).toBe(true);
    await expectEnded(t, t.tenantId);
  });
});
