import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { createUser, passwordLogin, roleIdsByAlias } from './auth-fixtures';
import { tenantStaff } from './tenant-staff';

/** Routes an unchanged Saber front end calls: tenant/select and blade-user/unlock. */
const s = useServer();
let platform: string, demo: string;
const DEMO = '100001';
const LOCKED = { status: 400, body: { error_code: 400, error_description: '登录错误次数过多,请稍后再试' } };

const flattenCodes = (nodes: Array<{ code: string; children?: unknown[] }>): string[] =>
  nodes.flatMap((n) => [n.code, ...flattenCodes((n.children ?? []) as Array<{ code: string; children?: unknown[] }>)]);

async function lockOut(account: string, tenantId: string) {
  for (let i = 0; i < 5; i++) await passwordLogin(s, account, 'Wrong#pass1', tenantId);
  expect(await passwordLogin(s, account, 'Right#pass1', tenantId)).toEqual(LOCKED);
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  demo = (await login(s, 'admin', undefined, DEMO)).access_token;
});

describe('GET /api/blade-system/tenant/select', () => {
  it('the platform administrator picks among all tenants', async () => {
    const r = await call(s, '/api/blade-system/tenant/select', { token: platform });
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual(['000000', DEMO]);
    expect(r.body.data[1]).toMatchObject({ tenantId: DEMO, tenantName: '示范区文化市场综合执法队' });
  });

  it('anyone else sees their own tenant only; nobody unsigned', async () => {
    const r = await call(s, '/api/blade-system/tenant/select', { token: demo });
    expect(r.body.data).toEqual([expect.objectContaining({ tenantId: DEMO })]);
    expect((await call(s, '/api/blade-system/tenant/select')).status).toBe(401);
  });
});

describe('POST /api/blade-user/unlock', () => {
  it('is seeded as the user_unlock button the tenant administrator holds', async () => {
    const buttons = await call(s, '/api/blade-system/menu/buttons', { token: demo });
    expect(flattenCodes(buttons.body.data)).toContain('user_unlock');
  });

  it("lifts the sign-in lock of the tenant's own account", async () => {
    const roles = await roleIdsByAlias(s, DEMO);
    const id = await createUser(s, {
      tenantId: DEMO,
      account: 'locked_one',
      password: 'Right#pass1',
      roleIds: [roles.inspector],
    });
    await lockOut('locked_one', DEMO);
    const r = await call(s, '/api/blade-user/unlock', { method: 'POST', token: demo, query: { userIds: id } });
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect((await passwordLogin(s, 'locked_one', 'Right#pass1', DEMO)).body.access_token).toBeTruthy();
  });

  it("cannot unlock another tenant's account (the lock stays), nor without the button", async () => {
    const roles = await roleIdsByAlias(s, '000000');
    const id = await createUser(s, { account: 'platform_locked', password: 'Right#pass1', roleIds: [roles.inspector] });
    await lockOut('platform_locked', '000000');
    const foreign = await call(s, '/api/blade-user/unlock', { method: 'POST', token: demo, query: { userIds: id } });
    expect(foreign.status).toBe(404);
    expect(await passwordLogin(s, 'platform_locked', 'Right#pass1', '000000')).toEqual(LOCKED);

    const inspector = (await (await tenantStaff(s, DEMO)).add('plain_inspector', 'inspector', null)).token;
    expect(
      (await call(s, '/api/blade-user/unlock', { method: 'POST', token: inspector, query: { userIds: id } })).status,
    ).toBe(403);
    expect(
      (await call(s, '/api/blade-user/unlock', { method: 'POST', token: demo, query: { userIds: '' } })).status,
    ).toBe(400);
  });
});
