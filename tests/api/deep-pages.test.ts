import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { dbOf } from './auth-fixtures';

/**
 * Deep pages (offset ≥ 200) select their ids first and seek from positions served before (bookmarks
 * keyed on the table's change counter). Whatever order pages are asked in, and after writes, every page
 * is exactly the slice an offset scan gives, ties on create_time included.
 */
const s = useServer();
let token: string;
const ROWS = 600;

beforeAll(async () => {
  token = (await login(s)).access_token;
  // Every third row shares its create_time with a neighbour: the id decides between them.
  await sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, status, is_deleted)
    select 3000000000000000 + g, '000000', 'deep ' || g, 'deep.' || g, 'v', timestamptz '2026-01-01 00:00:00+00' - ((g / 3) || ' seconds')::interval, now(), 1, 0
    from generate_series(1, ${ROWS}) g`.execute(dbOf(s));
});

async function expected(current: number, size: number): Promise<string[]> {
  const r = await sql<{
    id: string;
  }>`select id from blade_param where tenant_id = '000000' and is_deleted = 0 and param_key like '%deep.%'
    order by create_time desc, id desc limit ${size} offset ${(current - 1) * size}`.execute(dbOf(s));
  return r.rows.map((x) => String(x.id));
}

async function served(current: number, size: number, extra: Record<string, string> = {}) {
  const r = await call(s, '/api/blade-system/param/page', {
    token,
    query: { paramKey: 'deep.', current, size, ...extra },
  });
  expect(r.status).toBe(200);
  return { ids: (r.body.data.records as Array<{ id: string }>).map((x) => x.id), total: r.body.data.total as number };
}

describe('deep pages', () => {
  it("are the offset scan's slices, in any order of asking, before and after writes", async () => {
    for (const current of [25, 22, 28, 25, 21, 59, 60, 61, 30]) {
      const got = await served(current, 10);
      expect(got.ids, `page ${current}`).toEqual(await expected(current, 10));
    }
    // A page size that does not line up with the bookmarks seen so far.
    for (const current of [9, 11, 8]) expect((await served(current, 27)).ids).toEqual(await expected(current, 27));

    const created = await call(s, '/api/blade-system/param/submit', {
      token,
      body: { paramName: 'deep new', paramKey: 'deep.new', paramValue: 'v' },
    });
    expect(created.body.success).toBe(true);
    const after = await served(25, 10);
    expect(after.total).toBe(ROWS + 1);
    expect(after.ids).toEqual(await expected(25, 10));

    await call(s, '/api/blade-system/param/remove', {
      token,
      method: 'POST',
      query: { ids: (await expected(23, 10))[4] },
    });
    for (const current of [25, 24, 23]) expect((await served(current, 10)).ids).toEqual(await expected(current, 10));
  });

  it('seek exactly from rows whose create_time has microseconds (finer than a JS Date)', async () => {
    await sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, status, is_deleted)
      select 3100000000000000 + g, '000000', 'micro ' || g, 'micro.' || g, 'v', timestamptz '2025-06-01 00:00:00+00' - ((g * 1001) || ' microseconds')::interval, now(), 1, 0
      from generate_series(1, 400) g`.execute(dbOf(s));
    const slice = async (current: number) =>
      (
        await sql<{ id: string }>`select id from blade_param where tenant_id = '000000' and is_deleted = 0
      and param_key like '%micro.%' order by create_time desc, id desc limit 10 offset ${(current - 1) * 10}`.execute(
          dbOf(s),
        )
      ).rows.map((x) => String(x.id));
    for (const current of [21, 22, 23, 21, 30, 31]) {
      const r = await call(s, '/api/blade-system/param/page', {
        token,
        query: { paramKey: 'micro.', current, size: 10 },
      });
      expect(
        (r.body.data.records as Array<{ id: string }>).map((x) => x.id),
        `page ${current}`,
      ).toEqual(await slice(current));
    }
  });

  it("in another order are the offset scan's slices too", async () => {
    const got = await served(30, 10, { descs: 'param_key' });
    const r = await sql<{
      id: string;
    }>`select id from blade_param where tenant_id = '000000' and is_deleted = 0 and param_key like '%deep.%'
      order by param_key desc, id desc limit 10 offset 290`.execute(dbOf(s));
    expect(got.ids).toEqual(r.rows.map((x) => String(x.id)));
  });
});
