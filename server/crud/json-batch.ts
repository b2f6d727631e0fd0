import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import type { ResourceDef } from '../../resources/types';
import type { ListParams } from './list-params';
import { BASE, byType } from './serialize';

type Row = Record<string, unknown>;

/**
 * A batch of rows read as ONE value: a JSON array of text arrays, aggregated by the database. PGlite
 * decodes a result value by value in JavaScript, which costs several times what the database spends
 * on the query (10,000 rows of a 30-column table: about a second row by row, a fifth of that as one
 * JSON text, parsed natively). Every column travels as its text form, exactly what the driver hands
 * over for a normal query (ids, numerics, dates and timestamps are read as text everywhere, see
 * server/db/connection.ts), so the usual serializer makes wire rows of it.
 */

const BASE_COLUMNS = ['id', 'createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status'];

/**
 * The wire names of the columns a batch carries: the base columns and the declared fields, or only
 * those in `only`; `needed` (the id, the order's columns) always.
 */
export function batchColumns(def: ResourceDef, only: ReadonlySet<string> | undefined, needed: string[]): string[] {
  const wanted = (c: string) => !only || only.has(c) || needed.includes(c);
  const declared = def.fields.filter((f) => !f.serverOnly && wanted(f.name)).map((f) => f.name);
  return [
    ...new Set([
      ...BASE_COLUMNS.filter(wanted),
      ...(def.tenantScoped && wanted('tenantId') ? ['tenantId'] : []),
      ...declared,
    ]),
  ];
}

/**
 * What the inner query selects: the row as a text array (`r`), and the order's columns (`o0`, `o1` …,
 * `k` the id) so the aggregate can keep the query's order (an aggregate keeps no input order unless
 * it says so).
 */
export function batchSelections(columns: string[], orders: ListParams['orders']): AliasedRawBuilder<unknown, string>[] {
  const values = sql.join(columns.map((c) => sql`${sql.ref(c)}::text`));
  return [sql`array[${values}]`.as('r'), ...orders.map((o, i) => sql.ref(o.column).as(`o${i}`)), sql.ref('id').as('k')];
}

/** The outer select: the batch as one JSON text, in the inner query's order (the id breaks ties, as in lists). */
export function batchAggregate(orders: ListParams['orders']): RawBuilder<string | null> {
  const keys = [
    ...orders.map((o, i) => sql`${sql.ref(`b.o${i}`)} ${o.dir === 'asc' ? sql`asc` : sql`desc`}`),
    sql`b.k desc`,
  ];
  return sql<string | null>`json_agg(b.r order by ${sql.join(keys)})::text`;
}

/** The batch's rows as text arrays, in the columns' order. */
export const batchValues = (json: string | null): (string | null)[][] => (json ? JSON.parse(json) : []);

/** One text array → the row keyed by wire name, as the driver would give it (the keyset reads these). */
export function rawRow(values: (string | null)[], columns: string[]): Row {
  return Object.fromEntries(columns.map((c, i) => [c, values[i]]));
}

/**
 * Text arrays → wire rows, converted column by column as the serializer converts a row (the same
 * converters, chosen once per batch rather than looked up per value: a 100,000-row export spent
 * more time in the per-row serializer than in the database).
 */
export function wireRows(def: ResourceDef, columns: string[]) {
  const types = new Map(def.fields.map((f) => [f.name, f.type]));
  const convert = columns.map(
    (c) => BASE[c] ?? (types.has(c) ? byType[types.get(c)!] : undefined) ?? ((v: unknown) => v),
  );
  return (batch: (string | null)[][]): Row[] =>
    batch.map((values) => {
      const row: Row = {};
      for (let i = 0; i < columns.length; i++) row[columns[i]] = convert[i](values[i]);
      return row;
    });
}
