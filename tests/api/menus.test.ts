import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { addRole, createUser, dbOf, newRowId, passwordLogin } from './auth-fixtures';
import * as seed from '../../server/db/seed-data';
import { businessMenus, usedGroups, usedTopMenus, type BusinessMenu } from '../../server/db/business-menus';
import { allResources } from '../../resources/declarations';
import { MENU_BUTTONS, MENU_ROUTES, TOP_MENU } from './api-paths';

const DEMO = '100001';

interface Node {
  id: string;
  parentId: string;
  code: string;
  sort: number;
  children?: Node[];
}

/** code(child,child) outline of a tree, siblings in answer order. */
const outline = (nodes: Node[]): string[] =>
  nodes.map((n) => (n.children?.length ? `${n.code}(${outline(n.children).join(',')})` : n.code));
const leafCodes = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? leafCodes(n.children) : [n.code]));
const allNodes = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...allNodes(n.children ?? [])]);

type Seed = (typeof seed.menus)[number];
/** The same outline of the seeded menu tree (the seed lists siblings in sort order). */
const seedOutline = (items: Seed[], keep: (m: Seed) => boolean = () => true): string[] =>
  items.filter(keep).map((m) => {
    const kids = seedOutline(m.children ?? [], keep);
    return kids.length ? `${m.code}(${kids.join(',')})` : m.code;
  });
/** The business groups and menus the declarations place (server/db/seed-steps.ts seeds them after the system ones). */
const business = businessMenus(allResources);
const businessOutline = (keep: (m: BusinessMenu) => boolean = () => true): string[] =>
  usedGroups(business).map(
    (g) =>
      `${g.code}(${business
        .filter((m) => m.group.code === g.code && keep(m))
        .map((m) => m.code)
        .join(',')})`,
  );
const seedTop = (code: string) =>
  seed.menus.filter((m) => seed.topMenus.find((t) => t.code === code)!.menus.includes(m.code));

