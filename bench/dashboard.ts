/**
 * The dashboard scenarios of `npm run bench`. BENCH_ROUTES=dashboard: the 100,000 subjects of the
 * export scenario (bench/export.ts) and the 1,000,000 inspections of bench/inspect.ts, every dashboard
 * call (server/domains/statistics/app-calls.ts) for this month; BENCH_ROUTES=dashboardDemo:
 * the same calls for this year on demo-generator data (bench/dashboard-demo.ts). Each call: its first
 * answer; its answer right after a write to the table it reads (what a read costs under a stream of
 * writes: answers are kept per change counter, so a write retires them); under load; and under load
 * while inspections are written.
 */
import { percentile } from './percentile';

export type DashboardCall = [name: string, path: string];

export const dashboardCalls = (period: 'month' | 'year'): DashboardCall[] => [
  ['dashboard pie', `/api/app/subject/subject/pie?period=${period}`],
  ['dashboard credit', `/api/app/subject/subject/detail?period=${period}`],
  ['dashboard reports', `/api/statistics/report/listRepeat?period=${period}`],
  ['dashboard supervise', `/api/app/supervise/supervise/list?period=${period}`],
  ['dashboard inspect', `/api/app/minier/enforce/results?period=${period}`],
  ['inspect by type', `/api/app/minier/enforce/inspects?period=${period}`],
];

/** Times the first answer of every dashboard call (each reads the database once) and checks it succeeded. */
export async function firstDashboardAnswers(
  base: string,
  headers: Record<string, string>,
  calls: DashboardCall[],
): Promise<void> {
  for (const [name, path] of calls) {
    const t0 = Date.now();
    const r = await fetch(`${base}${path}`, { headers });
    const body = (await r.json()) as { success?: boolean; data?: unknown };
    if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
    console.log(`  ${name}, first (uncached) answer: ${Date.now() - t0} ms`);
  }
}

/** The table each dashboard call's answer is retired by: a write there makes the next answer a fresh read. */
const WRITTEN_BY: Record<string, 'inspect' | 'subject' | undefined> = {
  'dashboard pie': 'subject',
  'dashboard credit': 'subject',
  'dashboard inspect': 'inspect',
  'inspect by type': 'inspect',
};

/** What the bench's writes name: an inspector of the signed-in tenant, subjects to inspect, subjects whose NFC check it toggles. */
export interface WriteTargets {
  enforcerId: string;
  inspectSubjects: string[];
  nfcSubjects: string[];
}

/** One write through the API that retires the answers reading `table`: a new inspection, or a subject's NFC check set or cleared. */
export function dashboardWriter(base: string, headers: Record<string, string>, t: WriteTargets) {
  const json = { ...headers, 'Content-Type': 'application/json' };
  const writes = { inspect: 0, subject: 0 };
  return async (table: 'inspect' | 'subject'): Promise<void> => {
    const n = ++writes[table];
    const r =
      table === 'inspect'
        ? await fetch(`${base}/api/enforcer/inspect/submit`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              subjectId: t.inspectSubjects[n % t.inspectSubjects.length],
              content: `基准巡检${n}`,
              enforcerId: t.enforcerId,
              result: n % 4 ? 1 : 2,
              ...(n % 4 ? {} : { timeLimit: '2099-12-31' }),
            }),
          })
        : // Set on odd writes, cleared on even ones: the same subject twice, then the next.
          await fetch(
            `${base}/api/subject/subject/${n % 2 ? 'checkNfc' : 'uncheckNfc'}?ids=${t.nfcSubjects[Math.floor((n - 1) / 2) % t.nfcSubjects.length]}`,
            { method: 'POST', headers },
          );
    const body = (await r.json()) as { success?: boolean };
    if (!body.success) throw new Error(`bench write (${table}): ${JSON.stringify(body)}`);
  };
}

/**
 * The answer right after a write (what the dashboard costs under a steady stream of writes): for each
 * call, `rounds` times a write to the table it reads then the call, timed; p50 and p95 of those.
 */
export async function dashboardAfterWrites(
  base: string,
  headers: Record<string, string>,
  calls: DashboardCall[],
  write: (table: 'inspect' | 'subject') => Promise<void>,
  rounds = 40,
): Promise<void> {
  for (const [name, path] of calls) {
    const table = WRITTEN_BY[name];
    if (!table) continue;
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      await write(table);
      const t0 = performance.now();
      const body = (await (await fetch(`${base}${path}`, { headers })).json()) as { success?: boolean };
      times.push(performance.now() - t0);
      if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name}, right after a write (${rounds} rounds): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
}
