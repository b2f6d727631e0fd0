import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { call, login, startServer, type TestServer } from './harness';

/**
 * Two stateless instances on one PostgreSQL database, as behind a load balancer: a write, a grant or
 * a logout on one is seen by the other on the very next request, although each keeps caches (list
 * totals and first pages, permissions, revoked sessions). PGlite is one process, so this runs only
 * with DATABASE_URL (CI runs the API suite on both).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const key = crypto.randomBytes(48).toString('base64');
let a: TestServer;
let b: BuiltApp;
let bUrl: string;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await startServer({ tokenSignKey: key });
  const cfg = loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent' } as NodeJS.ProcessEnv, {
    databaseUrl: a.databaseUrl,
    tokenSignKey: key,
  });
  b = await buildApp(cfg);
  bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const onB = (path: string, o: Parameters<typeof call>[2] = {}) => call({ ...a, url: bUrl }, path, o);

describe.runIf(onPostgres)('two instances on one database', () => {
  it('a row written through one instance is in the next page read through the other', async () => {
    const token = (await login(a)).access_token;
    for (let i = 0; i < 3; i++) {
      const before = await onB('/api/blade-system/param/page', { token, query: { current: 1, size: 10 } });
      const created = await call(a, '/api/blade-system/param/submit', {
        token,
        body: { paramName: `n${i}`, paramKey: `multi.${i}`, paramValue: 'v' },
      });
      const after = await onB('/api/blade-system/param/page', { token, query: { current: 1, size: 10 } });
      expect(after.body.data.total).toBe(before.body.data.total + 1);
      expect(after.body.data.records.map((r: { id: string }) => r.id)).toContain(created.body.data.id);
      await call(a, '/api/blade-system/param/remove', { token, method: 'POST', query: { ids: created.body.data.id } });
      const removed = await onB('/api/blade-system/param/page', { token, query: { current: 1, size: 10 } });
      expect(removed.body.data.total).toBe(before.body.data.total);
    }
  });

  it('a changed row: its detail is new at once on both instances', async () => {
    const token = (await login(a)).access_token;
    const created = await call(a, '/api/blade-system/param/submit', {
      token,
      body: { paramName: 'd', paramKey: 'multi.detail', paramValue: 'v0' },
    });
    const id = created.body.data.id;
    const valueOn = async (read: typeof onB) =>
      (await read('/api/blade-system/param/detail', { token, query: { id } })).body.data.paramValue;
    for (let i = 1; i <= 3; i++) {
      expect(await valueOn(onB)).toBe(`v${i - 1}`);
      await call(a, '/api/blade-system/param/submit', {
        token,
        body: { id, paramName: 'd', paramKey: 'multi.detail', paramValue: `v${i}` },
      });
      expect(await valueOn((path, o) => call(a, path, o))).toBe(`v${i}`);
      // B's cached detail is keyed on the table's counter, which B confirms with the database first.
      expect(await valueOn(onB)).toBe(`v${i}`);
    }
  });

  it('with NOTIFY silenced, a write on one instance is still seen by the next read on the other', async () => {
    const token = (await login(a)).access_token;
    // B stops hearing notifications: only the per-request confirmation of counters remains.
    (b.app.feed as unknown as { listener?: { removeAllListeners(e: string): void } }).listener?.removeAllListeners(
      'notification',
    );
    const before = await onB('/api/blade-system/param/page', { token, query: { current: 1, size: 10 } });
    const created = await call(a, '/api/blade-system/param/submit', {
      token,
      body: { paramName: 'q', paramKey: 'multi.quiet', paramValue: 'v' },
    });
    const after = await onB('/api/blade-system/param/page', { token, query: { current: 1, size: 10 } });
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    const detailOnB = () => onB('/api/blade-system/param/detail', { token, query: { id: created.body.data.id } });
    expect((await detailOnB()).body.data.paramKey).toBe('multi.quiet');
    await call(a, '/api/blade-system/param/remove', { token, method: 'POST', query: { ids: created.body.data.id } });
    expect((await detailOnB()).body.data).toBeNull();
    await call(a, '/api/blade-auth/oauth/logout', { token });
    expect((await onB('/api/blade-system/param/page', { token })).status).toBe(401);
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const token = (await login(a)).access_token;
    expect((await onB('/api/blade-system/param/page', { token })).status).toBe(200);
    await call(a, '/api/blade-auth/oauth/logout', { token });
    const r = await onB('/api/blade-system/param/page', { token });
    expect(r.status).toBe(401);
  });

  it('two writes of one table bump its change counter without waiting for each other to commit', async () => {
    const { db, feed } = a.built.app;
    const counter = `t:concurrency_probe:${Date.now()}`;
    let firstBumped!: () => void;
    let commitFirst!: () => void;
    const bumped = new Promise<void>((resolve) => (firstBumped = resolve));
    const held = new Promise<void>((resolve) => (commitFirst = resolve));
    const first = db.transaction().execute(async (trx) => {
      const version = await feed.bump(trx, counter);
      firstBumped();
      await held;
      return version;
    });
    await bumped;
    // With one row per counter, this bump would wait for the first transaction's row lock until it commits.
    const second = await Promise.race([
      db.transaction().execute((trx) => feed.bump(trx, counter)),
      new Promise((resolve) => setTimeout(() => resolve('waited for the other commit'), 5_000)),
    ]);
    commitFirst();
    expect(second).toBe(1);
    expect(await first).toBe(1);
    // Both committed: the counter says two changes, on this instance and the other.
    await feed.sync([counter]);
    await b.app.feed.sync([counter]);
    expect([feed.version(counter), b.app.feed.version(counter)]).toEqual([2, 2]);
  });
});
