import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../bench/cluster';
import { authHeaders, signIn } from '../../bench/child-server';

/**
 * Three instances behind HAProxy on one PostgreSQL (bench/cluster.ts), under a steady load of writes
 * sent as a client should (each with its Idempotency-Key, sent again with it when the connection
 * drops or an instance is gone): one instance killed with SIGKILL in the middle, then every instance
 * restarted in turn (SIGTERM, the graceful shutdown). Every write is acknowledged and is in the
 * database exactly once; the session signed in before stays valid throughout.
 */
const WRITERS = 8;
let cluster: Cluster;
let token: string;

beforeAll(async () => {
  cluster = await startCluster({ instances: 3 });
  // Signed in at one instance (the captcha seam answers where the captcha was made); the token is good at all.
  token = (await signIn(cluster.instanceBases()[0], 'admin', cluster.password)).accessToken;
}, 300_000);

afterAll(async () => {
  await cluster?.close();
});

interface Load {
  /** Keys of the writes sent, each acknowledged or still going. */
  sent: string[];
  acked: Set<string>;
  /** Answers a client could not retry its way out of. */
  errors: string[];
  /** Sendings that failed and were sent again with their key. */
  resent: number;
  stop(): Promise<void>;
}

/** WRITERS loops writing 系统参数 rows through the balancer until stopped. */
function startLoad(): Load {
  const load: Load = { sent: [], acked: new Set(), errors: [], resent: 0, stop: async () => undefined };
  let running = true;
  const write = async (key: string) => {
    // Long enough for a claim left running by a killed instance to lapse (its 10 s lease).
    for (let attempt = 0; attempt < 300; attempt++) {
      try {
        const r = await fetch(`${cluster.base}/api/blade-system/param/submit`, {
          method: 'POST',
          headers: { ...authHeaders(token), 'Content-Type': 'application/json', 'Idempotency-Key': `"${key}"` },
          body: JSON.stringify({ paramName: `集群 ${key}`, paramKey: `cluster.${key}`, paramValue: key }),
        });
        const text = await r.text();
        if (r.status === 200 && JSON.parse(text).success === true) {
          load.acked.add(key);
          return;
        }
        if (![409, 502, 503, 504].includes(r.status)) {
          load.errors.push(`${r.status} ${text}`);
          return;
        }
      } catch {
        // The connection dropped (its instance was killed): sent again below.
      }
      load.resent += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    load.errors.push(`${key}: not acknowledged after 300 sendings`);
  };
  const writers = Array.from({ length: WRITERS }, async () => {
    while (running) {
      const key = randomUUID();
      load.sent.push(key);
      await write(key);
    }
  });
  load.stop = async () => {
    running = false;
    await Promise.all(writers);
  };
  return load;
}

const untilAcked = async (load: Load, n: number) => {
  const deadline = Date.now() + 120_000;
  while (load.acked.size < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(load.acked.size).toBeGreaterThanOrEqual(n);
};

/** How many rows each of these written keys has in the shared database. */
async function rowsPerKey(keys: string[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ key: string; n: number }>(
      `select substr(param_key, 9) as key, count(*)::int as n from blade_param
        where param_key = any($1::text[]) and is_deleted = 0 group by param_key`,
      [keys.map((k) => `cluster.${k}`)],
    );
    return new Map(r.rows.map((row) => [row.key, row.n]));
  } finally {
    await client.end();
  }
}

const sessionWorks = async () => {
  for (let i = 0; i < 6; i++) {
    const r = await fetch(`${cluster.base}/api/blade-system/param/page?current=1&size=1`, {
      headers: authHeaders(token),
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { success: boolean }).success).toBe(true);
  }
};

/** Every write sent was acknowledged and is there exactly once; nothing else was written. */
async function everyWriteOnce(load: Load) {
  expect(load.errors).toEqual([]);
  expect(load.acked.size).toBe(load.sent.length);
  const rows = await rowsPerKey(load.sent);
  const doubled = [...rows].filter(([, n]) => n !== 1);
  expect(doubled).toEqual([]);
  expect(new Set(rows.keys())).toEqual(new Set(load.sent));
}

describe('three instances behind HAProxy', () => {
  it('one killed with SIGKILL under load: every write is there once, resent ones included, and the session lives on', async () => {
    const load = startLoad();
    await untilAcked(load, 60);
    await cluster.kill9(1);
    const atKill = load.acked.size;
    await untilAcked(load, atKill + 120);
    await sessionWorks();
    await load.stop();
    await everyWriteOnce(load);
    await cluster.start(1);
  }, 300_000);

  it('a rolling restart (each instance shut down gracefully and started again) loses no write and doubles none', async () => {
    const load = startLoad();
    await untilAcked(load, 40);
    for (let i = 0; i < 3; i++) {
      await cluster.stop(i);
      const during = load.acked.size;
      await untilAcked(load, during + 20);
      await cluster.start(i);
    }
    await untilAcked(load, load.acked.size + 20);
    await sessionWorks();
    await load.stop();
    await everyWriteOnce(load);
  }, 400_000);
});
