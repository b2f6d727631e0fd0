import { databaseShape } from '../../server/database-shape';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { prepareDatabase } from '../../server/db/setup';
import { authHeaders, signIn, startChildServer, type ChildServer } from '../../bench/child-server';
import { createScratchDatabase, dropScratchDatabase } from './harness';

/**
 * kill -9 in the middle of a burst of writes, then a restart on the same data: every write the client
 * saw acknowledged (HTTP 200, success) is there, every row is whole, and the table's change counter
 * (bumped in each write's own transaction) agrees with the rows. PGlite in a data folder by default,
 * a scratch PostgreSQL database when DATABASE_URL is set (as the other API tests choose).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const PASSWORD = 'Crash@Test#2026';
const TENANT = '000000';
const VERSION_KEY = `t:blade_param:${TENANT}`;
const WORKERS = 12;
/** Kill after this many acknowledged writes, or after KILL_AFTER_MS, whichever comes first. */
const KILL_AFTER_ACKS = 80;
const KILL_AFTER_MS = 4_000;

let env: Record<string, string>;
let dataDir = '';
let dbName = '';

const cfgOf = () => loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);

async function directly<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(cfgOf());
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const counter = (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  db
    .selectFrom('blade_version')
    .select((eb) => eb.fn.sum<string>('version').as('version'))
    .where('key', '=', VERSION_KEY)
    .executeTakeFirst()
    .then((r) => Number(r?.version ?? 0));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: PASSWORD,
    TOKEN_SIGN_KEY: crypto.randomBytes(48).toString('base64'),
    API_LOG: 'writes',
  };
  if (onPostgres) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'crash');
    dbName = scratch.dbName;
    env.DATABASE_URL = scratch.databaseUrl;
  }
  // Tables and seed rows are made here, so the server's first start does not race the burst.
  await directly((db) => prepareDatabase(db, databaseShape, PASSWORD));
});

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) await dropScratchDatabase(process.env.DATABASE_URL as string, dbName);
});

interface Tracked {
  key: string;
  /** Values in the order they were sent; index 0 is the insert. */
  sent: string[];
  /** Index into `sent` of the last acknowledged value; -1 when not even the insert was acknowledged. */
  acked: number;
  id?: string;
}

