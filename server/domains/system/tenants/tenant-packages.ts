import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connection';
import { packageMenuIds } from '../../../http/tenant-package';
import { ok } from '../../../http/envelope';
import { badRequest, businessError } from '../../../http/errors';
import { isId } from '../../../core/ids';
import { aroundGeneric } from '../../extend-generic';
import { bumpGrants } from '../grant-support';
import { ctxOf, idList, isBlank } from '../../../http/request';

/** Tenant packages (租户产品包): the rule itself is in server/http/tenant-package.ts. */

/** Refuses menu ids outside the package of a tenant (a role grant). */
export async function assertWithinPackage(db: Db, tenantId: string, menuIds: string[]) {
  const allowed = await packageMenuIds(db, tenantId);
  if (allowed && menuIds.some((id) => !allowed.has(id))) throw businessError('不可授予租户产品包以外的菜单');
}

/** select (the tenant form's picker), and the rules of package and tenant writes. */
export async function registerTenantPackages(app: FastifyInstance) {
  const repo = app.repo('tenant-package');
  const db = app.db;
  const base = repo.def.base;
  const platform = { platformAdmin: true } as const;

  app.get(`${base}/select`, { config: { access: platform } }, async (req) => {
    const rows = await db
      .selectFrom(repo.def.table)
      .select(['id', 'packageName'])
      .where((eb) => repo.scope(eb, ctxOf(req)))
      .orderBy('packageName')
      .orderBy('id')
      .execute();
    return ok(rows.map((r) => ({ id: String(r.id), packageName: String(r.packageName ?? '') })));
  });

  // A package's menus must exist; a change applies to every tenant of the package at once.
  aroundGeneric(app, 'POST', `${base}/submit`, async (req, next) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const menuIds = idList(body.menuId, 'menuId');
    if (menuIds.length) {
      const live = await db
        .selectFrom('blade_menu')
        .select('id')
        .where('isDeleted', '=', 0)
        .where('id', 'in', menuIds)
        .execute();
      if (live.length !== menuIds.length) throw badRequest('菜单不存在');
    }
    const out = await next();
    await bumpGrants(app);
    return out;
  });

  aroundGeneric(app, 'POST', `${base}/remove`, async (req, next) => {
    const ids = idList((req.query as Record<string, unknown>).ids, 'ids');
    if (ids.length) {
      const used = await db
        .selectFrom('blade_tenant')
        .select('id')
        .where('isDeleted', '=', 0)
        .where('packageId', 'in', ids)
        .executeTakeFirst();
      if (used) throw businessError('产品包已被租户使用,不可删除');
    }
    return next();
  });

  // The tenant form's package must be a live package; the platform tenant takes none.
  aroundGeneric(app, 'POST', '/api/blade-system/tenant/submit', async (req, next) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    if (!isBlank(body.packageId) && String(body.packageId) !== '0') {
      const id = String(body.packageId);
      if (!isId(id) || !(await repo.findRow(ctxOf(req), id))) throw badRequest('产品包不存在');
    }
    const out = await next();
    await bumpGrants(app);
    return out;
  });
}
