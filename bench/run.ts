/**
 * npm run bench: 100,000 rows in `param`, then autocannon on loopback against page (with its total),
 * detail, the write scenarios (bench/writes.ts), the subject page at 100,000 subjects (with and without a market-type filter) and a
 * static JSON route of the same server (the ceiling), on PGlite and on PostgreSQL.
 * BENCH_ROUTES=inspectPage: the inspection page at 1,000,000 inspections (bench/inspect.ts).
 * BENCH_ROUTES=dashboard: the dashboard calls at 100,000 subjects and 1,000,000 inspections (bench/dashboard.ts);
 * BENCH_ROUTES=dashboardDemo: the same on the demo generator's data at that scale (bench/dashboard-demo.ts).
 * BENCH_ROUTES=onemapLayer,onemapSta: the one map at 100,000 subjects (bench/onemap.ts).
 * Before the load, the Excel export of 100,000 subjects: seconds and the server's peak RSS (bench/export.ts).
 * The server runs in its own process so the load generator does not share its event loop.
 */
import { databaseShape } from '../server/database-shape';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { prepareDatabase } from '../server/db/setup';
import { authHeaders, signIn, startChildServer } from './child-server';
import { EXPORT_ROWS, measureExports, seedSubjects } from './export';
import { benchMonths, seedWarnings, WARN_CHECKPOINTS, WARN_SUBJECTS } from './warn';
import { BENCH_INSPECTOR, INSPECT_ROWS, seedInspections, seedInspector } from './inspect';
import {
  dashboardAfterWrites,
  dashboardCalls,
  dashboardWriter,
  firstDashboardAnswers,
  type DashboardCall,
  type WriteTargets,
} from './dashboard';
import { DEMO_SCALE, seedDemoDashboard, type DemoTargets } from './dashboard-demo';
import { onemapRoutes, seedMapFindings } from './onemap';
import { growthLine, seedWriteSubjects, WRITERS, writeScenarios } from './writes';
import { percentile } from './percentile';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PASSWORD = 'Bench@' + crypto.randomBytes(6).toString('hex');
/** BENCH_ROUTES=detail,page500 measures only those (the ceiling is always measured). */
const ONLY = (process.env.BENCH_ROUTES || '').split(',').filter(Boolean);
const wanted = (key: string) => ONLY.length === 0 || ONLY.includes(key);

interface Figures {
  name: string;
  rps: number;
  p95: number;
  errors: number;
}

/** The demo scenario's tenant and write targets (seedRows fills them). */
let demo: DemoTargets | undefined;

