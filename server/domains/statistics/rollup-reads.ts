import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { RequestContext } from '../../http/access';
import type { Database } from '../../db/database';
import { rollupKeys, type RollupDef } from '../../db/rollups';
import { todayIn } from '../../crud/no-past';
import { addDays } from '../../../resources/report-periods';
import { STAT_ROLLUPS, type StatRollup, type StatTable } from './rollup-defs';
import type { Aggregate, CountSpec, Group } from './counted';
import type { StatQuery } from './stat-query';
import type { StatReader } from './stat-reader';

/** Conditions on a count table, whose columns are its declaration's (SQL names: rollup-defs.ts). */
type Eb = ExpressionBuilder<Database, StatTable>;
/** A statistic's rows, as groupedCounts reads them. */
type Row = Record<string, unknown>;

const ROLLUPS: Record<string, StatRollup | undefined> = STAT_ROLLUPS;

/** The rollup column a group reads, if the rollup keeps it. */
function keyColumn(def: RollupDef, group: Group): string | undefined {
  if (group === 'day') return def.day ? 'day' : undefined;
  if (group === 'subjectMarketType') return def.subjectMarketType ? 'market_type' : undefined;
  return rollupKeys(def).includes(group) ? group : undefined;
}

function rollupAggregate(a: Aggregate): RawBuilder<string> {
  return 'sum' in a
    ? sql<string>`coalesce(sum(${sql.ref(a.sum)} * n), 0)`
    : sql<string>`coalesce(sum(n) filter (where ${sql.ref(a.count[0])} ${sql.raw(a.count[1])} ${a.count[2]}), 0)`;
}

/**
 * The counts of `groupedCounts` read from the resource's rollup (server/db/rollups.ts, kept in every
 * writing transaction), or undefined when there is none or it does not keep what the query needs (a
 * column, a stock's past end day): then the records are counted. The same conditions as a count of
 * the records: the caller's tenant and data scope (on the kept creator and creating dept), the days,
 * the region prefix, the owning dept and the subject's market type.
 */
export async function rollupCounts(
  reader: StatReader,
  ctx: RequestContext,
  spec: CountSpec,
  s: StatQuery,
  group: Group,
  also: Record<string, Aggregate>,
): Promise<Row[] | undefined> {
  const def = ROLLUPS[spec.resource];
  if (!def) return undefined;
  const key = keyColumn(def, group);
  const keys = rollupKeys(def);
  if (!key || Object.values(also).some((a) => !keys.includes('sum' in a ? a.sum : a.count[0]))) return undefined;
  // A stock is kept as it stands now: it answers a range that ends today or later (records created by then).
  if (!def.day && s.to < todayIn(reader.app.config.timeZone)) return undefined;
  const repo = reader.repo(spec.resource);
  const where = (eb: Eb): Expression<SqlBool> => {
    const conds: Expression<SqlBool>[] = [eb(eb.ref('tenant_id'), '=', ctx.tenantId)];
    const owned = repo.dataScope(eb, ctx);
    if (owned) conds.push(owned);
    if (def.day)
      conds.push(
        eb(eb.ref('day'), '>=', sql<string>`${s.from}::date`),
        eb(eb.ref('day'), '<', sql<string>`${addDays(s.to, 1)}::date`),
      );
    if (s.regionCode) conds.push(eb(eb.ref('region_code'), 'like', `${s.regionCode}%`));
    if (s.deptId) conds.push(eb(eb.ref('dept_id'), '=', s.deptId));
    if (s.marketType !== undefined) conds.push(eb(eb.ref('market_type'), '=', s.marketType));
    return eb.and(conds);
  };
  const entries = Object.entries(also);
  return (
    (await reader.app.db
      .selectFrom(def.table)
      .select([
        (key === 'day' ? sql`to_char(day, 'YYYY-MM-DD')` : sql.ref(key)).as('key'),
        sql<string>`sum(n)`.as('value'),
        ...entries.map(([name, a]) => rollupAggregate(a).as(name)),
      ])
      .where(where)
      .groupBy(sql`1`)
      // Removed records leave their key at zero until the next rebuild; a count of the records has no such group.
      .having(sql`sum(n)`, '<>', 0)
      .orderBy(sql`1`)
      .execute()) as Row[]
  );
}
