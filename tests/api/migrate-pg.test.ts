import { databaseShape } from '../../server/database-shape';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { sql } from 'kysely';
import { migrateToPostgres } from '../../server/db/migrate-pg';
import { rollupDrift } from '../../server/db/rollups';
import { ROLLUP_LIST } from '../../server/domains/statistics/rollup-defs';
import { ADMIN_PASSWORD, dropScratchDatabase, login } from './harness';

// Moving from the embedded database to PostgreSQL: needs a server, so only where DATABASE_URL is set.
const base = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
const dbName = `m_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
// TEST_SEAMS: the harness signs in with the captcha grant, solving the captcha through the test seam.
const env = {
  DATA_DIR: dataDir,
  ADMIN_PASSWORD,
  LOG_LEVEL: 'silent',
  WEB_ROOT: '/nonexistent',
  TEST_SEAMS: '1',
} as NodeJS.ProcessEnv;

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (base) await dropScratchDatabase(base, dbName);
});

it.skipIf(!base)('copies every table into an empty PostgreSQL database, which then serves the same data', async () => {
  const lite = await buildApp(loadConfig(env, { databaseUrl: '' }));
  await lite.app.db
    .insertInto('blade_param')
    .values({
      id: '1900000000000000002',
      tenantId: '000000',
      paramName: '迁移',
      paramKey: 'migrate.k',
      paramValue: '{"a": 1}',
      isDeleted: 0,
      status: 1,
    })
    .execute();
  await lite.close();

  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(base!);
  u.pathname = `/${dbName}`;
  const copied = await migrateToPostgres(dataDir, u.toString(), databaseShape);
  expect(copied.blade_param).toBeGreaterThan(0);
  expect(copied.blade_user).toBeGreaterThan(0);
  // A second run finds rows and leaves them alone.
  await expect(migrateToPostgres(dataDir, u.toString(), databaseShape)).rejects.toThrow(/not empty/);

  const server = await buildApp(loadConfig(env, { databaseUrl: u.toString() }));
  try {
    const row = await server.app.db
      .selectFrom('blade_param')
      .select(['paramName', 'paramValue'])
      .where('paramKey', '=', 'migrate.k')
      .executeTakeFirst();
    expect(row).toEqual({ paramName: '迁移', paramValue: '{"a": 1}' });
    // The statistics' count tables are not copied but counted afresh on the target, from the demo data copied.
    expect(copied.stat_inspect_day).toBeUndefined();
    const tz = (await sql<{ tz: string }>`select current_setting('TimeZone') as tz`.execute(server.app.db)).rows[0].tz;
    for (const def of ROLLUP_LIST) expect(await rollupDrift(server.app.db, def, tz)).toEqual([]);
    const counted = await sql<{ n: string }>`select coalesce(sum(n), 0) as n from stat_inspect_day`.execute(
      server.app.db,
    );
    expect(Number(counted.rows[0].n)).toBeGreaterThan(0);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // The seeded admin (and its password hash) moved too: signing in works on the new database.
    expect((await login({ url: address } as Parameters<typeof login>[0])).access_token).toBeTruthy();
  } finally {
    await server.close();
  }
});
