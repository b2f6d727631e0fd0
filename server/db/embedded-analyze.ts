import { sql } from 'kysely';
import type { DatabaseHandle, Db } from './connection';

const PAGE_BYTES = 8192;
/** How often the embedded database is checked for grown tables (one catalog read; an ANALYZE only where one grew). */
const CHECK_MS = 60_000;

/**
 * Analyzes the tables that grew by a fifth (and by more than 8 pages) since the planner's statistics
 * last counted them; answers their names. On PostgreSQL autovacuum does this. PGlite runs PostgreSQL
 * in one process without the autovacuum launcher, so nothing else would: a table filled after its last
 * ANALYZE is planned as if it held a row or two, and the joins over it become nested loops (the demo
 * tenant's should-report count took 70 s before this, 0.1 s after).
 */
export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const grown = await sql<{
    name: string;
  }>`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and pg_relation_size(c.oid) / ${PAGE_BYTES} > c.relpages * 1.2 + 8
    order by 1`.execute(db);
  for (const { name } of grown.rows) await sql`analyze ${sql.id(name)}`.execute(db);
  return grown.rows.map((r) => r.name);
}

/**
 * On the embedded database: analyzes grown tables now (after the seed and the demo data) and every
 * minute after; a no-op on PostgreSQL. `onError` hears a failed round (the next one tries again).
 */
export async function startEmbeddedAnalyzer(
  database: DatabaseHandle,
  onError: (err: unknown) => void,
): Promise<{ stop(): Promise<void> }> {
  if (database.kind !== 'pglite') return { stop: async () => undefined };
  await analyzeGrownTables(database.db);
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= analyzeGrownTables(database.db)
      .catch(onError)
      .finally(() => (running = undefined));
  }, CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
