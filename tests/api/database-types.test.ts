import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../resources/declarations';
import { BASE_FIELDS, snake } from '../../resources/types';
import { KIND_OF_PG_TYPE } from '../../server/db/database';
import { SYSTEM_TABLES } from '../../server/db/system-tables';
import { useServer } from './harness';

/**
 * The Database type (server/db/database.ts) describes the schema a database really has after the
 * migrations and the table sync: every table a declaration or a hand-written migration makes, column by
 * column, and nothing else (but the migration bookkeeping and the statistics' count tables).
 */
const s = useServer();
let columns: Map<string, Map<string, { kind: string; nullable: boolean }>>;

beforeAll(async () => {
  const r = await sql<{ tableName: string; columnName: string; dataType: string; isNullable: string }>`
    select table_name, column_name, data_type, is_nullable from information_schema.columns
    where table_schema = current_schema()`.execute(s.built.app.db);
  columns = new Map();
  for (const c of r.rows) {
    const table = columns.get(c.tableName) ?? new Map();
    table.set(c.columnName, { kind: KIND_OF_PG_TYPE[c.dataType] ?? c.dataType, nullable: c.isNullable === 'YES' });
    columns.set(c.tableName, table);
  }
});

describe('the Database type against the live schema', () => {
  it('has every declared table with its audit columns, its tenant when scoped, and one column per field', () => {
    for (const def of allResources) {
      const want = [
        ...BASE_FIELDS.filter((f) => f !== 'tenantId' || def.tenantScoped),
        ...def.fields.map((f) => f.name),
      ].map(snake);
      expect([...(columns.get(def.table)?.keys() ?? [])].sort(), def.table).toEqual([...new Set(want)].sort());
    }
  });

  it('has every table of the hand-written migrations, column by column, with their kinds', () => {
    for (const [table, described] of Object.entries(SYSTEM_TABLES)) {
      const live = columns.get(table);
      expect(live, table).toBeDefined();
      const want = Object.entries(described).map(([c, k]) => [snake(c), k.replace('?', ''), k.endsWith('?')]);
      const have = [...live!].map(([c, v]) => [c, v.kind, v.nullable]);
      expect(have.sort(), table).toEqual(want.sort());
    }
  });

  it('has no other table than those, the migrations bookkeeping and the count tables', () => {
    const known = new Set([...allResources.map((d) => d.table), ...Object.keys(SYSTEM_TABLES)]);
    const others = [...columns.keys()].filter(
      (t) => !known.has(t) && !t.startsWith('kysely_migration') && !/^stat_(\w+_day|subject)$/.test(t),
    );
    expect(others).toEqual([]);
  });
});
