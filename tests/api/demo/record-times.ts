import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO_TENANT } from '../../../server/db/seed-data';
import { today } from '../../../server/demo/dates';
import { demoChecks } from './env';

/**
 * Columns that may lie after now by nature: obligations and validity, not when something happened
 * (整改期限 and other deadlines, a self-check period's end, expiry and validity dates, and the expiry of
 * the sign-in session the checks use).
 */
const FUTURE_BY_NATURE = [
  'deadline',
  'time_limit',
  'period_end',
  'expiry_date',
  'health_cert_expiry',
  'valid_to',
  'expires_at',
];

/**
 * No demo record is dated in the future: every date and time column of every table holding rows of
 * the demo tenant (what the generators wrote, their history and the counts kept from them) is at most
 * now, except the columns that are obligations by nature. Walked from the database's own catalogue,
 * so a table or column added later is checked too.
 */
export const describeRecordTimesDemo = demoChecks('demo record times', ({ env }) => {
  it('no row of the demo tenant is created, reported, found or handled after now', async () => {
    const db = env().s.built.app.db;
    const columns = await sql<{ tbl: string; col: string; kind: string }>`
      select c.table_name as tbl, c.column_name as col, c.data_type as kind
      from information_schema.columns c
      where c.table_schema = current_schema()
        and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
        and exists (select 1 from information_schema.columns t
                    where t.table_schema = c.table_schema and t.table_name = c.table_name and t.column_name = 'tenant_id')
      order by 1, 2`.execute(db);
    expect(columns.rows.map((c) => `${c.tbl}.${c.col}`)).toEqual(
      expect.arrayContaining([
        'biz_report_check.report_time',
        'biz_camera_alarm.alarm_time',
        'biz_evaluation.evaluate_time',
      ]),
    );
    // Dates are days in the server's zone (Asia/Shanghai in the tests), times instants.
    const day = today('Asia/Shanghai');
    const future: string[] = [];
    for (const { tbl, col, kind } of columns.rows) {
      if (FUTURE_BY_NATURE.includes(col)) continue;
      const after = kind === 'date' ? sql`${day}::date` : sql`now()`;
      const r = await sql<{ n: string; latest: string }>`
        select count(*)::text as n, max(${sql.id(col)})::text as latest from ${sql.id(tbl)}
        where tenant_id = ${DEMO_TENANT} and ${sql.id(col)} > ${after}`.execute(db);
      if (Number(r.rows[0].n) > 0) future.push(`${tbl}.${col}: ${r.rows[0].n} rows, latest ${r.rows[0].latest}`);
    }
    expect(future).toEqual([]);
  });
});
