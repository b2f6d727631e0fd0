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
