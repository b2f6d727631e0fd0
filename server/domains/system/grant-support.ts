import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { Repository } from '../../crud/repository';
import type role from '../../../resources/system/role/schema';
import type menu from '../../../resources/system/menu/schema';
import type dict from '../../../resources/system/dict/schema';
import type dictBiz from '../../../resources/system/dict-biz/schema';
import type { RequestContext } from '../../http/access';
import { badRequest, businessError } from '../../http/errors';
import { isId } from '../../core/ids';
import { GRANTS_VERSION } from '../../db/versions';

/** Shared by the administration modules: what a caller holds, the grants counter. */

export const SCOPE_DATA = 1;
export const SCOPE_API = 2;
export type ScopeCategory = typeof SCOPE_DATA | typeof SCOPE_API;

/** Which role-menu links count: those of these roles, and/or those of one tenant's roles. */
export interface RoleLinks {
  roleIds?: readonly string[];
  tenantId?: string;
}

/** Live menu and button ids linked to live roles (narrowed as `links` says). */
export async function linkedMenuIds(db: Db, links: RoleLinks): Promise<Set<string>> {
  let q = db
    .selectFrom('blade_role_menu as rm')
    .innerJoin('blade_role as r', 'r.id', 'rm.roleId')
    .innerJoin('blade_menu as m', 'm.id', 'rm.menuId')
    .select('rm.menuId')
    .distinct()
    .where('r.isDeleted', '=', 0)
    .where('m.isDeleted', '=', 0);
  if (links.roleIds) q = q.where('rm.roleId', 'in', links.roleIds);
  if (links.tenantId) q = q.where('r.tenantId', '=', links.tenantId);
  const rows = await q.execute();
  return new Set(rows.map((r) => String(r.menuId)));
}

/** The caller's own roles (those of its tenant) as role-menu links; null when it holds none. */
function callerLinks(ctx: RequestContext): RoleLinks | null {
  const roleIds = ctx.roleIds.filter(isId);
  return roleIds.length === 0 ? null : { roleIds, tenantId: ctx.tenantId };
}

/** Menu and button ids granted to the caller's roles (live roles of the caller's tenant, live menus). */
export async function heldMenuIds(db: Db, ctx: RequestContext): Promise<Set<string>> {
  const links = callerLinks(ctx);
  return links ? linkedMenuIds(db, links) : new Set();
}

/** The grantable tables whose live rows a grant may name. */
type Grantable = 'blade_menu' | 'blade_scope_data' | 'blade_scope_api';

/** Which of the ids name live rows of a grantable table. */
export async function liveIds(db: Db, table: Grantable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('isDeleted', '=', 0).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => String(r.id)));
}

/** Refuses (`菜单不存在`) unless every id names a live menu or button. */
export async function checkLiveMenus(db: Db, menuIds: readonly string[]): Promise<void> {
  if ((await liveIds(db, 'blade_menu', menuIds)).size !== menuIds.length) throw badRequest('菜单不存在');
}

/** The ids of the live rules of one scope category, as a subquery. */
export const liveScopeIds = (db: Db, category: ScopeCategory) =>
  category === SCOPE_DATA
    ? db.selectFrom('blade_scope_data').select('id').where('isDeleted', '=', 0)
    : db.selectFrom('blade_scope_api').select('id').where('isDeleted', '=', 0);

/** Live data (1) or API (2) scope rule ids linked to live roles (narrowed as `links` says). */
export async function linkedScopeIds(db: Db, links: RoleLinks, category: ScopeCategory): Promise<Set<string>> {
  let q = db
    .selectFrom('blade_role_scope as rs')
    .innerJoin('blade_role as r', 'r.id', 'rs.roleId')
    .select('rs.scopeId')
    .distinct()
    .where('rs.scopeCategory', '=', category)
    .where('r.isDeleted', '=', 0)
    .where('rs.scopeId', 'in', liveScopeIds(db, category));
  if (links.roleIds) q = q.where('rs.roleId', 'in', links.roleIds);
  if (links.tenantId) q = q.where('r.tenantId', '=', links.tenantId);
  const rows = await q.execute();
  return new Set(rows.map((r) => String(r.scopeId)));
}

/** Data (1) or API (2) scope rule ids granted to the caller's roles. */
export async function heldScopeIds(db: Db, ctx: RequestContext, category: ScopeCategory): Promise<Set<string>> {
  const links = callerLinks(ctx);
  return links ? linkedScopeIds(db, links, category) : new Set();
}

/**
 * Menus, buttons and scope rules are what grants are made of: after any change to them the
 * permission cache (keyed on this counter) reloads on the very next request, on every instance.
 * Pass the transaction to bump inside it, then call `seen` with the answer after commit.
 */
export async function bumpGrants(app: FastifyInstance, trx?: Db): Promise<number> {
  const v = await app.feed.bump(trx ?? app.db, GRANTS_VERSION);
  if (!trx) app.feed.committed([[GRANTS_VERSION, v]]);
  return v;
}

export const seenGrants = (app: FastifyInstance, version: number) => app.feed.committed([[GRANTS_VERSION, version]]);

/** The resources kept as trees by parentId whose removal refuses to orphan children. */
type TreeRepository =
  Repository<typeof role> | Repository<typeof menu> | Repository<typeof dict> | Repository<typeof dictBiz>;

/** Removing a tree node that still has live children (other than those removed with it) is refused. */
export async function refuseOrphans(app: FastifyInstance, repo: TreeRepository, ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return;
  const child = await app.db
    .selectFrom(repo.def.table)
    .select('id')
    .where((eb) => eb.and([repo.scope(eb, ctx), eb('parentId', 'in', ids), eb('id', 'not in', ids)]))
    .executeTakeFirst();
  if (child) throw businessError('请先删除子节点!');
}
