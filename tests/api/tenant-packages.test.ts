import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { roleIdsByAlias } from './auth-fixtures';

/**
 * Tenant packages as Saber's 租户产品包 screen drives them, and what a package does to a tenant:
 * its menus, buttons, permissions and role grants stay within the package; the platform is unlimited.
 */
const s = useServer();
let platform: string, demo: string;
const DEMO = '100001';
const PKG = '/api/blade-system/tenant-package';
const menuIds: Record<string, string> = {};
let packageId = '';
let demoTenantRow = '';

const db = () => s.built.app.db;
type Node = { code: string; children?: Node[] };
const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children ?? [])]);

beforeAll(async () => {
  platform = (await login(s)).access_token;
  demo = (await login(s, 'admin', undefined, DEMO)).access_token;
  const rows = await db().selectFrom('blade_menu').select(['id', 'code']).where('isDeleted', '=', 0).execute();
  for (const r of rows) menuIds[String(r.code)] = String(r.id);
  demoTenantRow = String(
    (await db().selectFrom('blade_tenant').select('id').where('tenantId', '=', DEMO).executeTakeFirstOrThrow()).id,
  );
});

describe('tenant-package routes', () => {
  it('is seeded as a platform menu with its buttons', async () => {
    const routes = await call(s, '/api/blade-system/menu/routes', { token: platform });
    expect(JSON.stringify(routes.body.data)).toContain('/system/tenant-package');
    const buttons = codes((await call(s, '/api/blade-system/menu/buttons', { token: platform })).body.data);
    expect(buttons).toEqual(
      expect.arrayContaining([
        'tenant_package_add',
        'tenant_package_edit',
        'tenant_package_delete',
        'tenant_package_view',
      ]),
    );
  });

  it('submit, page, detail, list and select as the platform administrator', async () => {
    const menuId = [
      'desk',
      'dashboard',
      'system',
      'user',
      'user_view',
      'user_add',
      'user_edit',
      'authority',
      'role',
      'role_permission',
    ]
      .map((c) => menuIds[c])
      .join(',');
    const made = await call(s, `${PKG}/submit`, {
      token: platform,
      body: { packageName: '基础版', menuId, remark: '只含用户管理' },
    });
    expect(made.body).toMatchObject({ code: 200, success: true, data: { packageName: '基础版', menuId } });
    packageId = made.body.data.id;
    const page = await call(s, `${PKG}/page`, { token: platform, query: { current: 1, size: 10 } });
    expect(page.body.data.records.map((r: { packageName: string }) => r.packageName)).toEqual(['基础版']);
    expect((await call(s, `${PKG}/detail`, { token: platform, query: { id: packageId } })).body.data.menuId).toBe(
      menuId,
    );
    expect((await call(s, `${PKG}/list`, { token: platform })).body.data).toHaveLength(1);
    expect((await call(s, `${PKG}/select`, { token: platform })).body.data).toEqual([
      { id: packageId, packageName: '基础版' },
    ]);
  });

  it('refuses unknown menus, and tenants cannot read or write packages', async () => {
    const bad = await call(s, `${PKG}/submit`, {
      token: platform,
      body: { packageName: '坏包', menuId: '123456789012345678' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '菜单不存在' });
    for (const [path, opts] of [
      ['page', {}],
      ['select', {}],
      ['submit', { body: { packageName: 'x', menuId: menuIds.user } }],
      ['remove', { method: 'POST', query: { ids: packageId } }],
    ] as const) {
      expect((await call(s, `${PKG}/${path}`, { token: demo, ...opts })).status, path).toBe(403);
    }
  });
});

describe('a tenant limited to its package', () => {
  beforeAll(async () => {
    const bad = await call(s, '/api/blade-system/tenant/submit', {
      token: platform,
      body: { id: demoTenantRow, packageId: '123456789012345678' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '产品包不存在' });
    const r = await call(s, '/api/blade-system/tenant/submit', {
      token: platform,
      body: { id: demoTenantRow, packageId },
    });
    expect(r.body).toMatchObject({ code: 200, success: true, data: { packageId } });
  });

  it("gets only the package's menus and buttons, though its admin role holds more", async () => {
    const routes = codes((await call(s, '/api/blade-system/menu/routes', { token: demo })).body.data);
    expect(routes).toEqual(expect.arrayContaining(['desk', 'dashboard', 'system', 'user']));
    expect(routes).not.toContain('dept');
    expect(routes).not.toContain('post');
    const buttons = codes((await call(s, '/api/blade-system/menu/buttons', { token: demo })).body.data);
    expect(buttons.filter((c) => c.includes('_')).sort()).toEqual([
      'role_permission',
      'user_add',
      'user_edit',
      'user_view',
    ]);
  });

  it('loses the API permissions outside the package at once (grants made before it included)', async () => {
    expect((await call(s, '/api/blade-system/dept/page', { token: demo })).status).toBe(403);
    expect((await call(s, '/api/blade-user/remove', { token: demo, method: 'POST', query: { ids: '1' } })).status).toBe(
      403,
    );
    expect((await call(s, '/api/blade-user/page', { token: demo })).body.code).toBe(200);
  });

  it('cannot grant a role menus outside the package; the grant tree offers only the package', async () => {
    const adminRole = (await roleIdsByAlias(s, DEMO)).admin;
    const outside = await call(s, '/api/blade-system/role/grant', {
      token: platform,
      body: { roleIds: adminRole, menuIds: `${menuIds.user},${menuIds.dept}` },
    });
    expect(outside.body).toMatchObject({ code: 400, success: false, msg: '不可授予租户产品包以外的菜单' });
    const tree = await call(s, '/api/blade-system/menu/grant-tree', { token: demo });
    expect(JSON.stringify(tree.body.data.menu)).toContain(menuIds.user);
    expect(JSON.stringify(tree.body.data.menu)).not.toContain(menuIds.dept);
  });

  it('a package in use cannot be removed; the platform tenant stays unlimited', async () => {
    const removed = await call(s, `${PKG}/remove`, { token: platform, method: 'POST', query: { ids: packageId } });
    expect(removed.body).toMatchObject({ code: 400, msg: '产品包已被租户使用,不可删除' });
    expect((await call(s, '/api/blade-system/dept/page', { token: platform })).body.code).toBe(200);
  });

  it("taking the package away gives the tenant its roles' menus back", async () => {
    const r = await call(s, '/api/blade-system/tenant/submit', {
      token: platform,
      body: { id: demoTenantRow, packageId: '' },
    });
    expect(r.body.success).toBe(true);
    expect((await call(s, '/api/blade-system/dept/page', { token: demo })).body.code).toBe(200);
  });
});