async function seedRows(env: Record<string, string>) {
  const cfg = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(cfg);
  // The bench signs in with the password grant, which only a client seeded with captcha mode off has.
  await prepareDatabase(database.db, databaseShape, PASSWORD, { captchaMode: false });
  const t0 = Date.now();
  // Rows get distinct creation times so the list order is the realistic newest-first.
  await sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, status, is_deleted)
    select 1000000000000000 + g, '000000', '基准参数' || g, 'bench.key.' || g, 'value ' || g,
           now() - (g || ' seconds')::interval, now(), 1, 0
    from generate_series(1, ${ROWS}) g`.execute(database.db);
  // Synchronously, so autovacuum does not work through the new rows while we measure.
  await sql`vacuum analyze blade_param`.execute(database.db);
  console.log(`  seeded ${ROWS} rows in ${Date.now() - t0} ms`);
  if (
    ONLY.length === 0 ||
    ['export', 'subjectPage', 'subjectType', 'dashboard', 'onemapLayer', 'onemapSta'].some((route) =>
      ONLY.includes(route),
    )
  ) {
    const t1 = Date.now();
    await seedSubjects(database.db);
    console.log(`  seeded ${EXPORT_ROWS} subjects in ${Date.now() - t1} ms`);
  }
  if (['onemapLayer', 'onemapSta'].some((route) => ONLY.includes(route))) {
    const { findings, warnings } = await seedMapFindings(database.db);
    console.log(`  seeded ${findings} complaints (two in three open) and ${warnings} open warnings for the one map`);
  }
  if (['warnPage', 'warnBoard'].some((route) => ONLY.includes(route))) {
    const t2 = Date.now();
    const { warnings, sweepMs } = await seedWarnings(database.db);
    console.log(
      `  seeded ${WARN_SUBJECTS} subjects x ${WARN_CHECKPOINTS} checkpoints, 3 months of reports and ${warnings} warnings in ${Date.now() - t2} ms (the sweep: ${sweepMs} ms)`,
    );
  }
  if (ONLY.includes('inspectPage') || ONLY.includes('dashboard')) {
    const t3 = Date.now();
    await seedInspections(database.db);
    console.log(`  seeded ${INSPECT_ROWS} inspections in ${Date.now() - t3} ms`);
  }
  if (ONLY.includes('dashboard') || wanted('writes')) await seedInspector(database.db);
  if (wanted('writes')) await seedWriteSubjects(database.db);
  if (ONLY.includes('dashboardDemo')) {
    const t4 = Date.now();
    demo = await seedDemoDashboard(database.db, cfg.timeZone);
    console.log(
      `  demo generator: ${DEMO_SCALE} subjects and ${INSPECT_ROWS} inspections into tenant ${demo.tenantId} in ${Date.now() - t4} ms`,
    );
  }
  await database.close();
}

/** `count` consecutive ids from `first` (the bench seeds' id ranges). */
const ids = (first: number, count: number) => Array.from({ length: count }, (_, i) => String(first + i));

/** Each call's first answer, its answer right after writes, under load, and under load while ten inspections a second are written. */
async function measureDashboard(
  base: string,
  headers: Record<string, string>,
  calls: DashboardCall[],
  targets: WriteTargets,
): Promise<Figures[]> {
  const out: Figures[] = [];
  await firstDashboardAnswers(base, headers, calls);
  const write = dashboardWriter(base, headers, targets);
  await dashboardAfterWrites(base, headers, calls, write);
  for (const [name, path] of calls) out.push(await measure(name, { url: `${base}${path}`, headers }));
  for (const [name, path] of calls) {
    let writing = true;
    const writer = (async () => {
      while (writing) await Promise.all([write('inspect'), new Promise((r) => setTimeout(r, 100))]);
    })();
    try {
      out.push(await measure(`${name}, 10 writes/s`, { url: `${base}${path}`, headers }));
    } finally {
      writing = false;
      await writer;
    }
  }
  return out;
}

const WARMUP_SECONDS = 2;

async function measure(name: string, opts: autocannon.Options): Promise<Figures> {
  // A short unmeasured run first: JIT, connection pools and caches reach their steady state.
  await new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, ...opts, duration: WARMUP_SECONDS }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    inst.on('response', (_c, status, _b, ms) => {
      times.push(ms);
      if (status !== 200) errors++;
    });
  });
  times.sort((a, b) => a - b);
  return {
    name,
    rps: Math.round(result.requests.average),
    p95: Math.round(percentile(times, 95) * 10) / 10,
    errors: errors + result.errors + result.non2xx,
  };
}

async function checkPageBody(base: string, headers: Record<string, string>) {
  const r = await fetch(`${base}/api/blade-system/param/page?current=1&size=10`, { headers });
  const body = (await r.json()) as { data: { total: number; records: unknown[] } };
  if (body.data.total < ROWS) throw new Error(`page total ${body.data.total} < ${ROWS}`);
  return body.data.records[0] as { id: string };
}

/** The inspection page answers the whole table's total and its newest rows, with their names. */
async function checkInspectPage(base: string, headers: Record<string, string>) {
  const t0 = Date.now();
  const r = await fetch(`${base}/api/enforcer/inspect/page?current=1&size=10`, { headers });
  const body = (await r.json()) as { data: { total: number; records: Array<{ subjectName?: string }> } };
  if (body.data.total < INSPECT_ROWS || !body.data.records[0]?.subjectName)
    throw new Error(`inspect page: total ${body.data.total}, first ${JSON.stringify(body.data.records[0])}`);
  console.log(`  inspect page, first (uncached) answer: ${Date.now() - t0} ms, total ${body.data.total}`);
}

async function runOn(label: string, env: Record<string, string>, port: number): Promise<Figures[]> {
  console.log(`\n== ${label}`);
  await seedRows(env);
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server process.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS || '').split(' ').filter(Boolean);
  // The demo scenario filled the demo tenant with three generators only: the server must not add the others' rows at its first start.
  const demoOff: Record<string, string> = ONLY.includes('dashboardDemo') ? { DEMO_DATA: 'off' } : {};
  const server = await startChildServer({ ...env, ...demoOff, ADMIN_PASSWORD: PASSWORD }, { port, nodeArgs });
  try {
    const base = server.base;
    const headers = authHeaders((await signIn(base, 'admin', PASSWORD)).accessToken);
    const first = await checkPageBody(base, headers);
    const out: Figures[] = [];
    // First, on a fresh server: its memory figures are the export's, not the load test's.
    if (wanted('export')) await measureExports(base, headers, server.child.pid!);
    out.push(await measure('static JSON (ceiling)', { url: `${base}/api/health` }));
    if (wanted('page'))
      out.push(
        await measure('page (with total)', { url: `${base}/api/blade-system/param/page?current=1&size=10`, headers }),
      );
    if (wanted('page500'))
      out.push(
        await measure('page 500 (with total)', {
          url: `${base}/api/blade-system/param/page?current=500&size=10`,
          headers,
        }),
      );
    // The subject list at 100,000 subjects (the export's rows): its first page with the total, and the
    // same narrowed to one market type (an eighth of them), as the subject screen's tree asks for it.
    if (wanted('subjectPage'))
      out.push(
        await measure('subject page (with total)', {
          url: `${base}/api/subject/subject/page?current=1&size=10`,
          headers,
        }),
      );
    if (wanted('subjectType'))
      out.push(
        await measure('subject page, marketType', {
          url: `${base}/api/subject/subject/page?current=1&size=10&marketType_equal=3`,
          headers,
        }),
      );
    // Report warnings (bench/warn.ts, only when asked for): the page of one month, and the board's counts per type.
    const [month, monthEnd] = benchMonths()[benchMonths().length - 1];
    if (ONLY.includes('warnPage'))
      out.push(
        await measure('warn page, one month', {
          url: `${base}/api/subject/reportcheckwarn/page?current=1&size=10&sDate=${month}&eDate=${monthEnd}`,
          headers,
        }),
      );
    if (ONLY.includes('warnBoard'))
      out.push(
        await measure('warn board, one month', {
          url: `${base}/api/subject/reportcheckwarn/getCheckpointTypeList?sDate=${month}&eDate=${monthEnd}`,
          headers,
        }),
      );
    // The one map (bench/onemap.ts, only when asked for): the city's points (capped) and the counts, at 100,000 subjects.
    if (ONLY.includes('onemapLayer'))
      out.push(await measure('one map, queryLayer', { url: onemapRoutes(base).layer, headers }));
    if (ONLY.includes('onemapSta')) out.push(await measure('one map, sta', { url: onemapRoutes(base).sta, headers }));
    // Inspections (bench/inspect.ts, only when asked for): the first page of 1,000,000 with its total.
    if (ONLY.includes('inspectPage')) await checkInspectPage(base, headers);
    if (ONLY.includes('inspectPage'))
      out.push(
        await measure('inspect page (with total)', {
          url: `${base}/api/enforcer/inspect/page?current=1&size=10`,
          headers,
        }),
      );
    // The dashboard (bench/dashboard.ts, only when asked for): the platform tenant's bench rows for this month.
    if (ONLY.includes('dashboard')) {
      const targets = {
        enforcerId: BENCH_INSPECTOR,
        inspectSubjects: ids(4000000000000001, 1000),
        nfcSubjects: ids(2000000000000001, 1000),
      };
      out.push(...(await measureDashboard(base, headers, dashboardCalls('month'), targets)));
    }
    // And the demo tenant's generated rows for this year, signed in as its admin.
    if (ONLY.includes('dashboardDemo') && demo) {
      const tenantHeaders = authHeaders((await signIn(base, 'admin', PASSWORD, demo.tenantId)).accessToken);
      const targets = { enforcerId: demo.enforcerId, inspectSubjects: demo.subjectIds, nfcSubjects: demo.subjectIds };
      out.push(
        ...(await measureDashboard(base, tenantHeaders, dashboardCalls('year'), targets)).map((f) => ({
          ...f,
          name: `demo ${f.name}`,
        })),
      );
    }
    if (wanted('detail'))
      out.push(await measure('detail', { url: `${base}/api/blade-system/param/detail?id=${first.id}`, headers }));
    // The write scenarios (bench/writes.ts): each with 4, 8 and 16 writers.
    const growth: string[] = [];
    for (const scenario of writeScenarios(BENCH_INSPECTOR)) {
      if (!wanted('writes') && !(scenario.path.endsWith('param/submit') && wanted('submit'))) continue;
      const rps: number[] = [];
      let n = 0;
      for (const writers of WRITERS) {
        // A refused write answers HTTP 200 with success false (the Blade protocol): counted as an error.
        let refused = 0;
        const f = await measure(`${scenario.name}, ${writers} writers`, {
          url: `${base}${scenario.path}`,
          method: 'POST',
          connections: writers,
          headers: { ...headers, 'Content-Type': 'application/json' },
          requests: [
            {
              setupRequest: (req) => ({ ...req, body: JSON.stringify(scenario.body(n++)) }),
              onResponse: (_status, body) => void (body.includes('"success":true') || refused++),
            },
          ],
        });
        out.push({ ...f, errors: f.errors + refused });
        rps.push(f.rps);
      }
      growth.push(growthLine(scenario.name, rps));
    }
    await checkPageBody(base, headers);
    // Absolute figures move with whatever else runs on the machine; the share of the ceiling measured
    // in the same run is the figure to compare.
    const ceiling = out[0].rps;
    for (const f of out) {
      const share = `${((f.rps / ceiling) * 100).toFixed(1)}%`.padStart(6);
      console.log(
        `  ${f.name.padEnd(30)} ${String(f.rps).padStart(7)} req/s  ${share} of ceiling   p95 ${String(f.p95).padStart(6)} ms   errors ${f.errors}`,
      );
    }
    for (const line of growth) console.log(line);
    console.log(
      `  load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return out;
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`bench: ${ROWS} rows, ${SECONDS}s per route, ${CONNECTIONS} connections, ${os.cpus().length} cores`);
  const keyEnv = { TOKEN_SIGN_KEY: crypto.randomBytes(48).toString('base64') };
  // BENCH_DB=pglite or BENCH_DB=postgres runs one of the two.
  if (process.env.BENCH_DB !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    await runOn('PGlite (embedded)', { DATA_DIR: dir, DATABASE_URL: '', ...keyEnv }, 18081);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DB === 'pglite') return;

  const pgBase =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  let scratch: { dbName: string; databaseUrl: string };
  try {
    scratch = await createScratchDatabase(pgBase, 'bench');
  } catch (e) {
    console.log(`\n== PostgreSQL skipped: cannot connect to ${pgBase} (${(e as Error).message})`);
    return;
  }
  try {
    await runOn(
      'PostgreSQL',
      {
        DATABASE_URL: scratch.databaseUrl,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-')),
        ...keyEnv,
      },
      18082,
    );
  } catch (e) {
    // Said before the drop below ends the seeding's connections (whose errors would hide this one).
    console.error(e);
    process.exitCode = 1;
  } finally {
    await dropScratchDatabase(pgBase, scratch.dbName);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
