/**
 * npm run loadtest [-- --users 200 --seconds 60 --rows 20000 --db both|pglite|postgres --think 0]
 * npm run loadtest -- --target cluster [--instances 3]
 *
 * N simulated users, each signed in with its own session, work for a while against the real server in
 * its own process: filtered list pages, details, examine submits and their handling (a state change),
 * param updates. Reports requests/s, p50/p95/p99 and errors per route and in total, and exits non-zero
 * on any error. PostgreSQL runs on a scratch database made from DATABASE_URL (default the local server).
 * `--target cluster` drives the deployment of bench/cluster.ts instead: HAProxy before `--instances`
 * servers on one scratch PostgreSQL database; every write carries an Idempotency-Key, as the web app's do.
 */
import { databaseShape } from '../server/database-shape';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { prepareDatabase } from '../server/db/setup';
import { authHeaders, signIn, startChildServer } from './child-server';
import { Recorder } from './recorder';
import { startCluster } from './cluster';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';
import type { Db } from '../server/db/connection';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    rows: { type: 'string', default: '20000' },
    db: { type: 'string', default: 'both' },
    think: { type: 'string', default: '0' },
    target: { type: 'string', default: 'local' },
    instances: { type: 'string', default: '3' },
  },
});
const USERS = Number(args.users);
const SECONDS = Number(args.seconds);
const ROWS = Number(args.rows);
const THINK_MS = Number(args.think);
const PASSWORD = 'Load@' + crypto.randomBytes(6).toString('hex');
const TENANT = '000000';
const PARAM = '/api/blade-system/param';
const EXAMINE = '/api/blade-system/examine';

async function seed(env: Record<string, string>): Promise<string[]> {
  const database = await openDatabase(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv));
  try {
    await prepareDatabase(database.db, databaseShape, PASSWORD);
    return await seedParams(database.db);
  } finally {
    await database.close();
  }
}

