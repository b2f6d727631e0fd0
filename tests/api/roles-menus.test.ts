import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { createUser, dbOf, passwordLogin, roleIdsByAlias } from './auth-fixtures';
import { businessMenus, usedGroups } from '../../server/db/business-menus';
import { allResources } from '../../resources/declarations';
import { MENU, ROLE } from './api-paths';

/**
 * Roles and grants, menu administration, top-menu grants. Tenant 100001's admin (alias admin, not
 * the super administrator) grants what it holds to its own roles; the platform administrator
 * (tenant 000000) may grant anything to anyone.
 */
const DEMO = '100001';
/** Root menus after the system ones: the business groups the declarations use (server/db/seed-steps.ts). */
const businessGroups = usedGroups(businessMenus(allResources)).map((g) => g.code);
const PASSWORD = 'Enforcer#2026';

interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  value: string;
  key: string;
  hasChildren: boolean;
  children?: TreeNode[];
}
const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const titles = (nodes: TreeNode[]) => flat(nodes).map((n) => n.title);
const codes = (nodes: Array<{ code: string; children?: unknown[] }>): string[] =>
  nodes.flatMap((n) => [n.code, ...codes((n.children ?? []) as Array<{ code: string; children?: unknown[] }>)]);

const s = useServer();
let platform: string, demoAdmin: string;
const menuIds: Record<string, string> = {};
let demoRoles: Record<string, string>;
let platformRoles: Record<string, string>;

const grant = (token: string, body: Record<string, unknown>) => call(s, `${ROLE}/grant`, { token, body });
const keysOf = async (token: string, roleIds: string) =>
  (await call(s, `${MENU}/role-tree-keys`, { token, query: { roleIds } })).body.data;
const enforcerToken = async () => (await passwordLogin(s, 'enf1', PASSWORD, DEMO)).body.access_token as string;

beforeAll(async () => {
  for (const m of await dbOf(s).selectFrom('blade_menu').select(['id', 'code']).execute())
    menuIds[String(m.code)] = String(m.id);
  demoRoles = await roleIdsByAlias(s, DEMO);
  platformRoles = await roleIdsByAlias(s, '000000');
  await createUser(s, { tenantId: DEMO, account: 'enf1', password: PASSWORD, roleIds: [demoRoles.enforcer] });
  platform = (await login(s)).access_token;
  demoAdmin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO)).access_token;
});

