import { dbOf } from './auth-fixtures';
import type { TestServer } from './harness';

/** The ids of the platform tenant's enabled (status 2) live rows of a config table: enable must leave one. */
export async function enabledConfigIds(s: TestServer, table: 'blade_oss' | 'blade_sms'): Promise<string[]> {
  const rows = await dbOf(s)
    .selectFrom(table)
    .select('id')
    .where('tenantId', '=', '000000')
    .where('status', '=', 2)
    .where('isDeleted', '=', 0)
    .execute();
  return rows.map((r) => String(r.id));
}
