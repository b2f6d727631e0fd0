import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { parseListParams, type Filter, type ListParams } from '../../crud/list-params';
import { isPlatformAdmin } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, businessError } from '../../http/errors';
import { isId } from '../../core/ids';
import { aroundGeneric } from '../extend-generic';
import { bumpGrants, heldMenuIds, heldScopeIds, refuseOrphans, SCOPE_API, SCOPE_DATA } from './grant-support';
import { ctxOf, idList, isBlank } from '../../http/request';
import { visibleRoles } from './roles';
import { ownTopMenus } from './top-menus';
import { packageMenuIds } from '../../http/tenant-package';
import { forest, subtreeIds, titleNode, withAncestors, type TitleNode } from './tree-nodes';

const BASE = '/api/blade-system/menu';
const MENU = 1;
const BUTTON = 2;

type Query = Record<string, unknown>;
interface MenuLink {
  id: string;
  parentId: string;
  name: string;
  category: number;
}

async function liveMenus(db: Db, category?: number): Promise<MenuLink[]> {
  let q = db.selectFrom('blade_menu').select(['id', 'parentId', 'name', 'category']).where('isDeleted', '=', 0);
  if (category) q = q.where('category', '=', category);
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: String(r.id),
    parentId: String(r.parentId ?? '0'),
    name: String(r.name ?? ''),
    category: Number(r.category),
  }));
}

/** Menu ids held by any live role of a tenant (what that tenant's users can be given). */
async function tenantMenuIds(db: Db, tenantId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blade_role_menu as rm')
    .innerJoin('blade_role as r', 'r.id', 'rm.roleId')
    .select('rm.menuId')
    .distinct()
    .where('r.tenantId', '=', tenantId)
    .where('r.isDeleted', '=', 0)
    .execute();
  return new Set(rows.map((r) => String(r.menuId)));
}

const equal = (column: string, value: string): Filter => ({ column, type: 'id', op: 'equal', value });

/** Lazy tree level: the declared filters of the query, parentId 0 when nothing narrows it. */
function lazyParams(app: FastifyInstance, query: Query, category?: number): ListParams {
  const def = app.repo('menu').def;
  const { parentId, ...rest } = query;
  const p = parseListParams(def, { ...rest, size: rest.size ?? 1000 });
  const parent = isBlank(parentId) ? '' : String(parentId);
  if (parent && parent !== '0' && !isId(parent)) throw badRequest('参数格式错误: parentId');
  if (parent || p.filters.length === 0) p.filters.push(equal('parent_id', parent || '0'));
  if (category) p.filters.push({ column: 'category', type: 'int', op: 'equal', value: String(category) });
  return p;
}

async function withHasChildren(db: Db, rows: Record<string, unknown>[], category?: number) {
  const ids = rows.map((r) => String(r.id));
  if (ids.length === 0) return [];
  let q = db.selectFrom('blade_menu').select('parentId').where('isDeleted', '=', 0).where('parentId', 'in', ids);
  if (category) q = q.where('category', '=', category);
  const parents = new Set((await q.groupBy('parentId').execute()).map((r) => String(r.parentId)));
  return rows.map((r) => ({ ...r, hasChildren: parents.has(String(r.id)) }));
}

/** Rules of one scope table as leaves under their menus (and the menus' ancestors, as labels). */
async function scopeTree(db: Db, menus: MenuLink[], table: string, held: Set<string> | null) {
  const rules = (
    await db.selectFrom(table).select(['id', 'menuId', 'scopeName']).where('isDeleted', '=', 0).orderBy('id').execute()
  ).filter((r) => !held || held.has(String(r.id)));
  const keep = withAncestors(
    menus,
    rules.map((r) => String(r.menuId)),
  );
  const nodes: TitleNode[] = [
    ...menus.filter((m) => keep.has(m.id)).map((m) => titleNode(m.id, m.parentId, m.name)),
    ...rules.map((r) => titleNode(r.id, r.menuId, r.scopeName)),
  ];
  return forest(nodes);
}

async function checkMenuSubmit(db: Db, body: Query) {
  const oneOf = (name: string, allowed: number[], msg: string) => {
    if (!isBlank(body[name]) && !allowed.includes(Number(body[name]))) throw badRequest(msg);
  };
  oneOf('category', [MENU, BUTTON], '菜单类型只可为菜单或按钮');
  oneOf('action', [0, 1, 2, 3], '按钮功能只可为无、工具栏、操作栏或工具操作栏');
  oneOf('isOpen', [1, 2], '新窗口只可为是或否');
  if (isBlank(body.parentId) || String(body.parentId) === '0') return;
  const parentId = String(body.parentId);
  const parent = isId(parentId)
    ? await db
        .selectFrom('blade_menu')
        .select(['id', 'category'])
        .where('isDeleted', '=', 0)
        .where('id', '=', parentId)
        .executeTakeFirst()
    : undefined;
  if (!parent) throw badRequest('上级菜单不存在');
  if (Number(parent.category) === BUTTON) throw businessError('父节点只可选择菜单类型!');
  if (!isBlank(body.id) && subtreeIds(await liveMenus(db), [String(body.id)]).has(parentId))
    throw businessError('父节点不可选择自身或其子节点!');
}

