import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { rebuildRollup, rollupDrift, rollupTables, syncRollups } from '../../server/db/rollups';
import { ROLLUP_LIST, STAT_ROLLUPS } from '../../server/domains/statistics/rollup-defs';
import { call, useServer } from './harness';
import { dbOf } from './auth-fixtures';
import { tenantStaff } from './tenant-staff';
import { okCalls } from './business-calls';

/**
 * Speed: the statistics' count tables (server/db/rollups.ts) are kept by the database in
 * every writing transaction, whoever writes (the API, a module's SQL, bulk inserts): after every kind
 * of write a recount from the records finds nothing different; a changed definition is rebuilt; and
 * the dashboard's inspection counts are read from them.
 */
const A = '100001';
const today = todayIn();
const s = useServer();
let admin: string, inspector: string, tz: string;
const ids: Record<string, string> = {};
const calls = okCalls(() => s);
const { ok, get, addSubject } = calls;

const db = () => dbOf(s);
const noDrift = async () => {
  for (const def of ROLLUP_LIST)
    expect({ table: def.table, drift: await rollupDrift(db(), def, tz) }).toEqual({ table: def.table, drift: [] });
};
const inspect = (subjectId: string, abnormal = false) => calls.inspect(inspector, subjectId, ids.inspector, abnormal);
const byKey = (rows: Array<Record<string, unknown>>) => Object.fromEntries(rows.map((r) => [String(r.key), r.value]));
/** Writes beside the API do not bump the change counters the answers are cached on: bump them as the demo generator does. */
const bump = async (table: string) => {
  const feed = s.built.app.feed;
  const key = `t:${table}:${A}`;
  feed.seen(key, await feed.bump(db(), key));
};

beforeAll(async () => {
  tz = (await sql<{ tz: string }>`select current_setting('TimeZone') as tz`.execute(db())).rows[0].tz;
  const staff = await tenantStaff(s, A);
  admin = (await staff.add('rollupadmin', 'admin', '执法一中队', '汇总管理')).token;
  const insp = await staff.add('rollupinsp', 'inspector', '执法一中队', '汇总巡检');
  ids.inspector = insp.id;
  inspector = insp.token;
  ids.s1 = await addSubject(admin, '汇总歌厅', { regionCode: '330106', marketType: 1 });
  ids.s2 = await addSubject(admin, '汇总网吧', { regionCode: '330105', marketType: 3 });
}, 120_000);

describe('the count tables stay equal to a recount of the records', () => {
  it('after API writes: inspections added, concurrently too, and removed', async () => {
    await inspect(ids.s1);
    await inspect(ids.s1, true);
    // Concurrent writers upsert the same counter rows: none of their counts is lost.
    await Promise.all(Array.from({ length: 12 }, (_, i) => inspect(i % 2 ? ids.s1 : ids.s2)));
    const gone = await inspect(ids.s2, true);
    expect(
      (await call(s, '/api/enforcer/inspect/remove', { token: admin, method: 'POST', query: { ids: gone } })).body,
    ).toMatchObject({ success: true });
    await noDrift();
    const results = byKey(await get('/api/app/minier/enforce/results', admin, { period: 'month' }));
    expect(results).toEqual({ 1: 13, 2: 1 });
  });

  it("after a subject's market type changes, its inspections move with it", async () => {
    const before = byKey(await get('/api/app/minier/enforce/inspects', admin, { period: 'month' }));
    const subject = await get('/api/subject/subject/detail', admin, { id: ids.s2 });
    await ok('/api/subject/subject/submit', admin, { ...subject, marketType: 2 });
    await noDrift();
    const after = byKey(await get('/api/app/minier/enforce/inspects', admin, { period: 'month' }));
    expect(after['3']).toBeUndefined();
    expect(after['2']).toBe(before['3']);
    expect(after['1']).toBe(before['1']);
  });

  it('after bulk SQL beside the API: a many-row insert, an update, a removal, a hard delete', async () => {
    await sql`insert into biz_inspect (id, tenant_id, inspect_no, subject_id, result, content, inspect_time, region_code, create_user, create_time, update_time, status, is_deleted)
      select 7100000000000000 + g, ${A}, 'RLP' || g, ${ids.s1}::bigint, case when g % 5 = 0 then 2 else 1 end, '批量', now() - (g || ' minutes')::interval,
        '330106', ${ids.inspector}::bigint, now(), now(), 1, 0
      from generate_series(1, 500) g`.execute(db());
    await noDrift();
    await sql`update biz_inspect set result = 2 where id between 7100000000000001 and 7100000000000050 and result = 1`.execute(
      db(),
    );
    await sql`update biz_inspect set is_deleted = 1 where id between 7100000000000051 and 7100000000000060`.execute(
      db(),
    );
    await sql`delete from biz_inspect where id between 7100000000000061 and 7100000000000070`.execute(db());
    // An update that changes nothing counted, and subjects written beside the API.
    await sql`update biz_inspect set content = '批量复核' where id between 7100000000000071 and 7100000000000080`.execute(
      db(),
    );
    await sql`update biz_subject set credit_level = 2, region_code = '330108' where id = ${ids.s1}`.execute(db());
    await noDrift();
    await bump('biz_inspect');
    await bump('biz_subject');
    const live = await sql<{
      result: number;
      n: string;
    }>`select result, count(*) as n from biz_inspect where tenant_id = ${A} and is_deleted = 0
      and inspect_time >= date_trunc('month', now()) group by result`.execute(db());
    expect(byKey(await get('/api/app/minier/enforce/results', admin, { period: 'month' }))).toEqual(
      Object.fromEntries(live.rows.map((r) => [String(r.result), Number(r.n)])),
    );
    expect(byKey(await get('/api/app/subject/subject/pie', admin, { period: 'month' }))).toMatchObject({
      330108: 1,
      330105: 1,
    });
  });

  it('a subject removed outright leaves its inspections counted without a market type', async () => {
    const orphan = await addSubject(admin, '汇总临时主体', { regionCode: '330106', marketType: 4 });
    await inspect(orphan);
    await sql`delete from biz_subject where id = ${orphan}`.execute(db());
    await noDrift();
  });
});

