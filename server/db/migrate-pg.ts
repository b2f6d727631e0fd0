import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, CamelCasePlugin } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { migrationProvider } from './migrations';
import { syncResourceTables } from './table-sync';
import { holderOf, markInUse, unmark } from './data-dir-lock';
import { rollupTables } from './rollups';
import type { Database } from './database';
import type { DatabaseShape } from './shape';

const BATCH = 1000;

/** Tables in an order where every table comes after the tables its foreign keys point at. */
async function tablesInDependencyOrder(lite: PGlite): Promise<string[]> {
  const tables = (
    await lite.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows.map((r) => r.name);
  const edges = (
    await lite.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (t: string, seen: Set<string>) => {
    if (done.has(t) || seen.has(t)) return;
    seen.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t) visit(e.parent, seen);
    done.add(t);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the embedded database of `dataDir` into an empty PostgreSQL database: the target gets our
 * schema from the same migrations, then every table's rows, parents first, each row carried as JSON
 * and rebuilt by PostgreSQL itself (json_populate_recordset), so every column type keeps its value.
 * Refused while the server has the data dir open, and when the target already holds rows.
 */
export async function migrateToPostgres(
  dataDir: string,
  databaseUrl: string,
  shape: Pick<DatabaseShape, 'resources' | 'rollups'>,
  log: (line: string) => void = () => undefined,
): Promise<Record<string, number>> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Error(`no embedded database in ${dataDir}`);
  const holder = holderOf(dataDir);
  if (holder) throw new Error(`${dataDir} is in use by process ${holder}; stop the server first`);
  markInUse(dataDir);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const target = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  let lite: PGlite | undefined;
  try {
    const { error } = await new Migrator({ db: target, provider: migrationProvider }).migrateToLatest();
    if (error) throw new Error(`migrating the target failed: ${String(error)}`);
    await syncResourceTables(target, shape.resources);
    lite = await PGlite.create(pgdata);
    // The statistics' count tables are derived: the target counts them afresh when the server first starts on it.
    const derived = new Set(rollupTables(shape.rollups));
    const tables = (await tablesInDependencyOrder(lite)).filter(
      (t) => !t.startsWith('kysely_migration') && !derived.has(t),
    );
    const client = await pool.connect();
    const copied: Record<string, number> = {};
    try {
      for (const t of tables) {
        const { rows } = await client.query(`select exists (select 1 from ${quote(t)}) as filled`);
        if (rows[0].filled) throw new Error(`target table ${t} is not empty: migrate into an empty database`);
      }
      await client.query('begin');
      for (const t of tables) {
        copied[t] = 0;
        for (let offset = 0; ; offset += BATCH) {
          // ctid order is stable within one unchanged table, so the batches neither skip nor repeat.
          const batch = await lite.query<{ rows: string | null }>(
            `select json_agg(t)::text as rows from (select * from ${quote(t)} order by ctid limit ${BATCH} offset ${offset}) t`,
          );
          const json = batch.rows[0]?.rows;
          if (!json) break;
          const r = await client.query(
            `insert into ${quote(t)} select * from json_populate_recordset(null::${quote(t)}, $1::json)`,
            [json],
          );
          copied[t] += r.rowCount ?? 0;
          if ((r.rowCount ?? 0) < BATCH) break;
        }
        log(`${t}: ${copied[t]}`);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    return copied;
  } finally {
    await lite?.close();
    await target.destroy();
    unmark(dataDir);
  }
}
