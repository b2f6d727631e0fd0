import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { analyzeGrownTables } from '../../server/db/embedded-analyze';
import { useServer } from './harness';
import { dbOf } from './auth-fixtures';

/**
 * The planner's statistics of grown tables (server/db/embedded-analyze.ts): PGlite has no autovacuum,
 * so the server analyzes a table that grew since it was last counted, at start (the seed, the demo
 * data) and every minute; a table that did not grow is left alone.
 */
const s = useServer();

const pages = async (table: string) =>
  (
    await sql<{
      relpages: number;
      reltuples: number;
    }>`select relpages, reltuples from pg_class where relname = ${table} and relkind = 'r'`.execute(dbOf(s))
  ).rows[0];

it('a grown table is analyzed, once', async () => {
  await sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, status, is_deleted)
    select 5100000000000000 + g, '000000', '统计信息' || g, 'analyze.key.' || g, repeat('v', 200), now(), now(), 1, 0
    from generate_series(1, 5000) g`.execute(dbOf(s));
  expect(await analyzeGrownTables(dbOf(s))).toContain('blade_param');
  expect((await pages('blade_param')).reltuples).toBeGreaterThanOrEqual(5000);
  expect(await analyzeGrownTables(dbOf(s))).not.toContain('blade_param');
});

it.skipIf(!!process.env.DATABASE_URL)('the embedded server has analyzed its seeded tables when it starts', async () => {
  // The role-menu links (two thousand rows) are among the largest the seed writes.
  expect((await pages('blade_role_menu')).reltuples).toBeGreaterThan(1000);
  expect(await analyzeGrownTables(dbOf(s))).toEqual([]);
});