describe('menu routes, buttons and top menus', () => {
  const s = useServer();
  let admin: string;
  let clerk: string;
  let tenantAdmin: string;
  const menuIds: Record<string, string> = {};
  const topMenus: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = dbOf(s);
    for (const m of await db.selectFrom('blade_menu').select(['id', 'code']).execute())
      menuIds[String(m.code)] = String(m.id);
    for (const t of await db.selectFrom('blade_top_menu').select(['id', 'code', 'tenantId']).execute()) {
      (topMenus[String(t.tenantId)] ??= {})[String(t.code)] = String(t.id);
    }
    // A role granted a few menus and buttons, but none of their parents.
    const role = await addRole(s, DEMO, 'clerk', { roleName: '办事员', sort: 9 });
    for (const code of ['user', 'user_add', 'user_view', 'dashboard', 'role_edit']) {
      await db.insertInto('blade_role_menu').values({ id: newRowId(), roleId: role, menuId: menuIds[code] }).execute();
    }
    await createUser(s, { tenantId: DEMO, account: 'clerk', password: 'Clerk#pw1', roleIds: [role] });
    admin = (await login(s)).access_token;
    clerk = (await passwordLogin(s, 'clerk', 'Clerk#pw1', DEMO)).body.access_token;
    tenantAdmin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO)).access_token;
  });

  const get = async (url: string, token: string, query?: Record<string, string>) => {
    const r = await call(s, url, { token, query });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true });
    return r.body.data as Node[];
  };

  it("gives the platform administrator every menu, sorted, in Blade's node shape", async () => {
    const tree = await get(MENU_ROUTES, admin);
    expect(outline(tree)).toEqual([...seedOutline(seed.menus), ...businessOutline()]);
    expect(outline(tree).slice(0, 3)).toEqual([
      'desk(dashboard,onemap)',
      expect.stringMatching(/^system\(user,dept,post,dict,/),
      expect.stringMatching(/^authority\(role,/),
    ]);
    const user = tree[1].children![0];
    expect(user).toEqual({
      id: menuIds.user,
      parentId: menuIds.system,
      code: 'user',
      name: '用户管理',
      enName: 'Users',
      alias: 'user',
      path: '/system/user',
      source: 'Person',
      sort: 1,
      category: 1,
      action: 0,
      isOpen: 1,
      children: [],
    });
    expect(allNodes(tree).every((n) => (n as unknown as { category: number }).category === 1)).toBe(true);
  });

  it('gives others the menus granted to their roles, with the missing ancestors', async () => {
    expect(outline(await get(MENU_ROUTES, clerk))).toEqual(['desk(dashboard)', 'system(user)']);
    // A tenant administrator holds the grants of the tenant's admin role: no platform-only menus.
    const tenantMenus = outline(await get(MENU_ROUTES, tenantAdmin));
    expect(tenantMenus).toEqual([
      ...seedOutline(seed.menus, (m) => !m.platformOnly),
      ...businessOutline((m) => !m.platformOnly),
    ]);
    expect(tenantMenus.join()).not.toMatch(/\b(menu|tenant|client|dict)\b/);
  });

  it("cuts the tree to a top menu of the caller's tenant", async () => {
    expect(outline(await get(MENU_ROUTES, clerk, { topMenuId: topMenus[DEMO].system }))).toEqual(['system(user)']);
    expect(outline(await get(MENU_ROUTES, clerk, { topMenuId: topMenus[DEMO].desk }))).toEqual(['desk(dashboard)']);
    const systemTop = outline(await get(MENU_ROUTES, admin, { topMenuId: topMenus['000000'].system }));
    expect(systemTop).toEqual(seedOutline(seedTop('system')));
    expect(systemTop[0]).toMatch(/^system\(/);
    expect(systemTop.some((o) => o.startsWith('desk'))).toBe(false);
    // Another tenant's top menu cuts everything away.
    expect(await get(MENU_ROUTES, clerk, { topMenuId: topMenus['000000'].system })).toEqual([]);
    expect(await call(s, MENU_ROUTES, { token: clerk, query: { topMenuId: 'system' } })).toEqual({
      status: 400,
      body: { code: 400, success: false, data: null, msg: '顶部菜单参数错误' },
    });
  });

  it('leaves out removed menus', async () => {
    await dbOf(s).updateTable('blade_menu').set({ isDeleted: 1 }).where('id', '=', menuIds.dashboard).execute();
    try {
      expect(outline(await get(MENU_ROUTES, clerk))).toEqual(['system(user)']);
    } finally {
      await dbOf(s).updateTable('blade_menu').set({ isDeleted: 0 }).where('id', '=', menuIds.dashboard).execute();
    }
  });

  it('answers the granted buttons under their menus; leaves carry no children key', async () => {
    const tree = await get(MENU_BUTTONS, clerk);
    expect(outline(tree)).toEqual(['user(user_add,user_view)', 'role(role_edit)']);
    expect(leafCodes(tree)).toEqual(['user_add', 'user_view', 'role_edit']);
    const add = tree[0].children![0];
    expect(add).toEqual({
      id: menuIds.user_add,
      parentId: menuIds.user,
      code: 'user_add',
      name: '新增',
      enName: 'Add',
      alias: 'add',
      path: '/system/user/add',
      source: '',
      sort: 1,
      category: 2,
      action: 1,
      isOpen: 1,
    });
    const everything = leafCodes(await get(MENU_BUTTONS, admin));
    expect(everything).toContain('menu_add');
    expect(everything).toContain('user_platform');
    // Codes are identifiers: menu codes (camelCase where the spec's base is, fireEquip) and the spec's
    // camelCase action names (subject_checkNfc; a hyphenated route segment, supervise-complete, camelCased).
    expect(everything.filter((c) => !/^[a-z][a-zA-Z]*(_[a-z][a-zA-Z]*)+$/.test(c))).toEqual([]);
    const rows = await dbOf(s)
      .selectFrom('blade_menu')
      .select('code')
      .where('category', '=', 2)
      .where('isDeleted', '=', 0)
      .execute();
    expect(everything.sort()).toEqual(rows.map((r) => String(r.code)).sort());
    expect(leafCodes(await get(MENU_BUTTONS, tenantAdmin))).not.toContain('menu_add');
  });

  it("lists the caller tenant's top menus", async () => {
    const businessTops = usedTopMenus(business);
    expect(await get(TOP_MENU, clerk)).toEqual([
      { id: topMenus[DEMO].desk, code: 'desk', name: '工作台', enName: 'Workbench', source: 'Dashboard', sort: 1 },
      { id: topMenus[DEMO].system, code: 'system', name: '系统管理', enName: 'System', source: 'Settings', sort: 2 },
      ...businessTops.map((t) => ({
        id: topMenus[DEMO][t.code],
        code: t.code,
        name: t.name,
        enName: t.en,
        source: t.source,
        sort: t.sort,
      })),
    ]);
    expect((await get(TOP_MENU, admin)).map((t) => t.id)).toEqual([
      topMenus['000000'].desk,
      topMenus['000000'].system,
      ...businessTops.map((t) => topMenus['000000'][t.code]),
    ]);
  });

  it("edits a menu's English name like its other columns; the routes answer it", async () => {
    const detail = await call(s, '/api/blade-system/menu/detail', { token: admin, query: { id: menuIds.post } });
    expect(detail.body.data).toMatchObject({ code: 'post', name: '岗位管理', enName: 'Posts' });
    const saved = await call(s, '/api/blade-system/menu/submit', {
      token: admin,
      method: 'POST',
      body: { ...detail.body.data, enName: 'Job posts' },
    });
    expect(saved.body).toMatchObject({ code: 200, success: true });
    const post = allNodes(await get(MENU_ROUTES, admin)).find((n) => n.code === 'post');
    expect(post).toMatchObject({ name: '岗位管理', enName: 'Job posts' });
  });

  it('needs a signed-in caller', async () => {
    for (const url of [MENU_ROUTES, MENU_BUTTONS, TOP_MENU]) expect((await call(s, url)).status).toBe(401);
  });
});