describe('the count tables hold what a person counting the records would count', () => {
  /** A district no other test of this file writes in, so its counts are this test's alone. */
  const REGION = '330110';
  const inspections = async () =>
    (
      await sql<{ day: string; result: number; marketType: number | null; n: number }>`
        select day::text as day, result::int as result, market_type::int as "marketType", sum(n)::int as n
        from stat_inspect_day where tenant_id = ${A} and region_code = ${REGION}
        group by day, result, market_type having sum(n) <> 0 order by day, result, market_type`.execute(db())
    ).rows;
  const subjects = async () =>
    (
      await sql<{ marketType: number | null; n: number }>`
        select market_type::int as "marketType", sum(n)::int as n
        from stat_subject where tenant_id = ${A} and region_code = ${REGION}
        group by market_type having sum(n) <> 0 order by market_type`.execute(db())
    ).rows;

  it('per day, result and market type: added, removed, moved with the subject, recounted, kept without the subject', async () => {
    const subject = await addSubject(admin, '汇总计数歌厅', { regionCode: REGION, marketType: 4 });
    expect(await subjects()).toEqual([{ marketType: 4, n: 1 }]);
    await inspect(subject);
    await inspect(subject);
    const abnormal = await inspect(subject, true);
    const day = todayIn();
    expect(await inspections()).toEqual([
      { day, result: 1, marketType: 4, n: 2 },
      { day, result: 2, marketType: 4, n: 1 },
    ]);

    // A removed inspection (logically: its row stays, marked deleted) no longer counts.
    expect(
      (await call(s, '/api/enforcer/inspect/remove', { token: admin, method: 'POST', query: { ids: abnormal } })).body,
    ).toMatchObject({ success: true });
    expect(await inspections()).toEqual([{ day, result: 1, marketType: 4, n: 2 }]);

    // The subject becomes a cafe (market type 2): its inspections and itself count there.
    const detail = await get('/api/subject/subject/detail', admin, { id: subject });
    await ok('/api/subject/subject/submit', admin, { ...detail, marketType: 2 });
    expect(await inspections()).toEqual([{ day, result: 1, marketType: 2, n: 2 }]);
    expect(await subjects()).toEqual([{ marketType: 2, n: 1 }]);

    // A recount from the records gives the same rows, whatever the table held.
    await sql`update stat_inspect_day set n = n + 7 where tenant_id = ${A} and region_code = ${REGION}`.execute(db());
    await db()
      .transaction()
      .execute((trx) => rebuildRollup(trx, STAT_ROLLUPS.inspect, tz));
    expect(await inspections()).toEqual([{ day, result: 1, marketType: 2, n: 2 }]);

    // The subject's row removed outright: its inspections stay counted, without a market type ...
    const saved = (
      await sql<{ row: string }>`select to_jsonb(s)::text as row from biz_subject s where id = ${subject}`.execute(db())
    ).rows[0].row;
    await sql`delete from biz_subject where id = ${subject}`.execute(db());
    expect(await inspections()).toEqual([{ day, result: 1, marketType: null, n: 2 }]);
    expect(await subjects()).toEqual([]);
    // ... and written back as a restore does, they count under its market type again.
    await sql`insert into biz_subject select * from jsonb_populate_record(null::biz_subject, ${saved}::jsonb)`.execute(
      db(),
    );
    expect(await inspections()).toEqual([{ day, result: 1, marketType: 2, n: 2 }]);
    expect(await subjects()).toEqual([{ marketType: 2, n: 1 }]);
    await noDrift();
  });
});

