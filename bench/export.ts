/**
 * The export scenario of `npm run bench`: 100,000 subjects, then `POST /api/subject/subject/export`
 * timed end to end while the server process's resident memory is sampled. A filtered export of an
 * eighth of the rows runs first: a peak that stays the same for eight times the rows is what
 * "memory stays flat" means.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Db } from '../server/db/connection';

export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS || 100_000);

/**
 * Plausible subjects in one statement: every market type and business status, a paused half, open
 * dates over four years, distinct creation times (the list's newest-first order). Credit codes are
 * unique but carry no valid check digit: they never pass through validation here.
 */
export async function seedSubjects(db: Db, rows = EXPORT_ROWS) {
  await sql`insert into biz_subject (id, tenant_id, subject_name, credit_code, license_no, market_type, biz_type, legal_person,
      contact_phone, address, region_code, longitude, latitude, area, open_date, business_status, pause_status, nfc_status,
      remark, create_time, update_time, status, is_deleted)
    select 2000000000000000 + g, '000000', '基准经营主体' || g || '号店', '91330100MA' || lpad(g::text, 8, '0'), '文娱许字' || g,
      (g % 8) + 1, '娱乐服务', '法人' || (g % 997), '138' || lpad((g % 100000000)::text, 8, '0'),
      '浙江省杭州市西湖区文三路' || (g % 500) || '号', '330106', 120.1 + (g % 1000) / 10000.0, 30.2 + (g % 1000) / 10000.0,
      50 + (g % 400), date '2021-01-01' + (g % 1460), (g % 4) + 1, g % 2, 0, case when g % 3 = 0 then '备注' || g end,
      now() - (g || ' seconds')::interval, now(), 1, 0
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`vacuum analyze biz_subject`.execute(db);
}

/** Resident set size of a process in MB (Linux), or NaN where /proc is not there. */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export interface ExportFigures {
  label: string;
  rows: number;
  seconds: number;
  megabytes: number;
  rssBefore: number;
  rssPeak: number;
}

/** One export, end to end: request sent → last byte read; the server's RSS sampled every 20 ms. */
async function timeExport(
  base: string,
  headers: Record<string, string>,
  pid: number,
  label: string,
  query: string,
): Promise<ExportFigures> {
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/subject/subject/export${query}`, { method: 'POST', headers });
  if (res.status !== 200 || !String(res.headers.get('content-type')).includes('spreadsheetml')) {
    clearInterval(sampler);
    throw new Error(`export answered ${res.status}: ${await res.text()}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMb(pid));
  return { label, rows: await countRows(bytes), seconds, megabytes: bytes.length / 1024 / 1024, rssBefore, rssPeak };
}

/** Data rows of the file, read back with exceljs's streaming reader (a fast but empty file would lie). */
async function countRows(bytes: Buffer): Promise<number> {
  const { Readable } = await import('node:stream');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let rows = 0;
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows - 1;
}

export async function measureExports(
  base: string,
  headers: Record<string, string>,
  pid: number,
): Promise<ExportFigures[]> {
  const out = [
    await timeExport(base, headers, pid, 'export 1/8 (marketType=1)', '?marketType_equal=1'),
    await timeExport(base, headers, pid, `export all`, ''),
  ];
  for (const f of out) {
    console.log(
      `  ${f.label.padEnd(26)} ${String(f.rows).padStart(7)} rows  ${f.seconds.toFixed(2).padStart(6)} s  ${f.megabytes.toFixed(1).padStart(5)} MB file   server RSS ${f.rssBefore.toFixed(0)} MB before, peak ${f.rssPeak.toFixed(0)} MB`,
    );
  }
  console.log(`  server peak RSS over its life (VmHWM) ${rssMb(pid, 'VmHWM').toFixed(0)} MB`);
  return out;
}
