/**
 * The dashboard scenario of `npm run bench` (BENCH_ROUTES=dashboard): the 100,000 subjects of the
 * export scenario (bench/export.ts) and the 1,000,000 inspections of bench/inspect.ts, then every
 * dashboard call of issue 13 (server/modules/statistics/app-calls.ts) for this month: the first
 * (uncached) answer of each is timed once, then each is measured under load. Answers are kept per
 * change counter of the tables they read, so under load (no writes) they are served from memory; the
 * first answer is what a read right after a write costs.
 */
export const DASHBOARD_CALLS: Array<[string, string]> = [
  ['dashboard pie', '/api/app/subject/subject/pie?period=month'],
  ['dashboard credit', '/api/app/subject/subject/detail?period=month'],
  ['dashboard reports', '/api/statistics/report/listRepeat?period=month'],
  ['dashboard supervise', '/api/app/supervise/supervise/list?period=month'],
  ['dashboard inspect', '/api/app/minier/enforce/results?period=month'],
  ['inspect by type', '/api/app/minier/enforce/inspects?period=month'],
];

/** Times the first answer of every dashboard call (each reads the database once) and checks it succeeded. */
export async function firstDashboardAnswers(base: string, headers: Record<string, string>): Promise<void> {
  for (const [name, path] of DASHBOARD_CALLS) {
    const t0 = Date.now();
    const r = await fetch(`${base}${path}`, { headers });
    const body = await r.json() as { success?: boolean; data?: unknown };
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

/** One write through the API that retires the answers reading `table`: a new inspection, or a subject's NFC check set or cleared. */
export function dashboardWriter(base: string, headers: Record<string, string>, enforcerId: string) {
  const json = { ...headers, 'Content-Type': 'application/json' };
  const writes = { inspect: 0, subject: 0 };
  return async (table: 'inspect' | 'subject'): Promise<void> => {
    const n = ++writes[table];
    const r = table === 'inspect'
      ? await fetch(`${base}/api/enforcer/inspect/submit`, { method: 'POST', headers: json, body: JSON.stringify({ subjectId: String(4000000000000001 + (n % 1000)), content: `基准巡检${n}`, enforcerId, result: n % 4 ? 1 : 2, ...(n % 4 ? {} : { timeLimit: '2099-12-31' }) }) })
      : await fetch(`${base}/api/subject/subject/${n % 2 ? 'checkNfc' : 'uncheckNfc'}?ids=${2000000000000000 + (Math.floor((n - 1) / 2) % 1000) + 1}`, { method: 'POST', headers });
    const body = await r.json() as { success?: boolean };
    if (!body.success) throw new Error(`bench write (${table}): ${JSON.stringify(body)}`);
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The answer right after a write (what the dashboard costs under a steady stream of writes): for each
 * call, `rounds` times a write to the table it reads then the call, timed; p50 and p95 of those.
 */
export async function dashboardAfterWrites(base: string, headers: Record<string, string>, write: (table: 'inspect' | 'subject') => Promise<void>, rounds = 40): Promise<void> {
  for (const [name, path] of DASHBOARD_CALLS) {
    const table = WRITTEN_BY[name];
    if (!table) continue;
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      await write(table);
      const t0 = performance.now();
      const body = await (await fetch(`${base}${path}`, { headers })).json() as { success?: boolean };
      times.push(performance.now() - t0);
      if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${name}, right after a write (${rounds} rounds): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`);
  }
}
