import { sql, type RawBuilder } from 'kysely';
import type { FrequencyPeriod } from './obligations';

/** Narrowing of the obligations (all optional; `subjectIn` is a subquery of visible subject ids). */
export interface ObligationFilter {
  subjectId?: string;
  checkpointId?: string;
  marketType?: number;
  bizType?: string;
  subjectIn?: RawBuilder<unknown> | { compile: unknown };
}

/**
 * `with periods as (…), due as (…)`: who had to report which checkpoint for which of the periods:
 * the subject's assignment, the checkpoint enabled, the subject live and not paused, its reportsubject
 * row enabled with the period inside startDate..endDate, the period of the checkpoint's frequency (the
 * reportsubject's when the checkpoint has none). `due` has subject_id, checkpoint_id, market_type,
 * biz_type, frequency, period_start, period_end, dept_id, region_code, owner_dept. Every value is bound.
 */
export function dueCte(tenantId: string, periods: FrequencyPeriod[], f: ObligationFilter = {}): RawBuilder<unknown> {
  const extra = [
    f.subjectId ? sql`and sc.subject_id = ${f.subjectId}` : sql``,
    f.checkpointId ? sql`and sc.checkpoint_id = ${f.checkpointId}` : sql``,
    f.marketType !== undefined ? sql`and c.market_type = ${f.marketType}` : sql``,
    f.bizType ? sql`and c.biz_type = ${f.bizType}` : sql``,
    f.subjectIn ? sql`and sc.subject_id in (${f.subjectIn as RawBuilder<unknown>})` : sql``,
  ];
  return sql`
    with periods as (
      select * from unnest(${periods.map((p) => p.frequency)}::int[], ${periods.map((p) => p.start)}::date[], ${periods.map((p) => p.end)}::date[]) as p(frequency, period_start, period_end)
    ), due as (
      select sc.subject_id, sc.checkpoint_id, c.market_type, c.biz_type, p.frequency, p.period_start, p.period_end,
             s.dept_id, s.region_code, coalesce(s.dept_id, s.create_dept) as owner_dept
      from biz_subject_checkpoint sc
      join biz_checkpoint c on c.id = sc.checkpoint_id and c.tenant_id = sc.tenant_id and c.is_deleted = 0 and c.enabled = 1
      join biz_subject s on s.id = sc.subject_id and s.tenant_id = sc.tenant_id and s.is_deleted = 0 and coalesce(s.pause_status, 0) = 0
      join biz_report_subject rs on rs.subject_id = sc.subject_id and rs.tenant_id = sc.tenant_id and rs.is_deleted = 0 and rs.enabled = 1
      join periods p on p.frequency = coalesce(c.report_frequency, rs.report_frequency)
        and rs.start_date <= p.period_start and (rs.end_date is null or rs.end_date >= p.period_end)
      where sc.tenant_id = ${tenantId} and sc.is_deleted = 0 ${sql.join(extra, sql` `)}
    )`;
}

/** `r` is a live report of the obligation `d` (same subject, checkpoint and period). */
export const reportOf = (tenantId: string) =>
  sql`r.tenant_id = ${tenantId} and r.subject_id = d.subject_id and r.checkpoint_id = d.checkpoint_id and r.period_start = d.period_start and r.is_deleted = 0`;
