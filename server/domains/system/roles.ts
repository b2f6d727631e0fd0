import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ADMIN_ROLE_ALIAS, PLATFORM_TENANT, type RequestContext } from '../../http/access';
import { ok, status } from '../../http/envelope';
import { badRequest, businessError, forbidden, notFound } from '../../http/errors';
import { isId, newId } from '../../core/ids';
import { aroundGeneric } from '../extend-generic';
import {
  bumpGrants,
  heldMenuIds,
  heldScopeIds,
  refuseOrphans,
  SCOPE_API,
  SCOPE_DATA,
  seenGrants,
} from './grant-support';
import { ctxOf, idList, isBlank, paramsOf, tenantView } from '../../http/request';
import { forest, subtreeIds, titleNode } from './tree-nodes';
import { recordUsual } from './logs/usual';
import { revokedHere, revokeSessionsIn } from '../../auth/revoke';
import { assertWithinPackage } from './tenants/tenant-packages';

const BASE = '/api/blade-system/role';
/** Who may read the role tree: role managers, and user managers choosing a user's roles. */
const TREE_READERS = [
  'role',
  'role_view',
  'role_permission',
  'user',
  'user_view',
  'user_add',
  'user_edit',
  'user_role',
];

async function roleRows(app: FastifyInstance, ctx: RequestContext) {
  const repo = app.repo('role');
  const rows = await app.db
    .selectFrom('blade_role')
    .select(['id', 'parentId', 'roleName'])
    .where((eb) => repo.scope(eb, ctx))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...titleNode(r.id, r.parentId, r.roleName) }));
}

/**
 * Roles the caller may see and grant to: an administrator any live role, anyone else live roles of
 * their own tenant. All must exist, or the whole call is refused.
 */
export async function visibleRoles(app: FastifyInstance, ctx: RequestContext, ids: string[]): Promise<string[]> {
  // No ids is no roles (an empty `in ()` is not SQL).
  if (ids.length === 0) return [];
  const repo = app.repo('role');
  const rows = await app.db
    .selectFrom('blade_role')
    .select('id')
    .where((eb) => (ctx.isAdministrator ? eb('isDeleted', '=', 0) : repo.scope(eb, ctx)))
    .where('id', 'in', ids)
    .execute();
  if (rows.length !== ids.length) throw notFound('数据不存在或无权操作');
  return ids;
}

async function liveIds(db: Db, table: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('isDeleted', '=', 0).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => String(r.id)));
}

/** A grantor grants only what it holds; an administrator holds everything. */
function requireHeld(ctx: RequestContext, wanted: string[], held: Set<string> | null) {
  if (ctx.isAdministrator || !held) return;
  if (wanted.some((id) => !held.has(id))) throw forbidden('不可授予自身未拥有的权限');
}

/** The reserved alias belongs to the platform's one super administrator role. */
async function checkAlias(app: FastifyInstance, ctx: RequestContext, body: Record<string, unknown>) {
  const alias = typeof body.roleAlias === 'string' ? body.roleAlias.trim().toLowerCase() : '';
  if (alias !== ADMIN_ROLE_ALIAS) return;
  if (ctx.tenantId !== PLATFORM_TENANT) throw businessError('角色别名已被占用');
  const id = isBlank(body.id) ? '0' : String(body.id);
  const taken = await app.db
    .selectFrom('blade_role')
    .select('id')
    .where('isDeleted', '=', 0)
    .where(sql`lower(role_alias)`, '=', ADMIN_ROLE_ALIAS)
    .where('id', '<>', isId(id) ? id : '0')
    .executeTakeFirst();
  if (taken) throw businessError('角色别名已被占用');
}

async function checkParent(app: FastifyInstance, ctx: RequestContext, body: Record<string, unknown>) {
  if (isBlank(body.parentId) || String(body.parentId) === '0') return;
  const parentId = String(body.parentId);
  if (!(await app.repo('role').findRow(ctx, parentId))) throw badRequest('上级角色不存在');
  if (isBlank(body.id)) return;
  const all = await roleRows(app, ctx);
  if (subtreeIds(all, [String(body.id)]).has(parentId)) throw badRequest('上级角色不可为自身或其下级');
}