/** Writes param rows (an insert, then updates of that row) until the server stops answering. */
async function burst(server: ChildServer, token: string, onAck: () => void, dying: () => boolean): Promise<Tracked[]> {
  const rows: Tracked[] = [];
  const headers = { ...authHeaders(token), 'Content-Type': 'application/json' };
  const submit = async (body: Record<string, string>) => {
    const r = await fetch(`${server.base}/api/blade-system/param/submit`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const json = (await r.json()) as { success?: boolean; data?: { id: string; paramValue: string } };
    if (r.status !== 200 || !json.success || !json.data)
      throw new Error(`submit answered ${r.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const worker = async (w: number) => {
    for (let i = 0; ; i++) {
      const row: Tracked = { key: `crash.${w}.${i}`, sent: [`v${w}.${i}.0`], acked: -1 };
      rows.push(row);
      try {
        const created = await submit({
          paramName: `崩溃测试 ${w}.${i}`,
          paramKey: row.key,
          paramValue: row.sent[0],
          remark: 'crash',
        });
        row.id = created.id;
        row.acked = 0;
        onAck();
        for (let u = 1; u <= 2; u++) {
          row.sent.push(`v${w}.${i}.${u}`);
          const updated = await submit({
            id: created.id,
            paramName: `崩溃测试 ${w}.${i}`,
            paramKey: row.key,
            paramValue: row.sent[u],
          });
          expect(updated.paramValue).toBe(row.sent[u]);
          row.acked = u;
          onAck();
        }
      } catch (e) {
        // Connection refused or reset: the server is gone; whatever was in flight is unacknowledged.
        if (!dying()) throw e;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return rows;
}

describe(`kill -9 during writes (${onPostgres ? 'PostgreSQL' : 'PGlite data folder'})`, () => {
  it('keeps every acknowledged write, whole, after a restart on the same data', { timeout: 300_000 }, async () => {
    const t0 = Date.now();
    const before = await directly(counter);
    const first = await startChildServer(env, { quiet: true });
    let rows: Tracked[] = [];
    try {
      const { accessToken } = await signIn(first.base, 'admin', PASSWORD, TENANT);
      let acks = 0;
      let killed: Promise<void> | undefined;
      const timer = setTimeout(() => (killed ??= first.kill9()), KILL_AFTER_MS);
      rows = await burst(
        first,
        accessToken,
        () => {
          if (++acks >= KILL_AFTER_ACKS) killed ??= first.kill9();
        },
        () => killed !== undefined,
      );
      clearTimeout(timer);
      await killed;
      expect(first.child.signalCode).toBe('SIGKILL');
    } finally {
      await first.kill9();
    }
    const acked = rows.filter((r) => r.acked >= 0);
    const ackedWrites = rows.reduce((n, r) => n + r.acked + 1, 0);
    const sentWrites = rows.reduce((n, r) => n + r.sent.length, 0);
    console.log(
      `crash test: ${ackedWrites} of ${sentWrites} writes acknowledged before kill -9, ${sentWrites - ackedWrites} in flight (${Date.now() - t0} ms in)`,
    );
    expect(acked.length).toBeGreaterThan(10);
    // Some writes were still in flight at the kill, or the test did not test a crash.
    expect(rows.some((r) => r.acked < r.sent.length - 1)).toBe(true);

    // The data folder (or database) opens and serves again.
    const second = await startChildServer(env, { quiet: true });
    try {
      const { accessToken } = await signIn(second.base, 'admin', PASSWORD, TENANT);
      const q = new URLSearchParams({ paramKey: 'crash.', current: '1', size: '1000' });
      const r = await fetch(`${second.base}/api/blade-system/param/page?${q}`, { headers: authHeaders(accessToken) });
      const body = (await r.json()) as {
        data: { total: number; records: Array<{ paramKey: string; paramValue: string }> };
      };
      expect(r.status).toBe(200);
      const served = new Map(body.data.records.map((x) => [x.paramKey, x.paramValue]));
      expect(body.data.total).toBe(served.size);
      for (const row of acked) expect(served.get(row.key), row.key).toBeDefined();
    } finally {
      await second.stop();
    }

    // Row by row, straight from the database the server left behind.
    console.log(`crash test: restarted and checked through the API at ${Date.now() - t0} ms`);
    await directly(async (db) => {
      const found = await db.selectFrom('blade_param').selectAll().where('paramKey', 'like', 'crash.%').execute();
      const byKey = new Map(found.map((f) => [String(f.paramKey), f]));
      expect(byKey.size).toBe(found.length);
      const tracked = new Map(rows.map((r) => [r.key, r]));
      let updatesAtLeast = 0;
      let updatesAtMost = 0;
      for (const f of found) {
        const t = tracked.get(String(f.paramKey));
        expect(t, `row ${f.paramKey} was never sent`).toBeDefined();
        if (!t) continue;
        // Whole rows: every column the insert wrote, the value one that was sent, never older than the last acknowledged one.
        expect(f.paramName).toBe(`崩溃测试 ${t.key.slice('crash.'.length)}`);
        expect(f.tenantId).toBe(TENANT);
        expect(f.isDeleted).toBe(0);
        expect(f.status).toBe(1);
        expect(f.createTime).toBeTruthy();
        expect(f.createUser).toBeTruthy();
        const at = t.sent.indexOf(String(f.paramValue));
        expect(at, `${t.key} holds ${f.paramValue}`).toBeGreaterThanOrEqual(Math.max(0, t.acked));
        updatesAtLeast += at;
        updatesAtMost += t.sent.length - 1;
      }
      for (const t of rows) if (t.acked >= 0) expect(byKey.has(t.key), `acknowledged ${t.key} lost`).toBe(true);
      // Each insert and update bumped the counter in its own transaction: no write without its bump, no bump without its write.
      const delta = (await counter(db)) - before;
      expect(delta).toBeGreaterThanOrEqual(found.length + updatesAtLeast);
      expect(delta).toBeLessThanOrEqual(found.length + updatesAtMost);
      // PostgreSQL's own check that the table and its indexes agree after the crash.
      const viaIndex = await sql<{
        n: string;
      }>`select count(*) as n from blade_param where tenant_id = ${TENANT} and param_key like 'crash.%' and is_deleted = 0`.execute(
        db,
      );
      expect(Number(viaIndex.rows[0].n)).toBe(found.length);
    });
  });
});
