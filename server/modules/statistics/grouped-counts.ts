import { sql, type RawBuilder, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { RequestContext } from '../../http/access';
import { inRange, ownerFilters, type StatQuery } from './stat-query';
import { num, type StatReader } from './stat-reader';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;
type Row = Record<string, unknown>;

/** What one counted resource is counted by. */
export interface CountSpec {
  resource: string;
  /** The day the record counts on (a datetime column), or null: a stock (rows created up to the end day). */
  date: string | null;
  /** The column that holds the record's subject (`id` for subjects). */
  subject: 'id' | 'subject_id';
}

/** The counted resources of the statistics (their tables: resources/<domain>/<name>/schema.ts). */
export const COUNTED = {
  subject: { resource: 'subject', date: null, subject: 'id' },
  inspect: { resource: 'inspect', date: 'inspect_time', subject: 'subject_id' },
  supervise: { resource: 'supervise', date: 'create_time', subject: 'subject_id' },
  transfer: { resource: 'transfer', date: 'create_time', subject: 'subject_id' },
  evaluation: { resource: 'evaluation', date: 'evaluate_time', subject: 'subject_id' },
  complaint: { resource: 'complaint', date: 'found_time', subject: 'subject_id' },
} satisfies Record<string, CountSpec>;

/**
 * The conditions of the records a statistic counts: the caller's tenant and data scope (the
 * repository's own), the period (a stock: created by the end day), owner filters and `extra`.
 */
export function countedWhere(reader: StatReader, ctx: RequestContext, spec: CountSpec, s: StatQuery, extra?: (eb: Eb) => Expression<SqlBool>) {
  const repo = reader.repo(spec.resource);
  return (eb: Eb) => eb.and([
    repo.scope(eb, ctx),
    spec.date ? inRange(eb, spec.date, s) : eb(eb.ref('create_time'), '<', sql<string>`(${s.to}::date + 1)::timestamp`),
    ...ownerFilters(eb, s, spec.subject),
    ...(extra ? [extra(eb)] : []),
  ]);
}

/**
 * Counts grouped by one column (`key` as text, null kept) with optional named extra counts; `expr`
 * groups by an expression instead (`group` then names it in the cache key).
 */
export async function groupedCounts(
  reader: StatReader, ctx: RequestContext, spec: CountSpec, s: StatQuery, group: string,
  opts: { extra?: (eb: Eb) => Expression<SqlBool>; also?: Record<string, RawBuilder<string>>; cacheKey?: unknown; expr?: RawBuilder<unknown> } = {},
): Promise<Row[]> {
  const repo = reader.repo(spec.resource);
  return reader.cached(ctx, [spec.resource], `grouped:${group}`, { s, k: opts.cacheKey, also: Object.keys(opts.also ?? {}) }, async () => {
    const rows = await reader.deps.database.db.selectFrom(repo.def.table)
      .select([(opts.expr ?? sql.ref(group)).as('key'), sql<string>`count(*)`.as('value'), ...Object.entries(opts.also ?? {}).map(([name, expr]) => expr.as(name))])
      .where(countedWhere(reader, ctx, spec, s, opts.extra))
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute() as Row[];
    return rows.map((r) => ({
      ...Object.fromEntries(Object.keys(opts.also ?? {}).map((k) => [k, num(r[k])])),
      key: r.key === null || r.key === undefined ? null : String(r.key),
      value: num(r.value),
    }));
  });
}

/** One count of the records a statistic counts. */
export async function totalCount(reader: StatReader, ctx: RequestContext, spec: CountSpec, s: StatQuery, extra?: (eb: Eb) => Expression<SqlBool>, cacheKey?: unknown): Promise<number> {
  const repo = reader.repo(spec.resource);
  return reader.cached(ctx, [spec.resource], 'total', { s, cacheKey }, async () => {
    const r = await reader.deps.database.db.selectFrom(repo.def.table).select(sql<string>`count(*)`.as('n')).where(countedWhere(reader, ctx, spec, s, extra)).executeTakeFirstOrThrow();
    return num(r.n);
  });
}

/** Adds `name` from labels (a code's label, or `fallback` for no code). */
export const named = (rows: Row[], labels: Map<string, string>, fallback: string): Row[] =>
  rows.map((r) => ({ ...r, name: r.key === null ? fallback : labels.get(String(r.key)) ?? String(r.key) }));

/** The market type of a record's subject (a correlated read of the subject's row). */
export const subjectMarketType = (table: string) => sql`(select ms.market_type from biz_subject ms where ms.id = ${sql.ref(`${table}.subject_id`)})`;
