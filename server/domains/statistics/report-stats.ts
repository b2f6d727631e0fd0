import { sql, type RawBuilder } from 'kysely';
import type { RequestContext } from '../../http/access';
import type { ResourceName } from '../../../resources/declarations';
import { closedPeriodsBeginning } from '../report/obligations';
import { dueCte, reportOf } from '../report/due-obligations';
import { ownerFilters, type StatQuery } from './stat-query';
import { num, type StatReader } from './stat-reader';

/** A statistic's row (counts as numbers, keyed by the group). */
type Row = Record<string, unknown>;

/** What the statement answers per group (counts as the database answers them: bigint text). */
interface DueCount {
  key: unknown;
  should: string;
  reported: string;
  late: string;
  abnormal: string;
}

/** The tables the should-report counts read (obligations.ts): their counters retire the cached answers. */
export const REPORT_TABLES: ResourceName[] = [
  'reportcheck',
  'subject',
  'checkpoint',
  'subjectcheckpoint',
  'reportsubject',
];

/** What the obligations are counted by. */
export type ReportGroup = 'marketType' | 'checkpoint' | 'subject';

const GROUP_COLUMN: Record<ReportGroup, string> = {
  marketType: 'd.market_type',
  checkpoint: 'd.checkpoint_id',
  subject: 'd.subject_id',
};

/**
 * The `due` obligations (obligations.ts `dueCte`) a statistic counts: those of the closed periods that
 * begin within the query's days, of the subjects the caller sees (subject scope, region, dept), of the
 * checkpoints of the query's market type. Undefined when no such period has closed yet.
 */
export function visibleDue(
  reader: StatReader,
  ctx: RequestContext,
  s: StatQuery,
  today: string,
  checkpointId?: string,
): RawBuilder<unknown> | undefined {
  const periods = closedPeriodsBeginning(s.from, s.to, today);
  if (!periods.length) return undefined;
  const subjects = reader.repo('subject');
  const visible = reader.app.db
    .selectFrom(subjects.def.table)
    .select('id')
    .where((eb) => eb.and([subjects.scope(eb, ctx), ...ownerFilters(eb, { ...s, marketType: undefined }, 'id')]));
  return dueCte(ctx.tenantId, periods, { marketType: s.marketType, subjectIn: visible, checkpointId });
}

/**
 * Should-report vs reported (企业自查, docs/domain.md flow 1): the obligations of the closed periods that
 * begin within the query's days (a period still open owes nothing yet), of the subjects the caller
 * sees (subject scope, region, dept; market type: the checkpoint's), each matched with its live
 * report. One row per group: shouldReport, reported, missing, late, abnormal, reportRate (percent).
 */
export async function reportCounts(
  reader: StatReader,
  ctx: RequestContext,
  s: StatQuery,
  today: string,
  group: ReportGroup,
): Promise<Row[]> {
  return reader.cached(ctx, REPORT_TABLES, `report:${group}`, { s, today }, async () => {
    const due = visibleDue(reader, ctx, s, today);
    if (!due) return [];
    const column = sql.raw(GROUP_COLUMN[group]);
    const { rows } = await sql<DueCount>`${due}
      select ${column} as key, count(*) as should, count(r.id) as reported,
             count(*) filter (where r.is_late = 1) as late, count(*) filter (where r.is_ab = 1) as abnormal
      from due d left join biz_report_check r on ${reportOf(ctx.tenantId)}
      group by 1 order by 1`.execute(reader.app.db);
    return rows.map((r) => {
      const should = num(r.should);
      const reported = num(r.reported);
      return {
        key: r.key === null || r.key === undefined ? null : String(r.key),
        shouldReport: should,
        reported,
        missing: should - reported,
        late: num(r.late),
        abnormal: num(r.abnormal),
        reportRate: should ? Math.round((reported / should) * 1000) / 10 : 0,
      };
    });
  });
}
