import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import type { Db } from '../db/connection';
import type { Repository } from '../crud/repository';
import { isPlatformAdmin, type RequestContext } from '../http/access';
import { badRequest, businessError } from '../http/errors';
import { isId } from '../http/ids';
import { GRANTS_VERSION } from '../http/permissions';

/** Shared by the administration modules: request parameters, what a caller holds, the grants counter. */

export const ctxOf = (req: FastifyRequest): RequestContext => req.ctx as RequestContext;

export const SCOPE_DATA = 1;
export const SCOPE_API = 2;

/**
 * Blade clients send these calls' parameters in the query string (older Saber) or as a JSON body
 * (newer); both are read, the body winning.
 */
export function paramsOf(req: FastifyRequest): Record<string, unknown> {
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...body };
}

/** A comma list or an array of ids; anything that is not an id answers 400 naming the parameter. */
export function idList(v: unknown, name: string): string[] {
  if (v === undefined || v === null || v === '') return [];
  const parts = (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
  if (!parts.every(isId)) throw badRequest(`参数格式错误: ${name}`);
  return [...new Set(parts)];
}

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Tenant whose rows a platform administrator asked to see; everyone else sees their own. */
export function tenantView(ctx: RequestContext, requested: unknown): RequestContext {
  const t = typeof requested === 'string' ? requested.trim() : '';
  return isPlatformAdmin(ctx) && /^\d{1,12}$/.test(t) ? { ...ctx, tenantId: t } : ctx;
}

/** Menu and button ids granted to the caller's roles (live roles of the caller's tenant, live menus). */
export async function heldMenuIds(db: Db, ctx: RequestContext): Promise<Set<string>> {
  const roleIds = ctx.roleIds.filter(isId);
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bladeRoleMenu as rm')
    .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
    .innerJoin('bladeMenu as m', 'm.id', 'rm.menuId')
    .select('rm.menuId')
    .distinct()
    .where('rm.roleId', 'in', roleIds)
    .where('r.tenantId', '=', ctx.tenantId)
    .where('r.isDeleted', '=', 0)
    .where('m.isDeleted', '=', 0)
    .execute();
  return new Set(rows.map((r) => String(r.menuId)));
}

const SCOPE_TABLE = { [SCOPE_DATA]: 'bladeScopeData', [SCOPE_API]: 'bladeScopeApi' } as const;

/** Data (1) or API (2) scope rule ids granted to the caller's roles. */
export async function heldScopeIds(
  db: Db,
  ctx: RequestContext,
  category: typeof SCOPE_DATA | typeof SCOPE_API,
): Promise<Set<string>> {
  const roleIds = ctx.roleIds.filter(isId);
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bladeRoleScope as rs')
    .innerJoin('bladeRole as r', 'r.id', 'rs.roleId')
    .innerJoin(`${SCOPE_TABLE[category]} as s`, 's.id', 'rs.scopeId')
    .select('rs.scopeId')
    .distinct()
    .where('rs.roleId', 'in', roleIds)
    .where('rs.scopeCategory', '=', category)
    .where('r.tenantId', '=', ctx.tenantId)
    .where('r.isDeleted', '=', 0)
    .where('s.isDeleted', '=', 0)
    .execute();
  return new Set(rows.map((r) => String(r.scopeId)));
}

/**
 * Menus, buttons and scope rules are what grants are made of: after any change to them the
 * permission cache (keyed on this counter) reloads on the very next request, on every instance.
 * Pass the transaction to bump inside it, then call `seen` with the answer after commit.
 */
export async function bumpGrants(deps: AppDeps, trx?: Db): Promise<number> {
  const v = await deps.feed.bump(trx ?? deps.database.db, GRANTS_VERSION);
  if (!trx) deps.feed.seen(GRANTS_VERSION, v);
  return v;
}

export const seenGrants = (deps: AppDeps, version: number) => deps.feed.seen(GRANTS_VERSION, version);

/** Removing a tree node that still has live children (other than those removed with it) is refused. */
export async function refuseOrphans(deps: AppDeps, repo: Repository, ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return;
  const child = await deps.database.db
    .selectFrom(repo.def.table)
    .select('id')
    .where((eb) => eb.and([repo.scope(eb, ctx), eb('parentId', 'in', ids), eb('id', 'not in', ids)]))
    .executeTakeFirst();
  if (child) throw businessError('请先删除子节点!');
}
