import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AnyTables } from './connection';

/**
 * The conditions of a tenant's live (not removed) rows of a table, its columns qualified by `alias` when
 * the statement names the table so: for the tenant-wide reads that do not go through a repository's scope.
 */
export function liveOfTenant<DB, TB extends keyof DB>(
  builder: ExpressionBuilder<DB, TB>,
  tenantId: string,
  alias?: string,
): Expression<SqlBool>[] {
  const eb = builder as unknown as ExpressionBuilder<AnyTables, string>;
  const column = (name: string) => eb.ref(alias ? `${alias}.${name}` : name);
  return [eb(column('tenantId'), '=', tenantId), eb(column('isDeleted'), '=', 0)];
}