/** The menu administration screen and the trees of the grant dialogs (role and top-menu grants). */
export async function registerMenuAdmin(app: FastifyInstance) {
  const db = app.db;
  const menus = app.repo('menu');
  const platform = { platformAdmin: true } as const;

  app.get(`${BASE}/lazy-list`, { config: { access: platform } }, async (req) => {
    const ctx = ctxOf(req);
    return ok(await withHasChildren(db, await menus.list(ctx, lazyParams(app, req.query as Query))));
  });

  app.get(`${BASE}/lazy-menu-list`, { config: { access: platform } }, async (req) => {
    const ctx = ctxOf(req);
    return ok(await withHasChildren(db, await menus.list(ctx, lazyParams(app, req.query as Query, MENU)), MENU));
  });

  app.get(`${BASE}/menu-list`, { config: { access: platform } }, async (req) => {
    const ctx = ctxOf(req);
    const p = parseListParams(menus.def, { ...(req.query as Query), size: 1000 });
    p.filters.push({ column: 'category', type: 'int', op: 'equal', value: String(MENU) });
    const rows = (await menus.list(ctx, p)) as Array<Record<string, unknown> & { id: string; parentId: string }>;
    return ok(forest(rows));
  });

  // Menus as a selection tree: all of them for the platform, else those the tenant or caller holds.
  app.get(`${BASE}/tree`, { config: { access: 'authenticated' } }, async (req) => {
    const ctx = ctxOf(req);
    const tenantId = String((req.query as Query).tenantId ?? '').trim();
    const all = await liveMenus(db, MENU);
    let held: Set<string> | null;
    if (isPlatformAdmin(ctx)) held = tenantId && tenantId !== ctx.tenantId ? await tenantMenuIds(db, tenantId) : null;
    else held = ctx.isAdministrator ? null : await heldMenuIds(db, ctx);
    const keep = held ? withAncestors(all, [...held]) : null;
    return ok(forest(all.filter((m) => !keep || keep.has(m.id)).map((m) => titleNode(m.id, m.parentId, m.name))));
  });

  app.get(`${BASE}/grant-tree`, { config: { access: { perm: 'role_permission' } } }, async (req) => {
    const ctx = ctxOf(req);
    const all = await liveMenus(db);
    const admin = ctx.isAdministrator;
    const held = admin ? null : await heldMenuIds(db, ctx);
    const allowed = await packageMenuIds(db, ctx.tenantId);
    return ok({
      menu: forest(
        all
          .filter((m) => (!held || held.has(m.id)) && (!allowed || allowed.has(m.id)))
          .map((m) => titleNode(m.id, m.parentId, m.name)),
      ),
      dataScope: await scopeTree(db, all, 'blade_scope_data', admin ? null : await heldScopeIds(db, ctx, SCOPE_DATA)),
      apiScope: await scopeTree(db, all, 'blade_scope_api', admin ? null : await heldScopeIds(db, ctx, SCOPE_API)),
    });
  });

  app.get(
    `${BASE}/role-tree-keys`,
    { config: { access: { perm: ['role_permission', 'role', 'role_view'] } } },
    async (req) => {
      const ctx = ctxOf(req);
      const roleIds = await visibleRoles(app, ctx, idList((req.query as Query).roleIds, 'roleIds'));
      if (roleIds.length === 0) return ok({ menu: [], dataScope: [], apiScope: [] });
      const menuRows = await db
        .selectFrom('blade_role_menu as rm')
        .innerJoin('blade_menu as m', 'm.id', 'rm.menuId')
        .select('rm.menuId')
        .distinct()
        .where('rm.roleId', 'in', roleIds)
        .where('m.isDeleted', '=', 0)
        .execute();
      const scopeIds = async (category: number, table: string) =>
        (
          await db
            .selectFrom('blade_role_scope as rs')
            .innerJoin(`${table} as s`, 's.id', 'rs.scopeId')
            .select('rs.scopeId')
            .distinct()
            .where('rs.roleId', 'in', roleIds)
            .where('rs.scopeCategory', '=', category)
            .where('s.isDeleted', '=', 0)
            .execute()
        ).map((r) => String(r.scopeId));
      return ok({
        menu: menuRows.map((r) => String(r.menuId)),
        dataScope: await scopeIds(SCOPE_DATA, 'blade_scope_data'),
        apiScope: await scopeIds(SCOPE_API, 'blade_scope_api'),
      });
    },
  );

  app.get(`${BASE}/grant-top-tree`, { config: { access: { perm: 'topmenu_setting' } } }, async (req) => {
    const ctx = ctxOf(req);
    const all = await liveMenus(db, MENU);
    const held = ctx.isAdministrator ? null : await heldMenuIds(db, ctx);
    // Blade's GrantTreeVO, like grant-tree: the client reads `data.menu`.
    return ok({
      menu: forest(all.filter((m) => !held || held.has(m.id)).map((m) => titleNode(m.id, m.parentId, m.name))),
    });
  });

  app.get(`${BASE}/top-tree-keys`, { config: { access: { perm: 'topmenu_setting' } } }, async (req) => {
    const ctx = ctxOf(req);
    const ids = await ownTopMenus(app, ctx, idList((req.query as Query).topMenuIds, 'topMenuIds'));
    if (ids.length === 0) return ok({ menu: [] });
    const rows = await db
      .selectFrom('blade_top_menu_setting as s')
      .innerJoin('blade_menu as m', 'm.id', 's.menuId')
      .select('s.menuId')
      .distinct()
      .where('m.isDeleted', '=', 0)
      .where('s.topMenuId', 'in', ids)
      .execute();
    // Blade's CheckedTreeVO: the checked keys under `menu`.
    return ok({ menu: rows.map((r) => String(r.menuId)) });
  });

  aroundGeneric(app, 'POST', `${BASE}/submit`, async (req, next) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Query) : {};
    await checkMenuSubmit(db, body);
    const out = await next();
    await bumpGrants(app);
    return out;
  });

  aroundGeneric(app, 'POST', `${BASE}/remove`, async (req, next) => {
    await refuseOrphans(app, menus, ctxOf(req), idList((req.query as Query).ids, 'ids'));
    const out = await next();
    await bumpGrants(app);
    return out;
  });
}
