import { sql } from 'kysely';
import { engineView, type Db } from '../db/connection';
import { publicBaseOf, type Config } from '../config';
import type { ResourceDef } from '../../resources/types';
import { DEMO_TENANT } from '../db/seed-data';
import { doneSteps } from '../db/seed-migrations';
import { fillDemo } from './fill';
import { inDependencyOrder } from './registry';

/** Subjects the demo tenant gets on first start (`npm run seed:demo -- --scale N` adds more). */
export const FIRST_START_SCALE = 300;

const keyOf = (resource: string) => `demo:${resource}`;

/**
 * Demo data on first start (DEMO_DATA on, the default): each generator whose resource the demo tenant
 * has no rows of yet fills it once, recorded as `demo:<resource>` in blade_seed_version, so rows a user
 * removes later are not made again, and a generator that arrives with a later version runs on the
 * first start of that version. One transaction under an advisory lock, like the seed steps.
 */
export async function seedDemoOnFirstStart(
  db: Db,
  defs: readonly ResourceDef[],
  cfg: Pick<Config, 'demoData' | 'timeZone'> & Partial<Pick<Config, 'qrcodeBaseUrl' | 'host' | 'port'>>,
): Promise<Record<string, number>> {
  if (!cfg.demoData) return {};
  const generators = inDependencyOrder();
  const done = await doneSteps(db);
  if (generators.every((g) => done.has(keyOf(g.resource)))) return {};
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(727003)`.execute(trx);
    const doneNow = await doneSteps(trx);
    const pending = generators.filter((g) => !doneNow.has(keyOf(g.resource)));
    if (pending.length === 0) return {};
    const tenant = await trx
      .selectFrom('blade_tenant')
      .select('id')
      .where('tenantId', '=', DEMO_TENANT)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    const empty = [];
    for (const g of tenant ? pending : []) {
      const table = defs.find((d) => d.name === g.resource)?.table;
      if (!table) continue;
      const present = g.present
        ? await g.present(trx, DEMO_TENANT)
        : !!(await engineView(trx)
            .selectFrom(table)
            .select('id')
            .where('tenantId', '=', DEMO_TENANT)
            .limit(1)
            .executeTakeFirst());
      if (!present) empty.push(g);
    }
    const added = empty.length
      ? await fillDemo(trx, defs, {
          scale: FIRST_START_SCALE,
          generators: empty,
          ownTransactions: false,
          timeZone: cfg.timeZone,
          publicBase:
            cfg.port === undefined
              ? undefined
              : publicBaseOf({ qrcodeBaseUrl: cfg.qrcodeBaseUrl ?? '', host: cfg.host ?? '', port: cfg.port }),
        })
      : {};
    await trx
      .insertInto('blade_seed_version')
      .values(pending.map((g) => ({ step: keyOf(g.resource) })))
      .execute();
    return added;
  });
}
