import { sql, type RawBuilder, type Expression, type SqlBool } from 'kysely';
import type { RequestContext } from '../../http/access';
import { page, type Page } from '../../http/envelope';
import type { ResourceName } from '../../../resources/declarations';
import { inRange, ownerFilters, type StatQuery } from './stat-query';
import { num, type StatReader } from './stat-reader';
import { rollupCounts } from './rollup-reads';
import type { Aggregate, CountedEb, CountSpec, Group } from './counted';

/** A statistic's rows: `key` (text, or null), `value` and the extra figures, all counts are numbers. */
type Row = Record<string, unknown>;

/**
 * The conditions of the records a statistic counts: the caller's tenant and data scope (the
 * repository's own), the period (a stock: created by the end day), owner filters and `extra`.
 */
export function countedWhere(
  reader: StatReader,
  ctx: RequestContext,
  spec: CountSpec,
  s: StatQuery,
  extra?: (eb: CountedEb) => Expression<SqlBool>,
) {
  const repo = reader.repo(spec.resource);
  return (eb: CountedEb) =>
    eb.and([
      repo.scope(eb, ctx),
      spec.date ? inRange(eb, spec.date, s) : eb('createTime', '<', sql<string>`(${s.to}::date + 1)::timestamp`),
      ...ownerFilters(eb, s, spec.subject),
      ...(extra ? [extra(eb)] : []),
    ]);
}

/**
 * The tables a count reads: the record's, and the subjects' for a record of a subject (its market type
 * filters and groups through the subject, so a subject's change must retire the answer too).
 */
const tablesOf = (spec: CountSpec): ResourceName[] =>
  spec.subject === 'subject_id' ? [spec.resource, 'subject'] : [spec.resource];

function liveAggregate(a: Aggregate): RawBuilder<string> {
  return 'sum' in a
    ? sql<string>`coalesce(sum(${sql.ref(a.sum)}), 0)`
    : sql<string>`count(*) filter (where ${sql.ref(a.count[0])} ${sql.raw(a.count[1])} ${a.count[2]})`;
}

/**
 * Counts grouped by `group` (`key` as text, null kept) with optional named extra figures (`also`),
 * from the statistic's rollup when one keeps what the query needs (rollup-reads.ts), else from the
 * records. By the subject's market type the records are counted per subject first, then the few
 * subject rows joined (a join or a correlated read per record costs seconds at a million).
 */
export async function groupedCounts(
  reader: StatReader,
  ctx: RequestContext,
  spec: CountSpec,
  s: StatQuery,
  group: Group,
  opts: { extra?: (eb: CountedEb) => Expression<SqlBool>; also?: Record<string, Aggregate>; cacheKey?: unknown } = {},
): Promise<Row[]> {
  const repo = reader.repo(spec.resource);
  const db = reader.app.db;
  const also = Object.entries(opts.also ?? {});
  return reader.cached(ctx, tablesOf(spec), `grouped:${group}`, { s, k: opts.cacheKey, also: opts.also }, async () => {
    const rows =
      (!opts.extra ? await rollupCounts(reader, ctx, spec, s, group, opts.also ?? {}) : undefined) ??
      ((group === 'subjectMarketType'
        ? await db
            .selectFrom(
              db
                .selectFrom(repo.def.table)
                .select([
                  sql.ref('subject_id').as('sid'),
                  sql<string>`count(*)`.as('n'),
                  ...also.map(([name, a]) => liveAggregate(a).as(name)),
                ])
                .where(countedWhere(reader, ctx, spec, s, opts.extra))
                .groupBy(sql.ref('subject_id'))
                .as('g'),
            )
            .leftJoin('biz_subject as ms', 'ms.id', 'g.sid')
            .select([
              sql.ref('ms.market_type').as('key'),
              sql<string>`sum(g.n)`.as('value'),
              ...also.map(([name]) => sql<string>`sum(${sql.ref(`g.${name}`)})`.as(name)),
            ])
            .groupBy(sql`1`)
            .orderBy(sql`1`)
            .execute()
        : await db
            .selectFrom(repo.def.table)
            .select([
              (group === 'day'
                ? sql`to_char(${sql.ref(spec.date ?? 'create_time')}, 'YYYY-MM-DD')`
                : sql.ref(group)
              ).as('key'),
              sql<string>`count(*)`.as('value'),
              ...also.map(([name, a]) => liveAggregate(a).as(name)),
            ])
            .where(countedWhere(reader, ctx, spec, s, opts.extra))
            .groupBy(sql`1`)
            .orderBy(sql`1`)
            .execute()) as Row[]);
    return rows.map((r) => ({
      ...Object.fromEntries(also.map(([k]) => [k, num(r[k])])),
      key: r.key === null || r.key === undefined ? null : String(r.key),
      value: num(r.value),
    }));
  });
}

/** One count of the records a statistic counts. */
export async function totalCount(
  reader: StatReader,
  ctx: RequestContext,
  spec: CountSpec,
  s: StatQuery,
  extra?: (eb: CountedEb) => Expression<SqlBool>,
  cacheKey?: unknown,
): Promise<number> {
  const repo = reader.repo(spec.resource);
  return reader.cached(ctx, tablesOf(spec), 'total', { s, cacheKey }, async () => {
    const r = await reader.app.db
      .selectFrom(repo.def.table)
      .select(sql<string>`count(*)`.as('n'))
      .where(countedWhere(reader, ctx, spec, s, extra))
      .executeTakeFirstOrThrow();
    return num(r.n);
  });
}

/** Adds `name` from labels (a code's label, or `fallback` for no code). */
export const named = (rows: Row[], labels: Map<string, string>, fallback: string): Row[] =>
  rows.map((r) => ({ ...r, name: r.key === null ? fallback : (labels.get(String(r.key)) ?? String(r.key)) }));

/**
 * One page of the records a statistic counted (the drill-down of a figure), newest first by `newest`
 * then by id, with the count of them all, as the wire shows records.
 */
export async function countedPage(
  reader: StatReader,
  spec: CountSpec,
  where: (eb: CountedEb) => Expression<SqlBool>,
  newest: 'createTime' | 'inspectTime',
  { current, size }: { current: number; size: number },
): Promise<Page<Row>> {
  const repo = reader.repo(spec.resource);
  const db = reader.app.db;
  const [{ n }] = await db
    .selectFrom(repo.def.table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(where)
    .execute();
  const found = await db
    .selectFrom(repo.def.table)
    .selectAll()
    .where(where)
    .orderBy(newest, 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return page(found.map(repo.serialize), num(n), current, size);
}
