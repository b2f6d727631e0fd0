/**
 * The one map's scenario of `npm run bench` (BENCH_ROUTES=onemapLayer,onemapSta): on the 100,000
 * subjects of bench/export.ts (located in a 0.1° square, half of them paused), open complaints on one
 * subject in 20 and open report warnings on one in 30, so the state of every subject is computed
 * against real finding and warning tables. Seeded with set-based SQL, ids in their own range.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db/connection';
import { EXPORT_ROWS } from './export';

const TENANT = '000000';
// Subject ids: bench/export.ts numbers its subjects 2000000000000000 + g.

export async function seedMapFindings(db: Db): Promise<{ findings: number; warnings: number }> {
  await sql`insert into biz_complaint (id, tenant_id, complaint_no, subject_id, category, channel, description, consumer_name, consumer_phone,
      found_time, handle_status, create_time, update_time, status, is_deleted)
    select 5000000000000000 + g, ${TENANT}, 'TSB' || g, 2000000000000000 + g, 2, 1, '基准投诉' || g, '消费者', '13900000000',
      now(), case when g % 3 = 0 then 2 else 0 end, now(), now(), 1, 0
    from generate_series(20, ${EXPORT_ROWS}, 20) g`.execute(db);
  await sql`insert into biz_report_check_warn (id, tenant_id, subject_id, checkpoint_id, market_type, report_frequency, period_start, period_end, type, is_ab,
      warn_time, case_state, handle_status, create_time, update_time, status, is_deleted)
    select 5100000000000000 + g, ${TENANT}, 2000000000000000 + g, 1, 1, 3, date '2026-01-01', date '2026-01-31', 1, 0,
      now(), 0, 0, now(), now(), 1, 0
    from generate_series(30, ${EXPORT_ROWS}, 30) g`.execute(db);
  await sql`analyze biz_complaint`.execute(db);
  await sql`analyze biz_report_check_warn`.execute(db);
  return { findings: Math.floor(EXPORT_ROWS / 20), warnings: Math.floor(EXPORT_ROWS / 30) };
}

/** The routes measured: the city's box (capped at 2,000 points of 100,000) and the counts. */
export const onemapRoutes = (base: string) => ({
  layer: `${base}/api/subject/subject/queryLayer?bbox=120.0,30.1,120.3,30.4`,
  sta: `${base}/api/subject/subject/sta`,
});
