import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AnyTables } from '../db/connection';
import type { ListParams } from './list-params';

type Eb = ExpressionBuilder<AnyTables, string>;
type Row = Record<string, unknown>;

/** The wire names of an order's columns, and the id that breaks its ties. */
export const keyColumns = (orders: ListParams['orders']) => [...orders.map((o) => o.column), 'id'];

/**
 * The rows that come after `last` in the list's order (its columns, then id descending): the seek of
 * a keyset walk. PostgreSQL puts NULLs last in ascending and first in descending order, and so does
 * this condition. Values are the rows' text forms, compared as the columns' own types (and collation).
 */
export function after(eb: Eb, orders: ListParams['orders'], last: Row): Expression<SqlBool> {
  const keys = [...orders, { column: 'id', dir: 'desc' as const }];
  const valueOf = (column: string) => {
    const v = last[column];
    return v === null || v === undefined ? null : String(v);
  };
  const same = (column: string): Expression<SqlBool> => {
    const v = valueOf(column);
    return v === null ? eb(eb.ref(column), 'is', null) : eb(eb.ref(column), '=', v);
  };
  const beyond = (column: string, dir: 'asc' | 'desc'): Expression<SqlBool> => {
    const v = valueOf(column);
    if (dir === 'asc')
      return v === null ? sql<SqlBool>`false` : eb.or([eb(eb.ref(column), '>', v), eb(eb.ref(column), 'is', null)]);
    return v === null ? eb(eb.ref(column), 'is not', null) : eb(eb.ref(column), '<', v);
  };
  return eb.or(
    keys.map((k, i) => eb.and([...keys.slice(0, i).map((prev) => same(prev.column)), beyond(k.column, k.dir)])),
  );
}
