import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/core/ids';
import { call, login, useServer } from './harness';
import { createUser, deptIdsByName, grantsChanged, roleIdsByAlias } from './auth-fixtures';

/**
 * Data scope is applied by the data layer: a role's rule for a resource narrows every list of it.
 * Set up: tenant 100001, role `inspector` granted the user menu, one inspector in each of two depts,
 * users created by each of them.
 */
const server = useServer();
let deptIds: Record<string, string>;
let roleId: string, ruleId: string;
const PASSWORD = 'Inspector#2026';

async function db() {
  return server.built.app.db;
}

/** An inspector of tenant 100001 in `deptId`, signing in with PASSWORD; its id. */
const makeUser = (account: string, deptId: string) =>
  createUser(server, {
    tenantId: '100001',
    account,
    password: PASSWORD,
    roleIds: [roleId],
    deptIds: [deptId],
    userType: 1,
  });

async function setRule(scopeType: number, scopeValue = '') {
  const d = await db();
  await d.updateTable('blade_scope_data').set({ scopeType, scopeValue }).where('id', '=', ruleId).execute();
  // Rules are grants: bump the counter the permission cache keys on, as the grant routes do.
  await grantsChanged(server);
}

async function accountsSeenBy(account: string) {
  const t = (await login(server, account, PASSWORD, '100001')).access_token;
  const r = await call(server, '/api/blade-user/page', { token: t, query: { size: 100 } });
  expect(r.status).toBe(200);
  return (r.body.data.records as { account: string }[]).map((u) => u.account).sort();
}

beforeAll(async () => {
  const d = await db();
  deptIds = await deptIdsByName(server, '100001');
  roleId = (await roleIdsByAlias(server, '100001')).inspector;
  const menu = await d.selectFrom('blade_menu').select('id').where('code', '=', 'user').executeTakeFirstOrThrow();
  await d.insertInto('blade_role_menu').values({ id: newId(), menuId: menu.id, roleId }).execute();
  ruleId = newId();
  await d
    .insertInto('blade_scope_data')
    .values({
      id: ruleId,
      menuId: menu.id,
      resourceCode: 'user',
      scopeName: '用户数据',
      scopeColumn: 'create_user',
      scopeType: 1,
      scopeValue: '',
      status: 1,
      isDeleted: 0,
    })
    .execute();
  await d.insertInto('blade_role_scope').values({ id: newId(), scopeCategory: 1, scopeId: ruleId, roleId }).execute();

  const a = await makeUser('insp_a', deptIds['执法一中队']);
  const b = await makeUser('insp_b', deptIds['综合执法队']);
  // Rows created by each inspector, in their own dept (create_user / create_dept as the engine sets them).
  const rows: [string, string, string][] = [
    ['made_by_a', a, deptIds['执法一中队']],
    ['made_by_b', b, deptIds['综合执法队']],
    ['made_in_market', b, deptIds['市场管理科']],
  ];
  for (const [account, by, dept] of rows) {
    await d
      .insertInto('blade_user')
      .values({
        id: newId(),
        tenantId: '100001',
        account,
        name: account,
        realName: account,
        roleId,
        deptId: dept,
        createUser: by,
        createDept: dept,
        status: 1,
        isDeleted: 0,
      })
      .execute();
  }
  await grantsChanged(server);
});

describe('data scope narrows lists exactly', () => {
  it('type 1 (all) shows every user of the tenant', async () => {
    await setRule(1);
    const seen = await accountsSeenBy('insp_a');
    expect(seen).toEqual(
      expect.arrayContaining(['admin', 'insp_a', 'insp_b', 'made_by_a', 'made_by_b', 'made_in_market']),
    );
  });

  it('type 2 (own) shows only rows the user created', async () => {
    await setRule(2);
    expect(await accountsSeenBy('insp_a')).toEqual(['made_by_a']);
    expect(await accountsSeenBy('insp_b')).toEqual(['made_by_b', 'made_in_market']);
  });

  it("type 3 (own dept) shows rows created in the user's dept only", async () => {
    await setRule(3);
    expect(await accountsSeenBy('insp_b')).toEqual(['made_by_b']);
  });

  it('type 4 (dept and below) includes child depts', async () => {
    await setRule(4);
    // insp_b sits in 综合执法队, the parent of 执法一中队 where made_by_a was created.
    expect(await accountsSeenBy('insp_b')).toEqual(['made_by_a', 'made_by_b']);
    expect(await accountsSeenBy('insp_a')).toEqual(['made_by_a']);
  });

  it('type 5 (custom) shows rows of the listed depts', async () => {
    await setRule(5, deptIds['市场管理科']);
    expect(await accountsSeenBy('insp_a')).toEqual(['made_in_market']);
  });

  it('never reveals password hashes', async () => {
    await setRule(1);
    const t = (await login(server, 'insp_a', PASSWORD, '100001')).access_token;
    const r = await call(server, '/api/blade-user/page', { token: t, query: { size: 100 } });
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('argon2');
    expect(r.body.data.records[0]).not.toHaveProperty('password');
  });
});
