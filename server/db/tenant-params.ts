import type { Db } from './connection';

/** A tenant's parameter (blade_param, 参数管理) by its key, as stored; '' when the tenant has none. */
export async function tenantParam(db: Db, tenantId: string, key: string): Promise<string> {
  const row = await db
    .selectFrom('blade_param')
    .select('paramValue')
    .where('tenantId', '=', tenantId)
    .where('paramKey', '=', key)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return String(row?.paramValue ?? '');
}
