/**
 * The report-warning scenario of `npm run bench` (BENCH_ROUTES=warnPage,warnBoard): 10,000 subjects
 * that must self-report, 10 monthly checkpoints each (100,000 assignments), three closed months of
 * reports (four in five reported, one report in twenty abnormal, with its warning), then the
 * missing-report sweep itself (timed: it is the server's job) writes the missing warnings. Seeded with
 * set-based SQL; ids in their own range so the other scenarios' rows never clash.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db/connection';
import { addDays } from '../resources/report-periods';
import { todayIn } from '../server/crud/no-past';
import { sweepMissingReports } from '../server/domains/report/warn-sweep';

export const WARN_SUBJECTS = Number(process.env.BENCH_WARN_SUBJECTS || 10_000);
export const WARN_CHECKPOINTS = 10;
const MONTHS = 3;
const TENANT = '000000';

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The closed months seeded, oldest first: [first day, last day]. */
export function benchMonths(today = todayIn()): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let end = addDays(firstOfMonth(today), -1);
  for (let i = 0; i < MONTHS; i++) {
    out.unshift([firstOfMonth(end), end]);
    end = addDays(firstOfMonth(end), -1);
  }
  return out;
}

/** The tables the missing-report sweep reads and writes: analysed before it runs, vacuumed after. */
const SWEPT_TABLES = [
  'biz_subject',
  'biz_checkpoint',
  'biz_subject_checkpoint',
  'biz_report_subject',
  'biz_report_check',
  'biz_report_check_warn',
];

export async function seedWarnings(db: Db): Promise<{ warnings: number; sweepMs: number }> {
  const months = benchMonths();
  const from = months[0][0];
  await sql`insert into biz_subject (id, tenant_id, subject_name, credit_code, market_type, legal_person, contact_phone, address, region_code,
      pause_status, nfc_status, create_time, update_time, status, is_deleted)
    select 3000000000000000 + g, ${TENANT}, '自查主体' || g || '号', '91330100WB' || lpad(g::text, 8, '0'), (g % 3) + 1, '法人' || (g % 997),
      '139' || lpad(g::text, 8, '0'), '文三路' || (g % 500) || '号', '330106', 0, 0, now() - (g || ' seconds')::interval, now(), 1, 0
    from generate_series(1, ${WARN_SUBJECTS}) g`.execute(db);
  await sql`insert into biz_checkpoint (id, tenant_id, checkpoint_name, market_type, report_frequency, need_nfc, need_photo, sort, enabled, create_time, update_time, status, is_deleted)
    select 3100000000000000 + c, ${TENANT}, '检查点' || c, (c % 3) + 1, 3, 0, 1, c, 1, now(), now(), 1, 0
    from generate_series(1, ${WARN_CHECKPOINTS}) c`.execute(db);
  await sql`insert into biz_subject_checkpoint (id, tenant_id, subject_id, checkpoint_id, assign_way, create_time, update_time, status, is_deleted)
    select 3200000000000000 + g * 100 + c, ${TENANT}, 3000000000000000 + g, 3100000000000000 + c, 2, now(), now(), 1, 0
    from generate_series(1, ${WARN_SUBJECTS}) g, generate_series(1, ${WARN_CHECKPOINTS}) c`.execute(db);
  await sql`insert into biz_report_subject (id, tenant_id, subject_id, report_frequency, start_date, staff_name, staff_phone, enabled, create_time, update_time, status, is_deleted)
    select 3300000000000000 + g, ${TENANT}, 3000000000000000 + g, 3, ${from}::date, '店长' || g, '13900000000', 1, now(), now(), 1, 0
    from generate_series(1, ${WARN_SUBJECTS}) g`.execute(db);
  const starts = months.map((m) => m[0]);
  const ends = months.map((m) => m[1]);
  await sql`insert into biz_report_check (id, tenant_id, report_no, subject_id, checkpoint_id, period_start, period_end, report_frequency, is_ab,
      reporter_name, report_time, is_late, create_time, update_time, status, is_deleted)
    select 3400000000000000 + (m.n * 10000000) + g * 100 + c, ${TENANT}, 'ZC' || m.n || '-' || g || '-' || c, 3000000000000000 + g, 3100000000000000 + c,
      m.s, m.e, 3, case when (g * 7 + c * 13 + m.n) % 20 = 0 then 1 else 0 end, '店长' || g, m.e + time '18:00', 0, now(), now(), 1, 0
    from generate_series(1, ${WARN_SUBJECTS}) g, generate_series(1, ${WARN_CHECKPOINTS}) c,
      unnest(${starts}::date[], ${ends}::date[]) with ordinality as m(s, e, n)
    where (g * 31 + c * 17 + m.n * 7) % 5 <> 0`.execute(db);
  // The abnormal reports' warnings, as the report's save writes them.
  await sql`insert into biz_report_check_warn (id, tenant_id, subject_id, checkpoint_id, market_type, report_frequency, period_start, period_end, type, is_ab,
      warn_time, reportcheck_id, case_state, handle_status, region_code, create_time, update_time, status, is_deleted)
    select r.id + 100000000000000, r.tenant_id, r.subject_id, r.checkpoint_id, c.market_type, 3, r.period_start, r.period_end, 2, 1,
      r.report_time, r.id, 0, 0, '330106', now(), now(), 1, 0
    from biz_report_check r join biz_checkpoint c on c.id = r.checkpoint_id
    where r.tenant_id = ${TENANT} and r.is_ab = 1 and r.id >= 3400000000000000`.execute(db);
  // Statistics first, as a live database has them: the sweep's plan depends on them.
  for (const t of SWEPT_TABLES) {
    await sql`analyze ${sql.table(t)}`.execute(db);
  }
  const t0 = Date.now();
  const written = await sweepMissingReports(db, { today: todayIn(), lookBackDays: 100, tenantId: TENANT });
  const sweepMs = Date.now() - t0;
  for (const t of SWEPT_TABLES) {
    await sql`vacuum analyze ${sql.table(t)}`.execute(db);
  }
  const [{ n }] = (
    await sql<{ n: string }>`select count(*) as n from biz_report_check_warn where tenant_id = ${TENANT}`.execute(db)
  ).rows;
  return { warnings: Number(n), sweepMs: written[TENANT] === undefined ? -1 : sweepMs };
}
