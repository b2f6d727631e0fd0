import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty PostgreSQL database on the server `base` names, for one test file, bench or cluster:
 * its name starts with `prefix` and is unique, and its URL is `base` with that database.
 */
export async function createScratchDatabase(
  base: string,
  prefix: string,
): Promise<{ dbName: string; databaseUrl: string }> {
  const dbName = `${prefix}_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return { dbName, databaseUrl: u.toString() };
}

/** Drops a database made by `createScratchDatabase`, once the closed servers' backends are gone. */
export async function dropScratchDatabase(base: string, dbName: string): Promise<void> {
  // A pool reports itself closed slightly before its backends are gone; a forced drop in that window
  // makes the dying backends raise 57P01 on their clients. Wait for them first.
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName]);
      if (r.rows[0].n === 0) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    await admin.query(`drop database if exists ${dbName} with (force)`);
  } finally {
    await admin.end();
  }
}
