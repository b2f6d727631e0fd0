/**
 * npm run seed:demo -- --scale N [--seed S] [--tenant 100001] [--batch 1000]
 *
 * Adds N generated subjects (and, as later generators arrive, their reports, inspections, findings,
 * complaints) to the demo tenant of the configured database: PostgreSQL when DATABASE_URL is set,
 * else the embedded database in DATA_DIR (stop the server first: it holds the folder). Rows are
 * appended after those already there; the same seed gives the same rows. Prints progress and the time.
 */
import { databaseShape } from '../server/database-shape';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { prepareDatabase } from '../server/db/setup';
import { DEMO_TENANT } from '../server/db/seed-data';
import { allResources } from '../resources/declarations';
import { DEFAULT_SEED, fillDemo } from '../server/demo/fill';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const v = Number(process.argv[at + 1]);
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} needs a whole number, not ${process.argv[at + 1]}`);
  return v;
}

async function main() {
  const scale = option('scale', 1000);
  const seed = option('seed', DEFAULT_SEED);
  const batchRows = option('batch', 1000);
  const tenantId = String(option('tenant', Number(DEMO_TENANT)));
  const cfg = loadConfig();
  const database = await openDatabase(cfg);
  try {
    const prepared = await prepareDatabase(database.db, databaseShape, cfg.adminPassword, {
      captchaMode: cfg.captchaMode,
    });
    if (prepared.generatedAdminPassword)
      console.log(`new database: admin password ${prepared.generatedAdminPassword} (shown once)`);
    console.log(
      `demo data: ${scale} subjects into tenant ${tenantId} of ${database.kind === 'postgres' ? 'PostgreSQL' : cfg.dataDir} (seed ${seed})`,
    );
    const started = Date.now();
    let last = 0;
    const added = await fillDemo(database.db, allResources, {
      scale,
      seed,
      tenantId,
      batchRows,
      timeZone: cfg.timeZone,
      ownTransactions: true,
      onProgress(resource, done, total) {
        if (done === total || Date.now() - last > 2000) {
          last = Date.now();
          const secs = (Date.now() - started) / 1000;
          console.log(
            `  ${resource}: ${done}/${total} (${secs.toFixed(1)} s, ${Math.round(done / Math.max(secs, 0.001))} rows/s)`,
          );
        }
      },
    });
    const secs = (Date.now() - started) / 1000;
    console.log(
      `done in ${secs.toFixed(1)} s: ${Object.entries(added)
        .map(([r, n]) => `${r} ${n}`)
        .join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
