import { Migrator, sql } from 'kysely';
import type { Db } from './connection';
import { migrationProvider } from './migrations';
import { syncResourceTables } from './table-sync';
import { seedIfEmpty, type SeedOptions, type SeedResult } from './seed';
import { runSeedMigrations } from './seed-migrations';
import { syncRollups } from './rollups';
import type { DatabaseShape } from './shape';

/**
 * Brings any database (fresh or old, PGlite or PostgreSQL) to the current schema, seeds it if empty,
 * then adds what this version seeds and the database lacks (menus, buttons, dictionaries, params).
 */
export async function prepareDatabase(
  db: Db,
  shape: DatabaseShape,
  adminPassword: string,
  options: SeedOptions = { captchaMode: true },
): Promise<SeedResult> {
  const defs = shape.resources;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  await syncResourceTables(db, defs);
  // The statistics' count tables, in the time zone of the connection (config APP_TIME_ZONE): their days are the wire's.
  const tz = await sql<{ tz: string }>`select current_setting('TimeZone') as tz`.execute(db);
  await syncRollups(db, shape.rollups, tz.rows[0].tz, new Set(defs.map((d) => d.table)));
  const seeded = await seedIfEmpty(db, adminPassword, options);
  await runSeedMigrations(db, shape, options);
  return seeded;
}