describe('the statistics read the count tables', () => {
  it('an inspection count comes from stat_inspect_day (a changed row there shows), and a rebuild recounts it', async () => {
    const before = byKey(await get('/api/app/minier/enforce/results', admin, { period: 'month' }));
    const row = await sql<{
      day: string;
    }>`select day::text as day from stat_inspect_day where tenant_id = ${A} and result = 1 and n > 0 limit 1`.execute(
      db(),
    );
    await sql`update stat_inspect_day set n = n + 1000
      where ctid = (select ctid from stat_inspect_day where tenant_id = ${A} and result = 1 and day = ${row.rows[0].day}::date and n > 0 limit 1)`.execute(
      db(),
    );
    await bump('biz_inspect');
    expect(byKey(await get('/api/app/minier/enforce/results', admin, { period: 'month' }))['1']).toBe(
      Number(before['1']) + 1000,
    );
    expect(await rollupDrift(db(), STAT_ROLLUPS.inspect, tz)).not.toEqual([]);

    // A definition that is not the current one (another version, another time zone) is rebuilt at start.
    await sql`update stat_rollup set definition = 'an older definition' where name = 'stat_inspect_day'`.execute(db());
    await syncRollups(db(), ROLLUP_LIST, tz, new Set(['biz_inspect', 'biz_subject']));
    await noDrift();
    await bump('biz_inspect');
    expect(byKey(await get('/api/app/minier/enforce/results', admin, { period: 'month' }))).toEqual(before);
  });

  it('a past end day of a stock, or a figure the table does not keep, is counted from the records alike', async () => {
    const past = addDays(today, -400);
    expect(await get('/api/app/subject/subject/pie', admin, { sdate: past, edate: addDays(past, 10) })).toEqual([]);
    const perSubject = await get('/api/statistics/inspect/getSubjectInspectList', admin, { period: 'month' });
    expect(perSubject.length).toBeGreaterThan(0);
  });
});

describe('the count tables are defined from declared names only', () => {
  const tables = new Set(['biz_inspect', 'biz_subject']);
  const probe = { ...STAT_ROLLUPS.inspect, table: 'stat_probe_day' };
  const exists = async (table: string) =>
    (await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(db())).rows[0].t;

  it('refuses a name or a time zone outside their strict patterns, before any of it reaches the database', async () => {
    // Each is wrong at its start or at its end only, so a pattern missing either anchor lets it through.
    for (const table of ['Stat_probe', '_stat_probe', 'stat_probe;', 'stat probe'])
      await expect(syncRollups(db(), [{ ...probe, table }], tz, tables)).rejects.toThrow(
        `rollup: bad identifier ${table}`,
      );
    for (const zone of ["';UTC", "UTC';", 'Asia Shanghai'])
      await expect(syncRollups(db(), [probe], zone, tables)).rejects.toThrow(`rollup: bad time zone ${zone}`);
    expect(await exists('stat_probe_day')).toBeNull();
  });

  it('leaves out a rollup whose counted table or whose subjects are not declared; declared, it is made and counted', async () => {
    await syncRollups(db(), [probe], tz, new Set(['biz_subject']));
    expect(await exists('stat_probe_day')).toBeNull();
    await syncRollups(db(), [probe], tz, new Set(['biz_inspect']));
    expect(await exists('stat_probe_day')).toBeNull();
    await syncRollups(db(), [probe], tz, tables);
    expect(await exists('stat_probe_day')).toBe('stat_probe_day');
    expect(await rollupDrift(db(), probe, tz)).toEqual([]);
    const counted = await sql<{ n: string }>`select coalesce(sum(n), 0)::text as n from stat_probe_day`.execute(db());
    const rows = await sql<{ n: string }>`select count(*)::text as n from biz_inspect where is_deleted = 0`.execute(
      db(),
    );
    expect(counted.rows[0].n).toBe(rows.rows[0].n);
    // Gone again, with its functions and the triggers calling them.
    for (const statement of [
      'drop function stat_probe_day_apply cascade',
      'drop function stat_probe_day_subjects cascade',
      'drop table stat_probe_day',
      "delete from stat_rollup where name = 'stat_probe_day'",
    ])
      await sql.raw(statement).execute(db());
  });

  it('declares the triggers again at start while the definition is current (a copied database may lack them)', async () => {
    await sql.raw('drop trigger stat_inspect_day_ins on biz_inspect').execute(db());
    await syncRollups(db(), ROLLUP_LIST, tz, tables);
    await inspect(ids.s1);
    await noDrift();
  });
});

