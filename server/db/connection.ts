import fs from 'node:fs';
import { Kysely, PostgresDialect, CamelCasePlugin } from 'kysely';
import pg from 'pg';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type { Config } from '../config';
import type { Database } from './database';
import { PGlitePool } from './pglite-pool';
import { holderOf, markInUse, unmark } from './data-dir-lock';
import { countQuery, countStatement } from './query-count';

/** The query builder on this server's database: its tables and columns are known (server/db/database.ts). */
export type Db = Kysely<Database>;

/**
 * The same database as the generic engine (server/crud) sees it: tables named at run time by a
 * declaration, rows as records. Domain code queries through `Db`, whose names are checked.
 */
export type AnyTables = Record<string, Record<string, unknown>>;
export type EngineDb = Kysely<AnyTables>;

/** The engine's view of a database handle or transaction. */
export const engineView = (db: Db | EngineDb): EngineDb => db as unknown as EngineDb;

/** Runs a named prepared statement (PostgreSQL plans it once per connection, not per call). */
export type PreparedQuery = <R>(name: string, text: string, values: unknown[]) => Promise<R[]>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: for the one statement every request runs (the change feed's confirmation). */
  prepared?: PreparedQuery;
  /** The connections' use now (the metrics read it when scraped). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

/**
 * Connections open, idle among them, and borrowers waiting for one. PostgreSQL: the `pg` pool's counts.
 * PGlite is one connection: total 1, idle 1 or 0, and the borrowers queued behind it.
 */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

// Wire format decisions made once for both drivers: int8 ids stay strings (JS numbers lose snowflake
// digits), timestamps stay as the server's text in the session time zone and are cut to
// yyyy-MM-dd HH:mm:ss by the serializer, dates stay yyyy-MM-dd, numeric stays exact text.
const INT8 = 20,
  NUMERIC = 1700,
  DATE = 1082,
  TIMESTAMP = 1114,
  TIMESTAMPTZ = 1184;
const asText = (v: string) => v;

export async function openDatabase(cfg: Config): Promise<DatabaseHandle> {
  if (cfg.databaseUrl) {
    for (const oid of [INT8, NUMERIC, DATE, TIMESTAMP, TIMESTAMPTZ]) pg.types.setTypeParser(oid, asText);
    const pool = new pg.Pool({
      connectionString: cfg.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE || 10),
      options: `-c TimeZone=${cfg.timeZone}`,
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
      log: cfg.queryCountSeam ? countQuery : undefined,
    });
    const prepared: PreparedQuery = async <R>(name: string, text: string, values: unknown[]) => {
      if (cfg.queryCountSeam) countStatement();
      return (await pool.query({ name, text, values })).rows as R[];
    };
    return {
      db,
      kind: 'postgres',
      prepared,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  if (!cfg.pgliteInMemory) {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    const holder = holderOf(cfg.dataDir);
    if (holder && holder !== process.pid)
      throw new Error(`${cfg.dataDir} is in use by process ${holder} (another server, a backup or a restore)`);
    markInUse(cfg.dataDir);
  }
  const parsers = Object.fromEntries([INT8, NUMERIC, DATE, TIMESTAMP, TIMESTAMPTZ].map((oid) => [oid, asText]));
  const lite = await PGlite.create(cfg.pgliteInMemory ? undefined : `${cfg.dataDir}/pgdata`, { parsers });
  void pgliteTypes;
  await lite.exec(`SET TIME ZONE '${cfg.timeZone.replace(/'/g, '')}'`);
  const pool = new PGlitePool(lite);
  const db = new Kysely<Database>({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    dialect: new PostgresDialect({ pool: pool as any }),
    plugins: [new CamelCasePlugin()],
    log: cfg.queryCountSeam ? countQuery : undefined,
  });
  return {
    db,
    kind: 'pglite',
    poolUse: () => pool.use(),
    async close() {
      await db.destroy();
      if (!cfg.pgliteInMemory) unmark(cfg.dataDir);
    },
  };
}
