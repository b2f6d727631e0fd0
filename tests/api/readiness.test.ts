import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, useServer } from './harness';
import { dbOf } from './auth-fixtures';

/**
 * The load balancer's health check (server/http/readiness.ts): ready when the database answers and every
 * migration has run; a migration missing makes it say so with 503, without a session.
 */
const s = useServer();

describe('GET /api/ready', () => {
  it('answers 200 READY, the database up and the migrations done', async () => {
    const r = await call(s, '/api/ready');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'READY', database: 'UP', migrations: 'DONE' });
  });

  it('answers 503 NOT_READY while a migration of this version has not run', async () => {
    const db = dbOf(s);
    const last = (
      await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration
        where name = '007_idempotency_keys'`.execute(db)
    ).rows[0];
    await sql`delete from kysely_migration where name = ${last.name}`.execute(db);
    try {
      const r = await call(s, '/api/ready');
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ status: 'NOT_READY', database: 'UP', migrations: 'PENDING' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(db);
    }
    expect((await call(s, '/api/ready')).status).toBe(200);
  });
});
