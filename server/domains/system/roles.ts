import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLE_ALIAS, PLATFORM_TENANT, type RequestContext } from '../../http/access';
import { ok, status } from '../../http/envelope';
import { badRequest, businessError, forbidden, notFound } from '../../http/errors';
import { isId, newId } from '../../core/ids';
import type role from '../../../resources/system/role/schema';
import type { Repository } from '../../crud/repository';
import type { RemoveCall, SubmitCall } from '../../crud/resource-server';
import { done, envelope, params, rows, S, paramsRoute } from '../../http/route-schema';
import { idsOrList } from './params';
import {
  bumpGrants,
  checkLiveMenus,
  heldMenuIds,
  heldScopeIds,
  liveIds,
  refuseOrphans,
  SCOPE_API,
  SCOPE_DATA,
  seenGrants,
} from './grant-support';
import { ctxOf, idList, isBlank, tenantView, withParams } from '../../http/request';
import { forest, subtreeIds, titleNode } from './tree-nodes';
import { recordUsual } from './logs/usual';
import { revokedHere, revokeSessionsIn } from '../../auth/revoke';
import { assertWithinPackage } from './tenants/tenant-packages';

type Roles = Repository<typeof role>;
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
    .where(sql<string>`lower(role_alias)`, '=', ADMIN_ROLE_ALIAS)
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
export function roleAdmin(app: FastifyInstance, repo: Roles) {
  const db = app.db;
  const base = repo.def.base;

  const routes = () => {
    // tenantId: the tenant a platform administrator asks for (tenantView), ignored otherwise.
    app.get(
      `${base}/tree`,
      {
        config: { access: { perm: TREE_READERS } },
        schema: { querystring: params({ tenantId: S.any }), response: envelope(rows()) },
      },
      async (req) => {
        const ctx = tenantView(ctxOf(req), (req.query as Record<string, unknown>).tenantId);
        return ok(forest(await roleRows(app, ctx)));
      },
    );

    // The tree without the role being edited and its descendants (its parent's choices); a roleId that
    // is no id cuts nothing.
    app.get(
      `${base}/tree-by-id`,
      {
        config: { access: { perm: TREE_READERS } },
        schema: { querystring: params({ roleId: S.any }), response: envelope(rows()) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const roleId = String((req.query as Record<string, unknown>).roleId ?? '');
        const found = await roleRows(app, ctx);
        const cut = isId(roleId) ? subtreeIds(found, [roleId]) : new Set<string>();
        return ok(forest(found.filter((r) => !cut.has(r.id))));
      },
    );

    app.post(
      `${base}/grant`,
      paramsRoute(
        'role_permission',
        params({ roleIds: idsOrList, menuIds: idsOrList, dataScopeIds: idsOrList, apiScopeIds: idsOrList }),
        done,
      ),
      withParams(async (ctx, p) => {
        const roleIds = idList(p.roleIds, 'roleIds');
        if (roleIds.length === 0) throw badRequest('请选择角色');
        await visibleRoles(app, ctx, roleIds);
        const menuIds = idList(p.menuIds, 'menuIds');
        // The grant dialog's scope trees hang rules under menus; a fully checked menu node comes along
        // with its rules and is no rule itself, so only the ids of live rules are kept.
        const dataIds = [...(await liveIds(db, 'blade_scope_data', idList(p.dataScopeIds, 'dataScopeIds')))];
        const apiIds = [...(await liveIds(db, 'blade_scope_api', idList(p.apiScopeIds, 'apiScopeIds')))];
        await checkLiveMenus(db, menuIds);
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
          const links = roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ id: newId(), roleId, menuId })));
          if (links.length) await trx.insertInto('blade_role_menu').values(links).execute();
          const scopes = roleIds.flatMap((roleId) => [
            ...dataIds.map((scopeId) => ({ id: newId(), roleId, scopeId, scopeCategory: SCOPE_DATA })),
            ...apiIds.map((scopeId) => ({ id: newId(), roleId, scopeId, scopeCategory: SCOPE_API })),
          ]);
          if (scopes.length) await trx.insertInto('blade_role_scope').values(scopes).execute();
          return bumpGrants(app, trx);
        });
        seenGrants(app, version);
        recordUsual(app, ctx, {
          logLevel: 'info',
          logId: 'role_grant',
          logData: `角色授权: roles=${roleIds.join(',')} menus=${menuIds.length} dataScopes=${dataIds.length} apiScopes=${apiIds.length}`,
          requestUri: `${base}/grant`,
          method: 'POST',
        });
        return status(true, '授权成功');
      }),
    );
  };

  /** Before the generic submit: the reserved alias and a parent of the own tenant, not below the role itself. */
  const checkSubmit = async ({ ctx, body }: SubmitCall) => {
    await checkAlias(app, ctx, body);
    await checkParent(app, ctx, body);
  };

  // A role's alias decides who is administrator: cached principals (keyed on the grants counter)
  // must see a renamed role on the very next request, on every instance.
  const afterSubmit = async () => void (await bumpGrants(app));

  /** Before the generic removal: the platform's super administrator role and roles with sub-roles stay. */
  const checkRemove = async ({ ctx, ids: asked }: RemoveCall) => {
    const ids = idList(asked, 'ids');
    await refuseOrphans(app, repo, ctx, ids);
    if (ids.length) {
      const reserved = await db
        .selectFrom('blade_role')
        .select('id')
        .where('id', 'in', ids)
        .where('isDeleted', '=', 0)
        .where(sql<string>`lower(role_alias)`, '=', ADMIN_ROLE_ALIAS)
        .executeTakeFirst();
      if (reserved) throw businessError('超级管理员角色不可删除');
    }
  };

  // A removed role leaves no grants behind (they would come back with a restored row).
  const afterRemove = async ({ ids: asked }: RemoveCall) => {
    const ids = idList(asked, 'ids');
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
  };

  return { routes, checkSubmit, afterSubmit, checkRemove, afterRemove };
}
