import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { parseListParams, type Filter, type ListParams } from '../../crud/list-params';
import { isPlatformAdmin } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, businessError } from '../../http/errors';
import { isId } from '../../core/ids';
import type menu from '../../../resources/system/menu/schema';
import type { Repository } from '../../crud/repository';
import type { RemoveCall, SubmitCall } from '../../crud/resource-server';
import { envelope, noParams, params, rows, S } from '../../http/route-schema';
import { idsOrList } from './params';
import {
  bumpGrants,
  heldMenuIds,
  heldScopeIds,
  linkedMenuIds,
  linkedScopeIds,
  refuseOrphans,
  SCOPE_API,
  SCOPE_DATA,
} from './grant-support';
import { ctxOf, idList, isBlank } from '../../http/request';
import { visibleRoles } from './roles';
import { ownTopMenus } from './top-menus';
import { packageMenuIds } from '../../http/tenant-package';
import { forest, subtreeIds, titleNode, withAncestors, type TitleNode } from './tree-nodes';

const MENU = 1;
const BUTTON = 2;

type Query = Record<string, unknown>;
type Menus = Repository<typeof menu>;
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

const equal = (column: string, value: string): Filter => ({ column, type: 'id', op: 'equal', value });

/** Lazy tree level: the declared filters of the query, parentId 0 when nothing narrows it. */
function lazyParams(def: Menus['def'], query: Query, category?: number): ListParams {
  const { parentId, ...rest } = query;
  const p = parseListParams(def, { ...rest, size: rest.size ?? 1000 });
  const parent = isBlank(parentId) ? '' : String(parentId);
  if (parent && parent !== '0' && !isId(parent)) throw badRequest('参数格式错误: parentId');
  if (parent || p.filters.length === 0) p.filters.push(equal('parentId', parent || '0'));
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

/** The tables of the scope rules (data scope 1, API scope 2). */
type ScopeTable = 'blade_scope_data' | 'blade_scope_api';

/** Rules of one scope table as leaves under their menus (and the menus' ancestors, as labels). */
async function scopeTree(db: Db, menus: MenuLink[], table: ScopeTable, held: Set<string> | null) {
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
export function menuAdmin(app: FastifyInstance, menus: Menus) {
  const db = app.db;
  const base = menus.def.base;
  const platform = { access: { platformAdmin: true } } as const;
  // One level of the list, each row saying whether it has children; the declared filters (checked by
  // parseListParams) search all levels.
  const level = { querystring: params({ parentId: S.id }), response: envelope(rows()) };

  const routes = () => {
    app.get(`${base}/lazy-list`, { config: platform, schema: level }, async (req) => {
      const ctx = ctxOf(req);
      return ok(await withHasChildren(db, await menus.list(ctx, lazyParams(menus.def, req.query as Query))));
    });

    app.get(`${base}/lazy-menu-list`, { config: platform, schema: level }, async (req) => {
      const ctx = ctxOf(req);
      return ok(
        await withHasChildren(db, await menus.list(ctx, lazyParams(menus.def, req.query as Query, MENU)), MENU),
      );
    });

    // The menus (not buttons) the declared filters select, as a tree.
    app.get(
      `${base}/menu-list`,
      { config: platform, schema: { querystring: params({}), response: envelope(rows()) } },
      async (req) => {
        const ctx = ctxOf(req);
        const p = parseListParams(menus.def, { ...(req.query as Query), size: 1000 });
        p.filters.push({ column: 'category', type: 'int', op: 'equal', value: String(MENU) });
        // Wire rows: ids are text, and every menu row has its parent ('0' at the top).
        const found = (await menus.list(ctx, p)) as Array<Record<string, unknown> & { id: string; parentId: string }>;
        return ok(forest(found));
      },
    );

    // Menus as a selection tree: all of them for the platform, else those the tenant (tenantId, the
    // platform's choice) or the caller holds.
    app.get(
      `${base}/tree`,
      {
        config: { access: 'authenticated' },
        schema: { querystring: params({ tenantId: S.any }), response: envelope(rows()) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const tenantId = String((req.query as Query).tenantId ?? '').trim();
        const all = await liveMenus(db, MENU);
        let held: Set<string> | null;
        if (isPlatformAdmin(ctx))
          held = tenantId && tenantId !== ctx.tenantId ? await linkedMenuIds(db, { tenantId }) : null;
        else held = ctx.isAdministrator ? null : await heldMenuIds(db, ctx);
        const keep = held ? withAncestors(all, [...held]) : null;
        return ok(forest(all.filter((m) => !keep || keep.has(m.id)).map((m) => titleNode(m.id, m.parentId, m.name))));
      },
    );

    app.get(
      `${base}/grant-tree`,
      {
        config: { access: { perm: 'role_permission' } },
        schema: { querystring: noParams, response: envelope(S.record) },
      },
      async (req) => {
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
          dataScope: await scopeTree(
            db,
            all,
            'blade_scope_data',
            admin ? null : await heldScopeIds(db, ctx, SCOPE_DATA),
          ),
          apiScope: await scopeTree(db, all, 'blade_scope_api', admin ? null : await heldScopeIds(db, ctx, SCOPE_API)),
        });
      },
    );

    app.get(
      `${base}/role-tree-keys`,
      {
        config: { access: { perm: ['role_permission', 'role', 'role_view'] } },
        schema: { querystring: params({ roleIds: idsOrList }), response: envelope(S.record) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const roleIds = await visibleRoles(app, ctx, idList((req.query as Query).roleIds, 'roleIds'));
        if (roleIds.length === 0) return ok({ menu: [], dataScope: [], apiScope: [] });
        // The roles are visible, hence live; a platform administrator may name another tenant's.
        return ok({
          menu: [...(await linkedMenuIds(db, { roleIds }))],
          dataScope: [...(await linkedScopeIds(db, { roleIds }, SCOPE_DATA))],
          apiScope: [...(await linkedScopeIds(db, { roleIds }, SCOPE_API))],
        });
      },
    );

    app.get(
      `${base}/grant-top-tree`,
      {
        config: { access: { perm: 'topmenu_setting' } },
        schema: { querystring: noParams, response: envelope(S.record) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const all = await liveMenus(db, MENU);
        const held = ctx.isAdministrator ? null : await heldMenuIds(db, ctx);
        // Blade's GrantTreeVO, like grant-tree: the client reads `data.menu`.
        return ok({
          menu: forest(all.filter((m) => !held || held.has(m.id)).map((m) => titleNode(m.id, m.parentId, m.name))),
        });
      },
    );

    app.get(
      `${base}/top-tree-keys`,
      {
        config: { access: { perm: 'topmenu_setting' } },
        schema: { querystring: params({ topMenuIds: idsOrList }), response: envelope(S.record) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const ids = await ownTopMenus(app, ctx, idList((req.query as Query).topMenuIds, 'topMenuIds'));
        if (ids.length === 0) return ok({ menu: [] });
        const found = await db
          .selectFrom('blade_top_menu_setting as s')
          .innerJoin('blade_menu as m', 'm.id', 's.menuId')
          .select('s.menuId')
          .distinct()
          .where('m.isDeleted', '=', 0)
          .where('s.topMenuId', 'in', ids)
          .execute();
        // Blade's CheckedTreeVO: the checked keys under `menu`.
        return ok({ menu: found.map((r) => String(r.menuId)) });
      },
    );
  };

  /** Before the generic submit: the declared choices' values and a live parent menu, not below itself. */
  const checkSubmit = ({ body }: SubmitCall) => checkMenuSubmit(db, body);
  // Menus are what grants are made of: any change reloads the permission cache everywhere.
  const bump = async () => void (await bumpGrants(app));
  /** Before the generic removal: a menu with live children (other than those removed with it) stays. */
  const checkRemove = ({ ctx, ids }: RemoveCall) => refuseOrphans(app, menus, ctx, idList(ids, 'ids'));

  return { routes, checkSubmit, afterSubmit: bump, checkRemove, afterRemove: bump };
}