describe('the count tables keep their shape and their bookkeeping', () => {
  /** Every table a rollup counts, so a sync keeps them all. */
  const allSources = new Set([
    'biz_inspect',
    'biz_subject',
    'biz_supervise',
    'biz_complaint',
    'biz_evaluation',
    'biz_transfer',
  ]);
  const column = (table: string, name: string) =>
    sql<{ nullable: string }>`select is_nullable as nullable from information_schema.columns
      where table_name = ${table} and column_name = ${name}`.execute(db());

  it('an inspection without a time counts on no day: it leaves its day and no count without a day appears', async () => {
    const id = await inspect(ids.s2);
    await sql`update biz_inspect set inspect_time = null where id = ${id}`.execute(db());
    const undated = await sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from stat_inspect_day
      where tenant_id = ${A} and day is null`.execute(db());
    expect(undated.rows[0].n).toBe(0);
    await noDrift();
    await sql`update biz_inspect set is_deleted = 1 where id = ${id}`.execute(db());
  });

  it('names its triggers after the count table and the event, on the counted table and on the subjects', async () => {
    const triggers = async (table: string, prefix: string) =>
      (
        await sql<{ name: string }>`select tgname as name from pg_trigger
          where tgrelid = ${table}::regclass and not tgisinternal and tgname like ${`${prefix}%`} order by tgname`.execute(
          db(),
        )
      ).rows.map((r) => r.name);
    expect(await triggers('biz_inspect', 'stat_inspect_day_')).toEqual([
      'stat_inspect_day_del',
      'stat_inspect_day_ins',
      'stat_inspect_day_upd',
    ]);
    expect(await triggers('biz_subject', 'stat_inspect_day_s_')).toEqual([
      'stat_inspect_day_s_del',
      'stat_inspect_day_s_ins',
      'stat_inspect_day_s_upd',
    ]);
  });

  it('a recount holds the counted table and the subjects against writers until it commits', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await rebuildRollup(trx, STAT_ROLLUPS.inspect, tz);
        const held = await sql<{ relation: string; mode: string }>`select relation::regclass::text as relation, mode
          from pg_locks where locktype = 'relation' and pid = pg_backend_pid() and granted
            and relation in ('biz_inspect'::regclass, 'biz_subject'::regclass) and mode = 'ShareLock'
          order by 1`.execute(trx);
        expect(held.rows).toEqual([
          { relation: 'biz_inspect', mode: 'ShareLock' },
          { relation: 'biz_subject', mode: 'ShareLock' },
        ]);
      });
    await noDrift();
  });

  it('a start with unchanged definitions leaves the counts as they are (no recount of every record at each start)', async () => {
    // A difference planted in the count table survives the start; only a rebuild clears it.
    await inspect(ids.s1);
    const row = (
      await sql<{ day: string }>`select day::text as day from stat_inspect_day
      where tenant_id = ${A} and n > 0 order by day limit 1`.execute(db())
    ).rows[0];
    await sql`update stat_inspect_day set n = n + 100 where tenant_id = ${A} and day = ${row.day}::date
      and ctid = (select min(ctid) from stat_inspect_day where tenant_id = ${A} and day = ${row.day}::date and n > 0)`.execute(
      db(),
    );
    await syncRollups(db(), ROLLUP_LIST, tz, allSources);
    const drift = await rollupDrift(db(), STAT_ROLLUPS.inspect, tz);
    expect(drift.length).toBeGreaterThan(0);
    await db()
      .transaction()
      .execute((trx) => rebuildRollup(trx, STAT_ROLLUPS.inspect, tz));
    await noDrift();
  });

  it('a database without the definitions (a copy leaves them out) gets them back, each count table rebuilt', async () => {
    expect(rollupTables(ROLLUP_LIST)).toEqual([
      'stat_rollup',
      'stat_inspect_day',
      'stat_subject',
      'stat_supervise_day',
      'stat_complaint_day',
      'stat_evaluation_day',
      'stat_transfer_day',
    ]);
    await sql.raw('drop table stat_rollup').execute(db());
    await syncRollups(db(), ROLLUP_LIST, tz, allSources);
    const stored = await sql<{ name: string }>`select name from stat_rollup order by name`.execute(db());
    expect(stored.rows.map((r) => r.name)).toEqual([
      'stat_complaint_day',
      'stat_evaluation_day',
      'stat_inspect_day',
      'stat_subject',
      'stat_supervise_day',
      'stat_transfer_day',
    ]);
    await noDrift();
    // A count is never missing: the column refuses a null.
    expect((await column('stat_inspect_day', 'n')).rows).toEqual([{ nullable: 'NO' }]);
    expect((await column('stat_subject', 'n')).rows).toEqual([{ nullable: 'NO' }]);
  });
});
