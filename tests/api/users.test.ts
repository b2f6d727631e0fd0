import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/core/passwords';
import { newId } from '../../server/core/ids';
import { call, login, md5, useServer } from './harness';
import { addRole, grantsChanged, liveIdOf } from './auth-fixtures';

/**
 * /api/blade-user: the module's submit (passwords, account uniqueness, quota, tenant-owned references),
 * grant, password flows, own profile, pickers, platform settings, approval, and tenant isolation.
 * Tenant A is the platform (000000), tenant B the demo tenant (100001).
 */
const server = useServer();
let a: string, b: string;
const B = '100001';
const ids: Record<string, string> = {};

const db = () => server.built.app.db;
const submit = (body: Record<string, unknown>, token = b) => call(server, '/api/blade-user/submit', { token, body });
const post = (path: string, token: string, query: Record<string, string>) =>
  call(server, `/api/blade-user/${path}`, { token, method: 'POST', query });
/** The user `id` as /api/blade-user/detail answers it to `token` (null when hidden from the caller). */
const detailOf = async (id: string, token = b) =>
  (await call(server, '/api/blade-user/detail', { token, query: { id } })).body.data;

async function storedHash(id: string, column: 'password' | 'inspectPassword' = 'password') {
  const row = await db().selectFrom('blade_user').select([column]).where('id', '=', id).executeTakeFirstOrThrow();
  return row[column] as string | null;
}

const idOf = (
  table: Parameters<typeof liveIdOf>[1],
  tenantId: string,
  column: Parameters<typeof liveIdOf>[3],
  value: string,
) => liveIdOf(server, table, tenantId, column, value);

/** A valid new user of tenant B. */
const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  name: account,
  realName: `实名${account}`,
  roleId: ids.bInspector,
  deptId: ids.bEnforce1,
  ...extra,
});

beforeAll(async () => {
  a = (await login(server, 'admin', undefined, '000000')).access_token;
  b = (await login(server, 'admin', undefined, B)).access_token;
  ids.bInspector = await idOf('blade_role', B, 'roleAlias', 'inspector');
  ids.bEnforcer = await idOf('blade_role', B, 'roleAlias', 'enforcer');
  ids.bAdminRole = await idOf('blade_role', B, 'roleAlias', 'admin');
  ids.aAdminRole = await idOf('blade_role', '000000', 'roleAlias', 'admin');
  ids.bEnforce1 = await idOf('blade_dept', B, 'deptName', '执法一中队');
  ids.bMarket = await idOf('blade_dept', B, 'deptName', '市场管理科');
  ids.aEnforce1 = await idOf('blade_dept', '000000', 'deptName', '执法一中队');
  ids.bCaptain = await idOf('blade_post', B, 'postCode', 'captain');
  ids.aCaptain = await idOf('blade_post', '000000', 'postCode', 'captain');
  ids.bTenantRow = await idOf('blade_tenant', B, 'tenantId', B);
});

