import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database, RowOf, UpdateOf } from '../../server/db/database';
import type { ResourceName } from '../../resources/declarations';

/**
 * The query builder knows every table and column: a misspelt name does not compile. The lines marked
 * `@ts-expect-error` are checked by `npm run typecheck`: if one of them compiled, the check would fail.
 */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

describe('the Database type', () => {
  it('compiles queries on declared tables with the columns their declarations name', () => {
    const q = db
      .selectFrom('biz_inspect')
      .select(['id', 'subjectId', 'inspectTime'])
      .where('tenantId', '=', '000000')
      .where('isDeleted', '=', 0)
      .compile();
    expect(q.sql).toBe(
      'select "id", "subject_id", "inspect_time" from "biz_inspect" where "tenant_id" = $1 and "is_deleted" = $2',
    );
  });

  it('refuses a misspelt column, table or resource name', () => {
    // @ts-expect-error `subjectIdd` is no column of biz_inspect
    const column = db.selectFrom('biz_inspect').select(['subjectIdd']);
    // @ts-expect-error `biz_inspection` is no table
    const table = db.selectFrom('biz_inspection').selectAll();
    // @ts-expect-error a snake_case name is not how queries spell a column
    const snake = db.selectFrom('biz_inspect').select('id').where('tenant_id', '=', '000000');
    // @ts-expect-error `inspection` is no declared resource
    const resource: ResourceName = 'inspection';
    // @ts-expect-error `resultt` is no field of the inspection
    const update: UpdateOf<'inspect'> = { resultt: 2 };
    expect([column, table, snake, resource, update].length).toBe(5);
  });

  it('types the rows by their declarations', () => {
    const row = { id: '1', result: 2, subjectId: '3' } as RowOf<'inspect'>;
    const result: number | null = row.result;
    const subject: string | null = row.subjectId;
    // @ts-expect-error an int field reads back as a number, not text
    const asText: string | null = row.result;
    expect([result, subject, asText]).toEqual([2, '3', 2]);
  });
});
