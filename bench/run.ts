/**
 * npm run bench: 100,000 rows in `param`, then autocannon on loopback against page (with its total),
 * detail, submit and a static JSON route of the same server (the ceiling), on PGlite and on PostgreSQL.
 * The server runs in its own process so the load generator does not share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { prepareDatabase } from '../server/db/setup';
import { allResources } from '../resources/declarations';

const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PASSWORD = 'Bench@' + crypto.randomBytes(6).toString('hex');
const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
const BASIC = 'Basic ' + Buffer.from('saber:saber_secret').toString('base64');

interface Figures { name: string; rps: number; p95: number; errors: number }

async function seedRows(env: Record<string, string>) {
  const cfg = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(cfg);
  await prepareDatabase(database.db, allResources, PASSWORD);
  const t0 = Date.now();
  // Rows get distinct creation times so the list order is the realistic newest-first.
  await sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, status, is_deleted)
    select 1000000000000000 + g, '000000', '基准参数' || g, 'bench.key.' || g, 'value ' || g,
           now() - (g || ' seconds')::interval, now(), 1, 0
    from generate_series(1, ${ROWS}) g`.execute(database.db);
  // Synchronously, so autovacuum does not work through the new rows while we measure.
  await sql`vacuum analyze blade_param`.execute(database.db);
  console.log(`  seeded ${ROWS} rows in ${Date.now() - t0} ms`);
  await database.close();
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: '/nonexistent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

async function loginToken(base: string): Promise<string> {
  const q = new URLSearchParams({ tenantId: '000000', username: 'admin', password: md5(PASSWORD), grant_type: 'password', scope: 'all', type: 'account' });
  const r = await fetch(`${base}/api/blade-auth/oauth/token?${q}`, { method: 'POST', headers: { Authorization: BASIC, 'Tenant-Id': '000000' } });
  const body = await r.json() as { access_token?: string };
  if (!body.access_token) throw new Error('bench login failed: ' + JSON.stringify(body));
  return body.access_token;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const WARMUP_SECONDS = 2;

async function measure(name: string, opts: autocannon.Options): Promise<Figures> {
  // A short unmeasured run first: JIT, connection pools and caches reach their steady state.
  await new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, ...opts, duration: WARMUP_SECONDS }, (err, res) => (err ? reject(err) : resolve(res))));
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
    inst.on('response', (_c, status, _b, ms) => {
      times.push(ms);
      if (status !== 200) errors++;
    });
  });
  times.sort((a, b) => a - b);
  return { name, rps: Math.round(result.requests.average), p95: Math.round(percentile(times, 95) * 10) / 10, errors: errors + result.errors + result.non2xx };
}

async function checkPageBody(base: string, headers: Record<string, string>) {
  const r = await fetch(`${base}/api/blade-system/param/page?current=1&size=10`, { headers });
  const body = await r.json() as { data: { total: number; records: unknown[] } };
  if (body.data.total < ROWS) throw new Error(`page total ${body.data.total} < ${ROWS}`);
  return body.data.records[0] as { id: string };
}

async function runOn(label: string, env: Record<string, string>, port: number): Promise<Figures[]> {
  console.log(`\n== ${label}`);
  await seedRows(env);
  const server = await startServer({ ...env, ADMIN_PASSWORD: PASSWORD }, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await loginToken(base);
    const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
    const first = await checkPageBody(base, headers);
    const out: Figures[] = [];
    out.push(await measure('static JSON (ceiling)', { url: `${base}/api/health` }));
    out.push(await measure('page (with total)', { url: `${base}/api/blade-system/param/page?current=1&size=10`, headers }));
    out.push(await measure('page 500 (with total)', { url: `${base}/api/blade-system/param/page?current=500&size=10`, headers }));
    out.push(await measure('detail', { url: `${base}/api/blade-system/param/detail?id=${first.id}`, headers }));
    let n = 0;
    out.push(await measure('submit (insert)', {
      url: `${base}/api/blade-system/param/submit`,
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ paramName: 'bench', paramKey: `bench.submit.${process.pid}.${n++}`, paramValue: 'v' }) }) }],
    }));
    await checkPageBody(base, headers);
    for (const f of out) console.log(`  ${f.name.padEnd(24)} ${String(f.rps).padStart(7)} req/s   p95 ${String(f.p95).padStart(6)} ms   errors ${f.errors}`);
    const ceiling = out[0].rps;
    console.log(`  page with total = ${((out[1].rps / ceiling) * 100).toFixed(1)}% of the ceiling`);
    return out;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  console.log(`bench: ${ROWS} rows, ${SECONDS}s per route, ${CONNECTIONS} connections, ${os.cpus().length} cores`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const keyEnv = { TOKEN_SIGN_KEY: crypto.randomBytes(48).toString('base64') };
  await runOn('PGlite (embedded)', { DATA_DIR: dir, DATABASE_URL: '', ...keyEnv }, 18081);
  fs.rmSync(dir, { recursive: true, force: true });

  const pgBase = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgBase });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`\n== PostgreSQL skipped: cannot connect to ${pgBase} (${(e as Error).message})`);
    return;
  }
  await admin.query(`create database ${dbName}`);
  const u = new URL(pgBase);
  u.pathname = `/${dbName}`;
  try {
    await runOn('PostgreSQL', { DATABASE_URL: u.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-')), ...keyEnv }, 18082);
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
