import { sql } from 'kysely';
import type { Db } from './connection';
import { ChangeFeed } from './versions';
import { SeedSession } from './seed-session';
import { seedSteps } from './seed-steps';
import type { DatabaseShape } from './shape';

export interface SeedMigrationResult {
  /** Keys of the steps that ran now (empty when the database was up to date). */
  applied: string[];
}

/** Keys of the steps recorded as run on this database (seed steps, and `demo:<resource>` of server/demo). */
export async function doneSteps(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('blade_seed_version').select('step').execute()).map((r) => String(r.step)));
}

/**
 * Versioned, idempotent seed migrations, run at every start after the schema migrations, the table
 * sync and seedIfEmpty. Every step of this version (server/db/seed-steps.ts) that has not run on this
 * database runs once and is recorded in blade_seed_version; on a database seeded just now the system
 * steps find their rows and only record themselves, so a fresh database and an upgraded one end alike.
 * One transaction under an advisory lock: instances starting together on one PostgreSQL queue up, and
 * the second finds nothing left to do. The change counters of what was written are bumped in it, so
 * running instances drop their caches (grants, menus, dictionaries).
 */
export async function runSeedMigrations(
  db: Db,
  shape: Pick<DatabaseShape, 'resources' | 'seedSteps'>,
  options: { captchaMode: boolean },
): Promise<SeedMigrationResult> {
  const steps = seedSteps(shape.resources, shape.seedSteps);
  // Most starts: everything ran before, one read and no lock.
  const done = await doneSteps(db);
  if (steps.every((s) => done.has(s.key))) return { applied: [] };
  return db.transaction().execute(async (trx) => {
    // Table sync holds 727001.
    await sql`select pg_advisory_xact_lock(727002)`.execute(trx);
    const doneNow = await doneSteps(trx);
    const pending = steps.filter((s) => !doneNow.has(s.key));
    if (pending.length === 0) return { applied: [] };
    const session = new SeedSession(trx, options);
    for (const step of pending) await step.run(session);
    for (let i = 0; i < pending.length; i += 500) {
      await trx
        .insertInto('blade_seed_version')
        .values(pending.slice(i, i + 500).map((s) => ({ step: s.key })))
        .execute();
    }
    const feed = new ChangeFeed(trx);
    for (const key of [...session.touched].sort()) await feed.bump(trx, key);
    return { applied: pending.map((s) => s.key) };
  });
}