describe('submit: insert', () => {
  it('stores the password as typed hashed, never answers it, and the user can sign in with it', async () => {
    const r = await submit(newUser('zhang', { password: 'Zhang#2026', phone: '13800000000' }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(r.body.data).toMatchObject({
      account: 'zhang',
      tenantId: B,
      roleId: ids.bInspector,
      deptId: ids.bEnforce1,
      status: 1,
    });
    expect(r.body.data).not.toHaveProperty('password');
    expect(r.body.data).not.toHaveProperty('inspectPassword');
    ids.zhang = r.body.data.id;
    const hash = await storedHash(ids.zhang);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect((await verifyPassword(md5('Zhang#2026'), hash)).ok).toBe(true);
    const token = await login(server, 'zhang', 'Zhang#2026', B);
    expect(token.user_id).toBe(ids.zhang);
  });

  it("falls back to the tenant's account.initPassword when no password is given", async () => {
    const r = await submit(newUser('li'));
    ids.li = r.body.data.id;
    expect((await verifyPassword(md5('123456'), await storedHash(ids.li))).ok).toBe(true);
    expect((await login(server, 'li', '123456', B)).user_id).toBe(ids.li);
  });

  it('refuses a password that breaks the policy, and a mismatched confirmation', async () => {
    let r = await submit(newUser('plain', { password: 'secret' }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '密码至少8位,且须包含字母和数字' });
    r = await submit(newUser('plain', { password: 'Abcd1234', password2: 'Abcd12345' }));
    expect(r.body).toMatchObject({ code: 400, msg: '两次密码输入不一致' });
    const page = await call(server, '/api/blade-user/page', { token: b, query: { account_equal: 'plain' } });
    expect(page.body.data.total).toBe(0);
  });

  it("answers the declaration's messages for missing fields, in order", async () => {
    let r = await submit({ name: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请输入登录账号');
    r = await submit({ account: 'x', name: 'x', realName: 'x', deptId: ids.bEnforce1 });
    expect(r.body.msg).toBe('请选择所属角色');
  });

  it('keeps accounts unique within a tenant only', async () => {
    const r = await submit(newUser('zhang'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '当前用户已存在!' });
    const inA = await submit(
      { account: 'zhang', name: 'z', realName: 'z', roleId: ids.aAdminRole, deptId: ids.aEnforce1 },
      a,
    );
    expect(inA.body.success).toBe(true);
    expect(inA.body.data.tenantId).toBe('000000');
    ids.aZhang = inA.body.data.id;
  });

  it('refuses roles, depts and posts of another tenant', async () => {
    let r = await submit(newUser('foreign', { roleId: `${ids.bInspector},${ids.aAdminRole}` }));
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('所属角色不存在');
    r = await submit(newUser('foreign', { deptId: ids.aEnforce1 }));
    expect(r.body.msg).toBe('所属部门不存在');
    r = await submit(newUser('foreign', { postId: ids.aCaptain }));
    expect(r.body.msg).toBe('所属岗位不存在');
    r = await submit(newUser('foreign', { postId: ids.bCaptain, roleId: [ids.bInspector, ids.bEnforcer] }));
    expect(r.body.data).toMatchObject({ postId: ids.bCaptain, roleId: `${ids.bInspector},${ids.bEnforcer}` });
    ids.foreign = r.body.data.id;
  });

  it("honours the tenant's account quota (-1 = unlimited)", async () => {
    const count = async () =>
      (await call(server, '/api/blade-user/page', { token: b, query: { size: 1 } })).body.data.total as number;
    const setQuota = (n: number) =>
      call(server, '/api/blade-system/tenant/submit', { token: a, body: { id: ids.bTenantRow, accountNumber: n } });
    expect((await setQuota((await count()) + 1)).body.success).toBe(true);
    const one = await submit(newUser('quota1'));
    expect(one.body.success).toBe(true);
    const two = await submit(newUser('quota2'));
    expect(two.body).toMatchObject({ code: 400, success: false, msg: '当前租户已到最大账号额度!' });
    // Other tenants are not counted against B.
    expect(
      (await submit({ account: 'quota2', name: 'q', realName: 'q', roleId: ids.aAdminRole, deptId: ids.aEnforce1 }, a))
        .body.success,
    ).toBe(true);
    await setQuota(-1);
    expect((await submit(newUser('quota2'))).body.success).toBe(true);
  });
});

describe('submit: update', () => {
  it('never touches passwords, through submit or update', async () => {
    const before = await storedHash(ids.zhang);
    let r = await submit({ id: ids.zhang, realName: '张三', password: md5('Changed#1') });
    expect(r.body.data).toMatchObject({ id: ids.zhang, realName: '张三' });
    r = await call(server, '/api/blade-user/update', {
      token: b,
      body: { id: ids.zhang, phone: '13900000000', password: md5('Changed#2') },
    });
    expect(r.body.data).toMatchObject({ id: ids.zhang, realName: '张三', phone: '13900000000' });
    expect(await storedHash(ids.zhang)).toBe(before);
  });

  it('keeps the account unique and references in the tenant', async () => {
    let r = await submit({ id: ids.li, account: 'zhang' });
    expect(r.body).toMatchObject({ code: 400, msg: '当前用户已存在!' });
    r = await submit({ id: ids.li, account: 'li' });
    expect(r.body.success).toBe(true);
    r = await submit({ id: ids.li, roleId: ids.aAdminRole });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('所属角色不存在');
    r = await call(server, '/api/blade-user/update', { token: b, body: { realName: 'x' } });
    expect(r.body.msg).toBe('缺少必要的请求参数: id');
  });
});

describe('permissions', () => {
  it('a user without user_delete gets 403 from remove, while granted buttons work', async () => {
    const roleId = await addRole(server, B, 'user_editor', { roleName: '用户编辑员', sort: 9 });
    const menus = await db()
      .selectFrom('blade_menu')
      .select('id')
      .where('code', 'in', ['user', 'user_view', 'user_add', 'user_edit'])
      .execute();
    expect(menus).toHaveLength(4);
    await db()
      .insertInto('blade_role_menu')
      .values(menus.map((m) => ({ id: newId(), menuId: m.id, roleId })))
      .execute();
    await grantsChanged(server);
    const made = await submit(newUser('editor', { roleId, password: 'Editor#2026' }));
    expect(made.body.success).toBe(true);
    const t = (await login(server, 'editor', 'Editor#2026', B)).access_token;

    const victim = await submit(newUser('victim'), t);
    expect(victim.body.success).toBe(true);
    const removed = await call(server, '/api/blade-user/remove', {
      token: t,
      method: 'POST',
      query: { ids: victim.body.data.id },
    });
    expect(removed.status).toBe(403);
    expect(removed.body).toMatchObject({ code: 403, success: false });
    for (const [path, query] of [
      ['grant', { userIds: victim.body.data.id, roleIds: ids.bAdminRole }],
      ['reset-password', { userIds: victim.body.data.id }],
      ['update-platform', { userId: victim.body.data.id, userType: '2' }],
    ] as const) {
      expect((await post(path, t, query)).status, path).toBe(403);
    }
    expect((await detailOf(victim.body.data.id)).roleId).toBe(ids.bInspector);
    const byAdmin = await call(server, '/api/blade-user/remove', {
      token: b,
      method: 'POST',
      query: { ids: victim.body.data.id },
    });
    expect(byAdmin.body).toMatchObject({ code: 200, success: true });
  });
});

describe('grant and reset-password', () => {
  it('gives users exactly the given roles of the tenant', async () => {
    const r = await post('grant', b, {
      userIds: `${ids.li},${ids.foreign}`,
      roleIds: `${ids.bEnforcer},${ids.bAdminRole}`,
    });
    expect(r.body).toMatchObject({ code: 200, success: true });
    for (const id of [ids.li, ids.foreign]) {
      expect((await detailOf(id)).roleId).toBe(`${ids.bEnforcer},${ids.bAdminRole}`);
    }
    const missing = await post('grant', b, { userIds: ids.li });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择角色');
  });

  it("resets to the tenant's current account.initPassword", async () => {
    const param = await call(server, '/api/blade-system/param/list', {
      token: b,
      query: { paramKey_equal: 'account.initPassword' },
    });
    const set = await call(server, '/api/blade-system/param/submit', {
      token: b,
      body: { id: param.body.data.records[0].id, paramValue: 'Init#2026' },
    });
    expect(set.body.success).toBe(true);
    const r = await post('reset-password', b, { userIds: `${ids.zhang},${ids.li}` });
    expect(r.body).toMatchObject({ code: 200, success: true });
    for (const id of [ids.zhang, ids.li])
      expect((await verifyPassword(md5('Init#2026'), await storedHash(id))).ok).toBe(true);
    expect((await login(server, 'zhang', 'Init#2026', B)).user_id).toBe(ids.zhang);
  });
});

describe('own password, inspection password, profile', () => {
  let t: string;
  beforeAll(async () => {
    t = (await login(server, 'zhang', 'Init#2026', B)).access_token;
  });
  const updatePassword = (query: Record<string, string>) => post('update-password', t, query);

  it('update-password checks the old password, then the confirmation', async () => {
    let r = await updatePassword({
      oldPassword: md5('wrong'),
      newPassword: md5('New#2026'),
      newPassword1: md5('New#2026'),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '原密码不正确' });
    r = await updatePassword({
      oldPassword: md5('Init#2026'),
      newPassword: md5('New#2026'),
      newPassword1: md5('Other#2026'),
    });
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '两次新密码输入不一致' });
    r = await updatePassword({ oldPassword: md5('Init#2026'), newPassword: md5('New#2026') });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请输入确认密码');
    expect((await verifyPassword(md5('Init#2026'), await storedHash(ids.zhang))).ok).toBe(true);

    r = await updatePassword({
      oldPassword: md5('Init#2026'),
      newPassword: md5('New#2026'),
      newPassword1: md5('New#2026'),
    });
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect((await verifyPassword(md5('New#2026'), await storedHash(ids.zhang))).ok).toBe(true);
    expect((await login(server, 'zhang', 'New#2026', B)).user_id).toBe(ids.zhang);
    await expect(login(server, 'zhang', 'Init#2026', B)).rejects.toThrow(/login failed/);
  });

  it('updateInspectPassword sets the first one without an old one, then requires it', async () => {
    const change = (query: Record<string, string>) => post('updateInspectPassword', t, query);
    expect(await storedHash(ids.zhang, 'inspectPassword')).toBeNull();
    let r = await change({ oldInspectPassword: '', newInspectPassword: md5('1111'), newInspectPassword1: md5('2222') });
    expect(r.body).toMatchObject({ code: 400, msg: '两次新密码输入不一致' });
    r = await change({ newInspectPassword: md5('1111'), newInspectPassword1: md5('1111') });
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect((await verifyPassword(md5('1111'), await storedHash(ids.zhang, 'inspectPassword'))).ok).toBe(true);

    r = await change({ oldInspectPassword: '', newInspectPassword: md5('3333'), newInspectPassword1: md5('3333') });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请输入原密码');
    r = await change({
      oldInspectPassword: md5('9999'),
      newInspectPassword: md5('3333'),
      newInspectPassword1: md5('3333'),
    });
    expect(r.body).toMatchObject({ code: 400, msg: '原密码不正确' });
    r = await change({
      oldInspectPassword: md5('1111'),
      newInspectPassword: md5('3333'),
      newInspectPassword1: md5('3333'),
    });
    expect(r.body.success).toBe(true);
    expect((await verifyPassword(md5('3333'), await storedHash(ids.zhang, 'inspectPassword'))).ok).toBe(true);
    // The sign-in password is a different one and stays.
    expect((await verifyPassword(md5('New#2026'), await storedHash(ids.zhang))).ok).toBe(true);
  });

  it('update-info applies the phone rules and changes nothing but the own profile fields', async () => {
    const info = (body: Record<string, unknown>) => call(server, '/api/blade-user/update-info', { token: t, body });
    for (const [phone, msg] of [
      ['', '手机号码不能为空'],
      ['1380000', '手机号码长度不为11位'],
      ['12345678901', '手机号码格式不正确'],
      ['1380000000a', '手机号码格式不正确'],
    ]) {
      const r = await info({ phone });
      expect(r.status, phone).toBe(400);
      expect(r.body.msg, phone).toBe(msg);
    }
    const r = await info({
      phone: '13700001111',
      realName: '张三丰',
      name: '三丰',
      email: 'z@example.com',
      avatar: '/a.png',
      account: 'hijack',
      roleId: ids.bAdminRole,
      deptId: ids.bMarket,
      status: 0,
    });
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(await detailOf(ids.zhang)).toMatchObject({
      phone: '13700001111',
      realName: '张三丰',
      name: '三丰',
      email: 'z@example.com',
      avatar: '/a.png',
      account: 'zhang',
      roleId: ids.bInspector,
      deptId: ids.bEnforce1,
      status: 1,
    });
    expect((await info({ realName: '' })).body.msg).toBe('请输入用户姓名');
  });

  it('info answers the own profile with names and without password fields', async () => {
    const r = await call(server, '/api/blade-user/info', { token: t });
    expect(r.body.data).toMatchObject({
      id: ids.zhang,
      account: 'zhang',
      realName: '张三丰',
      roleName: '检查员',
      deptName: '执法一中队',
      hasInspectPassword: true,
    });
    expect(r.body.data).not.toHaveProperty('password');
    expect(r.body.data).not.toHaveProperty('inspectPassword');
    expect(JSON.stringify(r.body)).not.toContain('argon2');
  });
});

describe('pickers, platform settings, market types', () => {
  it('select lists active users of the tenant with names only, optionally by dept', async () => {
    const r = await call(server, '/api/blade-user/select', { token: b });
    const accounts = r.body.data.map((u: { account: string }) => u.account);
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'zhang', 'li']));
    expect(accounts).not.toContain('victim');
    expect(Object.keys(r.body.data[0]).sort()).toEqual(['account', 'id', 'name', 'realName']);
    const byDept = await call(server, '/api/blade-user/select', { token: b, query: { deptId: ids.bEnforce1 } });
    expect(byDept.body.data.map((u: { account: string }) => u.account)).toContain('zhang');
    expect(byDept.body.data.map((u: { account: string }) => u.account)).not.toContain('admin');
    expect((await call(server, '/api/blade-user/select', { token: b, query: { deptId: 'x' } })).status).toBe(400);
  });

  it('selectForInspect lists holders of the inspector or enforcer role', async () => {
    const r = await call(server, '/api/blade-user/selectForInspect', { token: b });
    const byId = new Map(r.body.data.map((u: { id: string }) => [u.id, u]));
    expect(byId.get(ids.zhang)).toEqual({ id: ids.zhang, realName: '张三丰', deptId: ids.bEnforce1 });
    expect(byId.has(ids.li)).toBe(true); // granted enforcer above
    const admin = await idOf('blade_user', B, 'account', 'admin');
    expect(byId.has(admin)).toBe(false);
  });

  it("all-list answers the tenant's users without password fields", async () => {
    const r = await call(server, '/api/blade-user/all-list', { token: b });
    expect(r.body.data.every((u: { tenantId: string }) => u.tenantId === B)).toBe(true);
    expect(JSON.stringify(r.body)).not.toMatch(/argon2|"password"|inspectPassword/);
  });

  it('platform settings narrow the market types a user may handle', async () => {
    const t = (await login(server, 'zhang', 'New#2026', B)).access_token;
    let types = await call(server, '/api/blade-user/getMyMarketTypeList', { token: t });
    expect(types.body.data).toHaveLength(8);
    expect(types.body.data[0]).toEqual({ dictKey: '1', dictValue: '歌舞娱乐场所' });

    const bad = await post('update-platform', b, { userId: ids.zhang, userType: '2', userExt: '{oops' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('用户拓展信息格式不正确');
    const r = await post('update-platform', b, {
      userId: ids.zhang,
      userType: '2',
      userExt: '{"marketTypes":["1","3"]}',
    });
    expect(r.body.success).toBe(true);
    const detail = await call(server, '/api/blade-user/platform-detail', { token: b, query: { id: ids.zhang } });
    expect(detail.body.data).toEqual({ id: ids.zhang, userType: 2, userExt: '{"marketTypes":["1","3"]}' });
    types = await call(server, '/api/blade-user/getMyMarketTypeList', { token: t });
    expect(types.body.data).toEqual([
      { dictKey: '1', dictValue: '歌舞娱乐场所' },
      { dictKey: '3', dictValue: '互联网上网服务营业场所' },
    ]);
  });
});

describe('approval of guest registrations', () => {
  const pending: string[] = [];
  beforeAll(async () => {
    for (const account of ['guest1', 'guest2', 'guest3']) {
      const id = newId();
      await db()
        .insertInto('blade_user')
        .values({ id, tenantId: B, account, name: account, realName: account, userType: 1, status: 0, isDeleted: 0 })
        .execute();
      pending.push(id);
    }
  });

  it('pages pending users with status_equal=0', async () => {
    const r = await call(server, '/api/blade-user/page', { token: b, query: { status_equal: 0, size: 100 } });
    expect(r.body.data.records.map((u: { account: string }) => u.account).sort()).toEqual([
      'guest1',
      'guest2',
      'guest3',
    ]);
  });

  it('audit-pass activates, audit-refuse removes, and an active user is no candidate', async () => {
    let r = await post('audit-pass', b, { ids: `${pending[0]},${ids.zhang}` });
    expect(r.body).toMatchObject({ code: 400, success: false });
    r = await post('audit-pass', b, { ids: pending[0] });
    expect(r.body).toMatchObject({ code: 200, success: true });
    r = await post('audit-refuse', b, { ids: pending[1] });
    expect(r.body).toMatchObject({ code: 200, success: true });
    const left = await call(server, '/api/blade-user/page', { token: b, query: { status_equal: 0 } });
    expect(left.body.data.records.map((u: { account: string }) => u.account)).toEqual(['guest3']);
    expect((await detailOf(pending[0])).status).toBe(1);
    expect(await detailOf(pending[1])).toBeNull();
    expect((await post('audit-pass', a, { ids: pending[2] })).body.success).toBe(false);
  });
});

describe('tenant isolation', () => {
  it("tenant B sees none of A's users and cannot touch them", async () => {
    const page = await call(server, '/api/blade-user/page', { token: b, query: { size: 200 } });
    expect(page.body.data.records.every((u: { tenantId: string }) => u.tenantId === B)).toBe(true);
    expect(await detailOf(ids.aZhang)).toBeNull();
    const select = await call(server, '/api/blade-user/select', { token: b });
    expect(select.body.data.map((u: { id: string }) => u.id)).not.toContain(ids.aZhang);

    const before = await storedHash(ids.aZhang);
    expect((await post('reset-password', b, { userIds: ids.aZhang })).status).toBe(404);
    expect((await post('grant', b, { userIds: ids.aZhang, roleIds: ids.bInspector })).status).toBe(404);
    expect((await submit({ id: ids.aZhang, realName: 'stolen' })).status).toBe(404);
    expect(
      (await call(server, '/api/blade-user/remove', { token: b, method: 'POST', query: { ids: ids.aZhang } })).body
        .success,
    ).toBe(false);
    expect(await detailOf(ids.aZhang, a)).toMatchObject({ realName: 'z', roleId: ids.aAdminRole });
    expect(await storedHash(ids.aZhang)).toBe(before);
  });

  it("tenant B cannot grant A's roles to its own users", async () => {
    const r = await post('grant', b, { userIds: ids.li, roleIds: ids.aAdminRole });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('所属角色不存在');
    expect((await detailOf(ids.li)).roleId).toBe(`${ids.bEnforcer},${ids.bAdminRole}`);
  });

  it('no answer carries a password hash', async () => {
    for (const path of ['page', 'list', 'all-list', 'info']) {
      const r = await call(server, `/api/blade-user/${path}`, { token: b });
      expect(JSON.stringify(r.body), path).not.toMatch(/argon2|"password"|inspectPassword/);
    }
  });
});