/** Role tree, parent choice, grants (POST grant), and the rules of submit and remove. */
export async function registerRoles(app: FastifyInstance) {
  const db = app.db;

  app.get(`${BASE}/tree`, { config: { access: { perm: TREE_READERS } } }, async (req) => {
    const ctx = tenantView(ctxOf(req), (req.query as Record<string, unknown>).tenantId);
    return ok(forest(await roleRows(app, ctx)));
  });

  app.get(`${BASE}/tree-by-id`, { config: { access: { perm: TREE_READERS } } }, async (req) => {
    const ctx = ctxOf(req);
    const roleId = String((req.query as Record<string, unknown>).roleId ?? '');
    const rows = await roleRows(app, ctx);
    const cut = isId(roleId) ? subtreeIds(rows, [roleId]) : new Set<string>();
    return ok(forest(rows.filter((r) => !cut.has(r.id))));
  });

  app.post(`${BASE}/grant`, { config: { access: { perm: 'role_permission' } } }, async (req) => {
    const ctx = ctxOf(req);
    const p = paramsOf(req);
    const roleIds = idList(p.roleIds, 'roleIds');
    if (roleIds.length === 0) throw badRequest('请选择角色');
    await visibleRoles(app, ctx, roleIds);
    const menuIds = idList(p.menuIds, 'menuIds');
    // The grant dialog's scope trees hang rules under menus; a fully checked menu node comes along
    // with its rules and is no rule itself, so only the ids of live rules are kept.
    const dataIds = [...(await liveIds(db, 'blade_scope_data', idList(p.dataScopeIds, 'dataScopeIds')))];
    const apiIds = [...(await liveIds(db, 'blade_scope_api', idList(p.apiScopeIds, 'apiScopeIds')))];
    const menus = await liveIds(db, 'blade_menu', menuIds);
    if (menus.size !== menuIds.length) throw badRequest('菜单不存在');
    const tenants = await db
      .selectFrom('blade_role')
      .select('tenantId')
      .distinct()
      .where('id', 'in', roleIds)
      .execute();
    for (const t of tenants) await assertWithinPackage(db, String(t.tenantId), menuIds);
    if (!ctx.isAdministrator) {
      requireHeld(ctx, menuIds, await heldMenuIds(db, ctx));
      requireHeld(ctx, dataIds, await heldScopeIds(db, ctx, SCOPE_DATA));
      requireHeld(ctx, apiIds, await heldScopeIds(db, ctx, SCOPE_API));
    }
    const version = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('blade_role_menu').where('roleId', 'in', roleIds).execute();
      await trx
        .deleteFrom('blade_role_scope')
        .where('roleId', 'in', roleIds)
        .where('scopeCategory', 'in', [SCOPE_DATA, SCOPE_API])
        .execute();
      const links = roleIds.flatMap((roleId) =>
        menuIds.map((menuId) => ({ id: newId(), roleId: roleId, menuId: menuId })),
      );
      if (links.length) await trx.insertInto('blade_role_menu').values(links).execute();
      const scopes = roleIds.flatMap((roleId) => [
        ...dataIds.map((scopeId) => ({ id: newId(), roleId: roleId, scopeId: scopeId, scopeCategory: SCOPE_DATA })),
        ...apiIds.map((scopeId) => ({ id: newId(), roleId: roleId, scopeId: scopeId, scopeCategory: SCOPE_API })),
      ]);
      if (scopes.length) await trx.insertInto('blade_role_scope').values(scopes).execute();
      return bumpGrants(app, trx);
    });
    seenGrants(app, version);
    recordUsual(app, ctx, {
      logLevel: 'info',
      logId: 'role_grant',
      logData: `角色授权: roles=${roleIds.join(',')} menus=${menuIds.length} dataScopes=${dataIds.length} apiScopes=${apiIds.length}`,
      requestUri: `${BASE}/grant`,
      method: 'POST',
    });
    return status(true, '授权成功');
  });

  aroundGeneric(app, 'POST', `${BASE}/submit`, async (req, next) => {
    const ctx = ctxOf(req);
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    await checkAlias(app, ctx, body);
    await checkParent(app, ctx, body);
    const out = await next();
    // A role's alias decides who is administrator: cached principals (keyed on the grants counter)
    // must see a renamed role on the very next request, on every instance.
    await bumpGrants(app);
    return out;
  });

  // A removed role leaves no grants behind (they would come back with a restored row). The platform's
  // super administrator role and roles with sub-roles stay.
  aroundGeneric(app, 'POST', `${BASE}/remove`, async (req, next) => {
    const ctx = ctxOf(req);
    const ids = idList((req.query as Record<string, unknown>).ids, 'ids');
    await refuseOrphans(app, app.repo('role'), ctx, ids);
    if (ids.length) {
      const reserved = await db
        .selectFrom('blade_role')
        .select('id')
        .where('id', 'in', ids)
        .where('isDeleted', '=', 0)
        .where(sql`lower(role_alias)`, '=', ADMIN_ROLE_ALIAS)
        .executeTakeFirst();
      if (reserved) throw businessError('超级管理员角色不可删除');
    }
    const out = await next();
    const { version, revoked } = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('blade_role_menu').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('blade_role_scope').where('roleId', 'in', ids).execute();
      // Holders of a removed role are signed out: they sign in again with the roles they still have.
      const holders =
        ids.length === 0
          ? []
          : await trx
              .selectFrom('blade_user')
              .select('id')
              .where('isDeleted', '=', 0)
              .where((eb) => eb.or(ids.map((id) => eb(sql<string>`',' || role_id || ','`, 'like', `%,${id},%`))))
              .execute();
      const revoked = await revokeSessionsIn(trx, app.feed, { userIds: holders.map((h) => String(h.id)) });
      return { version: await bumpGrants(app, trx), revoked };
    });
    seenGrants(app, version);
    revokedHere(app.feed, revoked);
    return out;
  });
}
