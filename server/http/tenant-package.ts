import { sql, type Expression, type SqlBool, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { PLATFORM_TENANT } from './access';
import { isId } from '../core/ids';

/**
 * Tenant packages (租户产品包): a tenant with a package uses only the package's menus and buttons,
 * whatever its roles hold; the platform tenant and a tenant without a package are not limited.
 * Applied where menus are served (routes, buttons), granted (role grant, grant tree) and checked
 * (permissions.ts joins the same rule), so a grant made before the package cannot outlive it.
 */

/** The menu ids a tenant may use, or null when it is not limited. */
export async function packageMenuIds(db: Db, tenantId: string): Promise<Set<string> | null> {
  if (tenantId === PLATFORM_TENANT) return null;
  const row = await db
    .selectFrom('blade_tenant as t')
    .innerJoin('blade_tenant_package as p', 'p.id', 't.packageId')
    .select('p.menuId')
    .where('t.tenantId', '=', tenantId)
    .where('t.isDeleted', '=', 0)
    .where('p.isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  return new Set(
    String(row.menuId ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(isId),
  );
}

/**
 * SQL condition: the menu `menuRef` is within the package of the tenant `tenantRef` (or the tenant is
 * not limited). For queries that join roles to menus, such as the permission codes of a role set.
 */
export function withinPackage(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  eb: ExpressionBuilder<any, any>,
  tenantRef: string,
  menuRef: string,
): Expression<SqlBool> {
  const limited = eb
    .selectFrom('blade_tenant as pt')
    .innerJoin('blade_tenant_package as pp', 'pp.id', 'pt.package_id')
    .select(sql<number>`1`.as('one'))
    .where(sql.ref('pt.tenant_id'), '=', sql.ref(tenantRef))
    .where('pt.tenant_id', '<>', PLATFORM_TENANT)
    .where('pt.is_deleted', '=', 0)
    .where('pp.is_deleted', '=', 0);
  const inPackage = limited.where(
    sql<string>`',' || pp.menu_id || ','`,
    'like',
    sql<string>`'%,' || ${sql.ref(menuRef)} || ',%'`,
  );
  return eb.or([eb.not(eb.exists(limited)), eb.exists(inPackage)]);
}
