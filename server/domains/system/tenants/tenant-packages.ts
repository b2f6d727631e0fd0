import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connection';
import { packageMenuIds } from '../../../http/tenant-package';
import { ok } from '../../../http/envelope';
import { badRequest, businessError } from '../../../http/errors';
import { isId } from '../../../core/ids';
import type tenantPackage from '../../../../resources/system/tenant-package/schema';
import type { Repository } from '../../../crud/repository';
import type { RemoveCall, SubmitCall } from '../../../crud/resource-server';
import type { RequestContext } from '../../../http/access';
import { envelope, noParams, rows } from '../../../http/route-schema';
import { bumpGrants, checkLiveMenus } from '../grant-support';
import { ctxOf, idList, isBlank } from '../../../http/request';

/** Tenant packages (租户产品包): the rule itself is in server/http/tenant-package.ts. */

/** Refuses menu ids outside the package of a tenant (a role grant). */
export async function assertWithinPackage(db: Db, tenantId: string, menuIds: string[]) {
  const allowed = await packageMenuIds(db, tenantId);
  if (allowed && menuIds.some((id) => !allowed.has(id))) throw businessError('不可授予租户产品包以外的菜单');
}

/**
 * A package's behaviour as its server.ts serves it (`select`, the tenant form's picker; the rules of its
 * submit and removal), and the check of the package a tenant is given.
 */
export function tenantPackageRules(app: FastifyInstance, repo: Repository<typeof tenantPackage>) {
  const db = app.db;
  const base = repo.def.base;

  const routes = () => {
    app.get(
      `${base}/select`,
      {
        config: { access: { platformAdmin: true } },
        schema: { querystring: noParams, response: envelope(rows()) },
      },
      async (req) => {
        const found = await db
          .selectFrom(repo.def.table)
          .select(['id', 'packageName'])
          .where((eb) => repo.scope(eb, ctxOf(req)))
          .orderBy('packageName')
          .orderBy('id')
          .execute();
        return ok(found.map((r) => ({ id: String(r.id), packageName: String(r.packageName ?? '') })));
      },
    );
  };

  /** Before the generic submit: a package's menus must exist. */
  const checkSubmit = async ({ body }: SubmitCall) => {
    const menuIds = idList(body.menuId, 'menuId');
    await checkLiveMenus(db, menuIds);
  };

  // After it: a change applies to every tenant of the package at once.
  const afterSubmit = async () => void (await bumpGrants(app));

  /** Before the generic removal: a package some live tenant uses stays. */
  const checkRemove = async ({ ids: asked }: RemoveCall) => {
    const ids = idList(asked, 'ids');
    if (ids.length) {
      const used = await db
        .selectFrom('blade_tenant')
        .select('id')
        .where('isDeleted', '=', 0)
        .where('packageId', 'in', ids)
        .executeTakeFirst();
      if (used) throw businessError('产品包已被租户使用,不可删除');
    }
  };

  /** The tenant form's package must be a live package; the platform tenant takes none ('0'). */
  const checkTenantPackage = async (ctx: RequestContext, body: Record<string, unknown>) => {
    if (!isBlank(body.packageId) && String(body.packageId) !== '0') {
      const id = String(body.packageId);
      if (!isId(id) || !(await repo.findRow(ctx, id))) throw badRequest('产品包不存在');
    }
  };

  return {
    submit: { check: checkSubmit, after: afterSubmit },
    remove: { check: checkRemove },
    routes,
    checkTenantPackage,
  };
}