describe('role trees', () => {
  it('a tenant admin sees its own roles only, whatever tenant it asks for', async () => {
    const own = await call(s, `${ROLE}/tree`, { token: demoAdmin });
    expect(own.body.code).toBe(200);
    expect(titles(own.body.data).sort()).toEqual(['执法人员', '检查员', '管理员', '科长', '局长'].sort());
    const asked = await call(s, `${ROLE}/tree`, { token: demoAdmin, query: { tenantId: '000000' } });
    expect(titles(asked.body.data).sort()).toEqual(titles(own.body.data).sort());
    const node = flat(own.body.data).find((n) => n.title === '管理员')!;
    expect(node).toMatchObject({
      id: demoRoles.admin,
      value: demoRoles.admin,
      key: demoRoles.admin,
      parentId: '0',
      hasChildren: false,
    });
  });

  it('the platform administrator sees the tenant it asks for', async () => {
    const r = await call(s, `${ROLE}/tree`, { token: platform, query: { tenantId: DEMO } });
    expect(
      flat(r.body.data)
        .map((n) => n.id)
        .sort(),
    ).toEqual(Object.values(demoRoles).sort());
    const own = await call(s, `${ROLE}/tree`, { token: platform });
    expect(
      flat(own.body.data)
        .map((n) => n.id)
        .sort(),
    ).toEqual(Object.values(platformRoles).sort());
  });

  it('tree-by-id leaves out the role and everything below it', async () => {
    const child = await call(s, `${ROLE}/submit`, {
      token: demoAdmin,
      body: { parentId: demoRoles.inspector, roleName: '见习检查员', roleAlias: 'trainee', sort: 9 },
    });
    expect(child.body.success).toBe(true);
    const nested = await call(s, `${ROLE}/tree`, { token: demoAdmin });
    const inspector = flat(nested.body.data).find((n) => n.id === demoRoles.inspector)!;
    expect(inspector.hasChildren).toBe(true);
    expect(inspector.children!.map((c) => c.title)).toEqual(['见习检查员']);
    const r = await call(s, `${ROLE}/tree-by-id`, { token: demoAdmin, query: { roleId: demoRoles.inspector } });
    expect(titles(r.body.data).sort()).toEqual(['执法人员', '管理员', '科长', '局长'].sort());
    const removeParent = await call(s, `${ROLE}/remove`, {
      token: demoAdmin,
      method: 'POST',
      query: { ids: demoRoles.inspector },
    });
    expect(removeParent.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    const removeChild = await call(s, `${ROLE}/remove`, {
      token: demoAdmin,
      method: 'POST',
      query: { ids: child.body.data.id },
    });
    expect(removeChild.body.success).toBe(true);
  });

  it('a parent role must be a role of the same tenant, and not the role itself', async () => {
    const foreign = await call(s, `${ROLE}/submit`, {
      token: demoAdmin,
      body: { parentId: platformRoles.staff, roleName: 'x', roleAlias: 'x1', sort: 1 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('上级角色不存在');
    const self = await call(s, `${ROLE}/submit`, {
      token: demoAdmin,
      body: { id: demoRoles.enforcer, parentId: demoRoles.enforcer },
    });
    expect(self.body.msg).toBe('上级角色不可为自身或其下级');
  });
});

describe('reserved alias', () => {
  it('refuses administrator outside the platform tenant', async () => {
    for (const alias of ['administrator', 'Administrator ']) {
      const r = await call(s, `${ROLE}/submit`, {
        token: demoAdmin,
        body: { roleName: '冒充', roleAlias: alias, sort: 1 },
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ code: 400, success: false, msg: '角色别名已被占用' });
    }
    const rename = await call(s, `${ROLE}/submit`, {
      token: demoAdmin,
      body: { id: demoRoles.enforcer, roleAlias: 'administrator' },
    });
    expect(rename.body.msg).toBe('角色别名已被占用');
    const rows = await dbOf(s)
      .selectFrom('blade_role')
      .select('id')
      .where('roleAlias', 'ilike', 'administrator%')
      .execute();
    expect(rows.map((r) => String(r.id))).toEqual([platformRoles.administrator]);
  });

  it('refuses a second administrator role in the platform tenant too, but lets the one keep it', async () => {
    const second = await call(s, `${ROLE}/submit`, {
      token: platform,
      body: { roleName: '第二超管', roleAlias: 'administrator', sort: 1 },
    });
    expect(second.body).toMatchObject({ code: 400, msg: '角色别名已被占用' });
    const same = await call(s, `${ROLE}/submit`, {
      token: platform,
      body: { id: platformRoles.administrator, roleName: '超级管理员', roleAlias: 'administrator' },
    });
    expect(same.body.success).toBe(true);
    const remove = await call(s, `${ROLE}/remove`, {
      token: platform,
      method: 'POST',
      query: { ids: platformRoles.administrator },
    });
    expect(remove.body.msg).toBe('超级管理员角色不可删除');
  });
});

describe('grants', () => {
  it('a grant changes the menus, buttons and permissions of a user of that role at once', async () => {
    // A role without grants to start from: the seed gives enforcers the business menus they read.
    await dbOf(s).deleteFrom('blade_role_menu').where('roleId', '=', demoRoles.enforcer).execute();
    const token = await enforcerToken();
    expect((await call(s, `${MENU}/routes`, { token })).body.data).toEqual([]);
    expect((await call(s, '/api/blade-system/param/page', { token })).status).toBe(403);

    const given = ['system', 'param', 'param_view', 'param_add'].map((c) => menuIds[c]);
    const r = await grant(demoAdmin, { roleIds: demoRoles.enforcer, menuIds: given.join(',') });
    expect(r.body).toMatchObject({ code: 200, success: true });

    const routes = await call(s, `${MENU}/routes`, { token });
    expect(codes(routes.body.data)).toEqual(['system', 'param']);
    const buttons = await call(s, `${MENU}/buttons`, { token });
    expect(
      codes(buttons.body.data)
        .filter((c) => c.includes('_'))
        .sort(),
    ).toEqual(['param_add', 'param_view']);
    expect((await call(s, '/api/blade-system/param/page', { token })).status).toBe(200);
    expect((await keysOf(demoAdmin, demoRoles.enforcer)).menu.sort()).toEqual([...given].sort());

    // Arrays work as well as comma lists; an empty grant takes everything away, again at once.
    const none = await grant(demoAdmin, { roleIds: [demoRoles.enforcer], menuIds: [] });
    expect(none.body.success).toBe(true);
    expect((await call(s, `${MENU}/routes`, { token })).body.data).toEqual([]);
    expect((await call(s, '/api/blade-system/param/page', { token })).status).toBe(403);
  });

  it('a grantor grants only what it holds, and only to roles of its own tenant', async () => {
    await grant(demoAdmin, { roleIds: demoRoles.enforcer, menuIds: menuIds.param });
    const platformOnly = await grant(demoAdmin, {
      roleIds: demoRoles.enforcer,
      menuIds: [menuIds.param, menuIds.tenant].join(','),
    });
    expect(platformOnly.status).toBe(403);
    expect(platformOnly.body.msg).toBe('不可授予自身未拥有的权限');
    const foreignRole = await grant(demoAdmin, { roleIds: platformRoles.staff, menuIds: menuIds.param });
    expect(foreignRole.status).toBe(404);
    expect(foreignRole.body.msg).toBe('数据不存在或无权操作');
    expect((await keysOf(demoAdmin, demoRoles.enforcer)).menu).toEqual([menuIds.param]);
    expect((await keysOf(platform, platformRoles.staff)).menu).toEqual([]);
    const noSuchMenu = await grant(demoAdmin, { roleIds: demoRoles.enforcer, menuIds: '123456789' });
    expect(noSuchMenu.body.msg).toBe('菜单不存在');
    const bad = await grant(demoAdmin, { roleIds: 'abc', menuIds: menuIds.param });
    expect(bad.status).toBe(400);

    // The administrator may grant anything to anyone.
    const admin = await grant(platform, {
      roleIds: `${demoRoles.enforcer},${platformRoles.staff}`,
      menuIds: menuIds.tenant,
    });
    expect(admin.body.success).toBe(true);
    expect((await keysOf(platform, platformRoles.staff)).menu).toEqual([menuIds.tenant]);
    expect((await keysOf(platform, demoRoles.enforcer)).menu).toEqual([menuIds.tenant]);

    // A user without role_permission cannot grant at all.
    const self = await grant(await enforcerToken(), { roleIds: demoRoles.enforcer, menuIds: menuIds.tenant });
    expect(self.status).toBe(403);
  });

  it('scope rules are granted like menus, and the grant dialog trees show what the caller holds', async () => {
    const rule = await call(s, '/api/blade-system/data-scope/submit', {
      token: platform,
      body: {
        menuId: menuIds.param,
        resourceCode: 'param',
        scopeName: '参数本人可见',
        scopeColumn: 'create_user',
        scopeType: 2,
      },
    });
    expect(rule.body.success).toBe(true);
    const ruleId = rule.body.data.id;

    const all = (await call(s, `${MENU}/grant-tree`, { token: platform })).body.data;
    expect(Object.keys(all).sort()).toEqual(['apiScope', 'dataScope', 'menu']);
    expect(flat(all.menu).map((n) => n.id)).toContain(menuIds.tenant);
    expect(all.dataScope.map((n: TreeNode) => n.title)).toEqual(['系统管理']);
    const paramNode = flat(all.dataScope).find((n) => n.id === menuIds.param)!;
    expect(paramNode.children!.map((n) => [n.id, n.title])).toEqual([[ruleId, '参数本人可见']]);

    const mine = (await call(s, `${MENU}/grant-tree`, { token: demoAdmin })).body.data;
    const mineIds = flat(mine.menu).map((n) => n.id);
    expect(mineIds).toContain(menuIds.param_view);
    expect(mineIds).not.toContain(menuIds.tenant);
    expect(mineIds).not.toContain(menuIds.menu);
    expect(mine.dataScope).toEqual([]);

    const refused = await grant(demoAdmin, {
      roleIds: demoRoles.enforcer,
      menuIds: menuIds.param,
      dataScopeIds: ruleId,
    });
    expect(refused.status).toBe(403);
    // A checked menu node of the scope tree comes along with its rules; it is not a rule and is dropped.
    const ok = await grant(platform, {
      roleIds: demoRoles.admin,
      menuIds: (await keysOf(platform, demoRoles.admin)).menu,
      dataScopeIds: `${ruleId},${menuIds.param}`,
    });
    expect(ok.body.success).toBe(true);
    expect(await keysOf(demoAdmin, demoRoles.admin)).toMatchObject({ dataScope: [ruleId], apiScope: [] });
    const granted = await grant(demoAdmin, {
      roleIds: demoRoles.enforcer,
      menuIds: menuIds.param,
      dataScopeIds: ruleId,
    });
    expect(granted.body.success).toBe(true);
    expect(await keysOf(demoAdmin, demoRoles.enforcer)).toEqual({
      menu: [menuIds.param],
      dataScope: [ruleId],
      apiScope: [],
    });
    const held = (await call(s, `${MENU}/grant-tree`, { token: demoAdmin })).body.data;
    expect(flat(held.dataScope).filter((n) => n.id === ruleId)).toHaveLength(1);
  });

  it('removing a role removes its grants', async () => {
    const role = await call(s, `${ROLE}/submit`, {
      token: demoAdmin,
      body: { roleName: '临时', roleAlias: 'temp', sort: 5 },
    });
    const id = role.body.data.id;
    expect((await grant(demoAdmin, { roleIds: id, menuIds: menuIds.param })).body.success).toBe(true);
    const links = () => dbOf(s).selectFrom('blade_role_menu').select('id').where('roleId', '=', id).execute();
    expect(await links()).toHaveLength(1);
    expect(
      (await call(s, `${ROLE}/remove`, { token: demoAdmin, method: 'POST', query: { ids: id } })).body.success,
    ).toBe(true);
    expect(await links()).toHaveLength(0);
  });
});

describe('menu administration', () => {
  const version = () => s.built.app.feed.version('grants');

  it('is for the platform administrator only', async () => {
    for (const path of ['lazy-list', 'lazy-menu-list', 'menu-list']) {
      expect((await call(s, `${MENU}/${path}`, { token: demoAdmin })).status, path).toBe(403);
    }
    const r = await call(s, `${MENU}/submit`, {
      token: demoAdmin,
      body: { code: 'x', name: 'x', alias: 'x', sort: 1, category: 1 },
    });
    expect(r.status).toBe(403);
  });

  it('lazy lists give one level with hasChildren, filtered by name', async () => {
    const top = await call(s, `${MENU}/lazy-list`, { token: platform, query: { parentId: 0 } });
    expect(top.body.data.map((m: { code: string }) => m.code)).toEqual([
      'desk',
      'system',
      'authority',
      'monitor',
      ...businessGroups,
    ]);
    expect(top.body.data.every((m: { hasChildren: boolean }) => m.hasChildren)).toBe(true);
    const param = await call(s, `${MENU}/lazy-list`, { token: platform, query: { parentId: menuIds.param } });
    expect(param.body.data.map((m: { code: string }) => m.code)).toEqual([
      'param_add',
      'param_edit',
      'param_delete',
      'param_view',
    ]);
    expect(param.body.data.every((m: { hasChildren: boolean }) => !m.hasChildren)).toBe(true);
    const onlyMenus = await call(s, `${MENU}/lazy-menu-list`, { token: platform, query: { parentId: menuIds.param } });
    expect(onlyMenus.body.data).toEqual([]);
    const system = await call(s, `${MENU}/lazy-menu-list`, { token: platform, query: { parentId: menuIds.system } });
    expect(system.body.data.find((m: { code: string }) => m.code === 'param').hasChildren).toBe(false);
    const byName = await call(s, `${MENU}/lazy-list`, { token: platform, query: { name: '日志' } });
    expect(byName.body.data.map((m: { code: string }) => m.code).sort()).toEqual([
      'log',
      'log_api',
      'log_error',
      'log_usual',
    ]);
  });

  it('menu-list is the tree of menus without buttons; tree gives the selection tree', async () => {
    const r = await call(s, `${MENU}/menu-list`, { token: platform });
    const all = codes(r.body.data);
    expect(all).toContain('log_api');
    expect(all.filter((c) => c.endsWith('_view'))).toEqual([]);
    expect(r.body.data.map((m: { code: string }) => m.code)).toEqual([
      'desk',
      'system',
      'authority',
      'monitor',
      ...businessGroups,
    ]);

    const tree = await call(s, `${MENU}/tree`, { token: platform });
    const monitor = tree.body.data.find((n: TreeNode) => n.title === '系统监控');
    expect(monitor).toMatchObject({
      id: menuIds.monitor,
      value: menuIds.monitor,
      key: menuIds.monitor,
      parentId: '0',
      hasChildren: true,
    });
    const demo = await call(s, `${MENU}/tree`, { token: platform, query: { tenantId: DEMO } });
    expect(flat(demo.body.data).map((n) => n.id)).not.toContain(menuIds.tenant);
    expect(flat(demo.body.data).map((n) => n.id)).toContain(menuIds.param);
  });

  it('validates a submit: types, unique code, a parent that is a menu', async () => {
    const base = { name: '测试菜单', alias: 'test', sort: 1, category: 1, path: '/test' };
    const button = await call(s, `${MENU}/submit`, {
      token: platform,
      body: { ...base, code: 'test_a', parentId: menuIds.param_view },
    });
    expect(button.body).toMatchObject({ code: 400, msg: '父节点只可选择菜单类型!' });
    const category = await call(s, `${MENU}/submit`, {
      token: platform,
      body: { ...base, code: 'test_b', category: 3 },
    });
    expect(category.status).toBe(400);
    expect(category.body.msg).toBe('菜单类型只可为菜单或按钮');
    const isOpen = await call(s, `${MENU}/submit`, { token: platform, body: { ...base, code: 'test_c', isOpen: 5 } });
    expect(isOpen.body.msg).toBe('新窗口只可为是或否');
    const dup = await call(s, `${MENU}/submit`, { token: platform, body: { ...base, code: 'param' } });
    expect(dup.body).toMatchObject({ code: 400, msg: '菜单编号已存在' });
    const cycle = await call(s, `${MENU}/submit`, {
      token: platform,
      body: { id: menuIds.system, parentId: menuIds.param },
    });
    expect(cycle.body.msg).toBe('父节点不可选择自身或其子节点!');

    const before = version();
    const made = await call(s, `${MENU}/submit`, {
      token: platform,
      body: { ...base, code: 'test_ok', parentId: menuIds.monitor },
    });
    expect(made.body.success).toBe(true);
    expect(version()).toBeGreaterThan(before);
    const child = await call(s, `${MENU}/submit`, {
      token: platform,
      body: { ...base, code: 'test_ok_add', category: 2, action: 1, parentId: made.body.data.id },
    });
    expect(child.body.success).toBe(true);

    const parentFirst = await call(s, `${MENU}/remove`, {
      token: platform,
      method: 'POST',
      query: { ids: made.body.data.id },
    });
    expect(parentFirst.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    const both = await call(s, `${MENU}/remove`, {
      token: platform,
      method: 'POST',
      query: { ids: `${made.body.data.id},${child.body.data.id}` },
    });
    expect(both.body.success).toBe(true);
  });
});

describe('top menus', () => {
  const TOP = '/api/blade-system/topmenu';
  let demoTop: Record<string, string>;
  let platformTop: Record<string, string>;

  beforeAll(async () => {
    const rows = await dbOf(s).selectFrom('blade_top_menu').select(['id', 'code', 'tenantId']).execute();
    demoTop = Object.fromEntries(rows.filter((r) => r.tenantId === DEMO).map((r) => [String(r.code), String(r.id)]));
    platformTop = Object.fromEntries(
      rows.filter((r) => r.tenantId === '000000').map((r) => [String(r.code), String(r.id)]),
    );
  });

  it("grants menus to top menus of the caller's tenant", async () => {
    const before = await call(s, `${MENU}/top-tree-keys`, { token: demoAdmin, query: { topMenuIds: demoTop.desk } });
    expect(before.body.data).toEqual({ menu: [menuIds.desk] });
    const r = await call(s, `${TOP}/grant`, {
      token: demoAdmin,
      body: { topMenuIds: demoTop.desk, menuIds: `${menuIds.desk},${menuIds.param}` },
    });
    expect(r.body.success).toBe(true);
    const after = await call(s, `${MENU}/top-tree-keys`, { token: demoAdmin, query: { topMenuIds: demoTop.desk } });
    expect(after.body.data.menu.sort()).toEqual([menuIds.desk, menuIds.param].sort());
    const routes = await call(s, `${MENU}/routes`, { token: demoAdmin, query: { topMenuId: demoTop.desk } });
    expect(codes(routes.body.data)).toEqual(['desk', 'dashboard', 'onemap', 'system', 'param']);
  });

  it('refuses top menus of another tenant and menus the caller does not hold', async () => {
    const foreign = await call(s, `${TOP}/grant`, {
      token: demoAdmin,
      body: { topMenuIds: platformTop.desk, menuIds: menuIds.param },
    });
    expect(foreign.status).toBe(404);
    const keys = await call(s, `${MENU}/top-tree-keys`, { token: platform, query: { topMenuIds: platformTop.desk } });
    expect(keys.body.data).toEqual({ menu: [menuIds.desk] });
    const notHeld = await call(s, `${TOP}/grant`, {
      token: demoAdmin,
      body: { topMenuIds: demoTop.desk, menuIds: menuIds.tenant },
    });
    expect(notHeld.status).toBe(403);
    const peek = await call(s, `${MENU}/top-tree-keys`, { token: demoAdmin, query: { topMenuIds: platformTop.desk } });
    expect(peek.status).toBe(404);
  });

  it('grant-top-tree offers the menus the caller holds', async () => {
    const mine = flat((await call(s, `${MENU}/grant-top-tree`, { token: demoAdmin })).body.data.menu).map((n) => n.id);
    expect(mine).toContain(menuIds.param);
    expect(mine).not.toContain(menuIds.tenant);
    expect(mine).not.toContain(menuIds.param_view);
    const all = flat((await call(s, `${MENU}/grant-top-tree`, { token: platform })).body.data.menu).map((n) => n.id);
    expect(all).toContain(menuIds.tenant);
  });
});

describe("tenant B sees none of tenant A's roles", () => {
  it("lists, details and trees stay in the caller's tenant", async () => {
    const page = await call(s, `${ROLE}/page`, { token: demoAdmin, query: { size: 100 } });
    expect(page.body.data.records.every((r: { tenantId: string }) => r.tenantId === DEMO)).toBe(true);
    const detail = await call(s, `${ROLE}/detail`, { token: demoAdmin, query: { id: platformRoles.staff } });
    expect(detail.body.data).toBeNull();
    const keys = await call(s, `${MENU}/role-tree-keys`, { token: demoAdmin, query: { roleIds: platformRoles.staff } });
    expect(keys.status).toBe(404);
    const tree = await call(s, `${ROLE}/tree-by-id`, { token: demoAdmin, query: { roleId: platformRoles.staff } });
    expect(flat(tree.body.data).map((n) => n.id)).not.toContain(platformRoles.staff);
  });
});