/** ROWS parameters of the platform tenant, newest first a second apart; their ids. */
async function seedParams(db: Db): Promise<string[]> {
  await sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, status, is_deleted)
    select 2000000000000000 + g, ${TENANT}, '负载参数' || g, 'load.key.' || g, 'value ' || g,
           now() - (g || ' seconds')::interval, now(), 1, 0
    from generate_series(1, ${ROWS}) g`.execute(db);
  await sql`vacuum analyze blade_param`.execute(db);
  return Array.from({ length: ROWS }, (_, i) => String(2000000000000000 + i + 1));
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

/** Signs in `n` sessions, a few at a time (each sign-in hashes a password on purpose: it is slow). */
async function sessions(bases: string[], n: number, password = PASSWORD): Promise<string[]> {
  const out: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < n) {
        const base = bases[next++ % bases.length];
        out.push((await signIn(base, 'admin', password, TENANT)).accessToken);
      }
    }),
  );
  return out;
}

interface Answer {
  success?: boolean;
  data?: { id?: string } & Record<string, unknown>;
}

/** One simulated user: its own session, its own param row and examine items, a weighted mix of calls. */
async function user(base: string, token: string, n: number, ids: string[], rec: Recorder, until: number) {
  const headers = authHeaders(token);
  const jsonHeaders = { ...headers, 'Content-Type': 'application/json' };
  const call = async (route: string, url: string, body?: unknown): Promise<Answer> => {
    const t0 = performance.now();
    try {
      const r = await fetch(
        base + url,
        body === undefined
          ? { headers }
          : {
              method: 'POST',
              headers: { ...jsonHeaders, 'Idempotency-Key': crypto.randomUUID() },
              body: JSON.stringify(body),
            },
      );
      const json = (await r.json()) as Answer;
      const ok = r.status === 200 && json.success === true;
      rec.add(route, performance.now() - t0, ok ? undefined : `${r.status} ${JSON.stringify(json).slice(0, 200)}`);
      return json;
    } catch (e) {
      rec.add(route, performance.now() - t0, (e as Error).message);
      return {};
    }
  };
  const own = await call('param submit (setup)', `${PARAM}/submit`, {
    paramName: `用户参数 ${n}`,
    paramKey: `load.user.${n}`,
    paramValue: '0',
  });
  const ownId = String(own.data?.id ?? '');
  let pending: string[] = [];
  let edits = 0;
  while (Date.now() < until) {
    const dice = Math.random();
    if (dice < 0.35) {
      const q = new URLSearchParams({
        paramName: '负载参数',
        current: String(1 + Math.floor(Math.random() * 20)),
        size: '10',
      });
      await call('param page (filtered)', `${PARAM}/page?${q}`);
    } else if (dice < 0.45) {
      await call('examine page (pending)', `${EXAMINE}/page?examineStatus_equal=0&current=1&size=10`);
    } else if (dice < 0.75) {
      await call('param detail', `${PARAM}/detail?id=${pick(ids)}`);
    } else if (dice < 0.85 || pending.length === 0) {
      const r = await call('examine submit', `${EXAMINE}/submit`, {
        title: `负载审核 ${n}`,
        sourceType: 'param',
        sourceId: pick(ids),
      });
      if (r.data?.id) pending.push(String(r.data.id));
    } else if (dice < 0.95) {
      const [id, ...rest] = pending;
      pending = rest;
      await call('examine handle', `${EXAMINE}/handle`, {
        id,
        examineStatus: Math.random() < 0.5 ? 1 : 2,
        examineOpinion: '负载测试意见',
      });
    } else {
      await call('param update', `${PARAM}/submit`, {
        id: ownId,
        paramName: `用户参数 ${n}`,
        paramKey: `load.user.${n}`,
        paramValue: String(++edits),
      });
    }
    if (THINK_MS > 0) await new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));
  }
}

async function runOn(label: string, env: Record<string, string>): Promise<boolean> {
  console.log(`\n== ${label}: ${USERS} users, ${SECONDS} s, ${ROWS} param rows`);
  const ids = await seed(env);
  // LOADTEST_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server process.
  const nodeArgs = (process.env.LOADTEST_SERVER_NODE_ARGS || '').split(' ').filter(Boolean);
  const server = await startChildServer({ ...env, ADMIN_PASSWORD: PASSWORD }, { nodeArgs });
  try {
    return await drive(server.base, ids);
  } finally {
    await server.stop();
  }
}

/**
 * USERS sessions, then SECONDS of their work at `base`; true when no call failed. Behind a balancer the
 * sessions are signed in at the instances themselves (`signInAt`): the captcha test seam answers only on
 * the instance that drew the captcha, while the tokens are good on every instance.
 */
async function drive(base: string, ids: string[], password = PASSWORD, signInAt = [base]): Promise<boolean> {
  const t0 = Date.now();
  const tokens = await sessions(signInAt, USERS, password);
  console.log(`  ${USERS} sessions signed in (captcha grant) in ${Date.now() - t0} ms`);
  const rec = new Recorder();
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(tokens.map((token, n) => user(base, token, n, ids, rec, until)));
  rec.print((performance.now() - started) / 1000);
  return rec.errorCount() === 0;
}

/** The load against bench/cluster.ts's deployment: the balancer before INSTANCES servers on PostgreSQL. */
async function runOnCluster(instances: number): Promise<boolean> {
  console.log(
    `\n== cluster: HAProxy, ${instances} instances, PostgreSQL; ${USERS} users, ${SECONDS} s, ${ROWS} param rows`,
  );
  const cluster = await startCluster({ instances });
  try {
    const database = await openDatabase(
      loadConfig({ ...process.env, DATABASE_URL: cluster.databaseUrl, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    );
    const ids = await seedParams(database.db).finally(() => database.close());
    return await drive(cluster.base, ids, cluster.password, cluster.instanceBases());
  } finally {
    await cluster.close();
  }
}

async function main() {
  console.log(
    `loadtest on ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  const env = { TOKEN_SIGN_KEY: crypto.randomBytes(48).toString('base64'), API_LOG: 'writes' };
  let clean = true;
  if (args.target === 'cluster') {
    if (!(await runOnCluster(Number(args.instances)))) fail();
    return;
  }
  if (args.db !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-pglite-'));
    try {
      clean = (await runOn('PGlite (embedded)', { ...env, DATA_DIR: dir, DATABASE_URL: '' })) && clean;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (args.db !== 'pglite') {
    const pgBase = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const { dbName, databaseUrl } = await createScratchDatabase(pgBase, 'load');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-pg-'));
    try {
      clean = (await runOn('PostgreSQL', { ...env, DATABASE_URL: databaseUrl, DATA_DIR: dir })) && clean;
    } finally {
      await dropScratchDatabase(pgBase, dbName);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!clean) fail();
}

function fail(): never {
  console.error('\nloadtest: errors (see above)');
  process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
