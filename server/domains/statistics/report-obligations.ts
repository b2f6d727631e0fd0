import { sql } from 'kysely';
import type { RequestContext } from '../../http/access';
import { page, type Page } from '../../http/envelope';
import { WARN_MISSING } from '../../../resources/report/reportcheckwarn/schema';
import type { Obligation } from '../../../resources/statistics-families';
import { reportOf } from '../report/due-obligations';
import { visibleDue } from './report-stats';
import type { StatQuery } from './stat-query';
import { num, type StatReader } from './stat-reader';

/** Which obligations of should-report vs reported to list: all of them (应上报) or one of its figures. */
export const OBLIGATION_STATES = ['reported', 'missing', 'late', 'abnormal'] as const;
export type ObligationState = (typeof OBLIGATION_STATES)[number];

const STATE_CONDITION: Record<ObligationState, ReturnType<typeof sql>> = {
  reported: sql`r.id is not null`,
  missing: sql`r.id is null`,
  late: sql`r.is_late = 1`,
  abnormal: sql`r.is_ab = 1`,
};

/** A row as the database answers it (the connection's CamelCasePlugin names the columns). */
interface DueRow extends Record<string, unknown> {
  total: string;
}

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * The obligations behind a should-report figure (report-stats.ts `reportCounts`), a page: an obligation
 * is no record of its own, so this lists each subject, checkpoint and period with the report that met it
 * or, where none did, the 未上报 warning the sweep raised (none yet: `warnId` null). Same scope, periods
 * and narrowing as the figure, so the total is the figure.
 */
export async function reportObligations(
  reader: StatReader,
  ctx: RequestContext,
  s: StatQuery,
  today: string,
  narrow: { checkpointId?: string; state?: ObligationState },
  paging: { current: number; size: number },
): Promise<Page<Obligation>> {
  const { current, size } = paging;
  const due = visibleDue(reader, ctx, s, today, narrow.checkpointId);
  if (!due) return page([], 0, current, size);
  const state = narrow.state ? sql`where ${STATE_CONDITION[narrow.state]}` : sql``;
  const { rows } = await sql<DueRow>`${due}
    select d.subject_id, s.subject_name, d.checkpoint_id, c.checkpoint_name, d.period_start, d.period_end,
           r.id as report_id, r.report_no, r.report_time, coalesce(r.is_late, 0) as is_late,
           coalesce(r.is_ab, 0) as is_ab, w.id as warn_id, count(*) over () as total
    from due d
    join biz_subject s on s.id = d.subject_id
    join biz_checkpoint c on c.id = d.checkpoint_id
    left join biz_report_check r on ${reportOf(ctx.tenantId)}
    left join lateral (
      select w.id from biz_report_check_warn w
      where w.tenant_id = ${ctx.tenantId} and w.subject_id = d.subject_id and w.checkpoint_id = d.checkpoint_id
        and w.period_start = d.period_start and w.type = ${WARN_MISSING} and w.is_deleted = 0
      limit 1
    ) w on true
    ${state}
    order by d.period_start desc, s.subject_name, c.checkpoint_name, d.subject_id, d.checkpoint_id
    limit ${size} offset ${(current - 1) * size}`.execute(reader.app.db);
  const total = rows.length ? num(rows[0].total) : await countOnly(reader, ctx, due, state);
  return page(
    rows.map((r) => ({
      subjectId: String(r.subjectId),
      subjectName: String(r.subjectName),
      checkpointId: String(r.checkpointId),
      checkpointName: String(r.checkpointName),
      periodStart: day(r.periodStart),
      periodEnd: day(r.periodEnd),
      reportId: text(r.reportId),
      reportNo: text(r.reportNo),
      reportTime: text(r.reportTime),
      isLate: num(r.isLate),
      isAb: num(r.isAb),
      warnId: text(r.warnId),
    })),
    total,
    current,
    size,
  );
}

/** The total when the page asked for lies past the last row. */
async function countOnly(
  reader: StatReader,
  ctx: RequestContext,
  due: ReturnType<typeof sql>,
  state: ReturnType<typeof sql>,
) {
  const { rows } = await sql<{ n: string }>`${due}
    select count(*) as n from due d left join biz_report_check r on ${reportOf(ctx.tenantId)} ${state}`.execute(
    reader.app.db,
  );
  return num(rows[0]?.n);
}
