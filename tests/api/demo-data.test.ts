import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { isCreditCode, formatProblem } from '../../resources/formats';
import { allResources } from '../../resources/declarations';
import { DEMO_TENANT } from '../../server/db/seed-data';
import { contextOf, DEFAULT_SEED, fillDemo } from '../../server/demo/fill';
import { FIRST_START_SCALE, seedDemoOnFirstStart } from '../../server/demo/first-start';
import { subjectRows } from '../../server/demo/generators/subject';
import { districts, inDistrictBox } from '../../server/demo/districts';
import { now } from '../../server/demo/dates';
import { demoGenerators, inDependencyOrder } from '../../server/demo/registry';
import type { DemoGenerator } from '../../server/demo/types';
import { describeReportCheckDemo } from './demo/report-check';
import { describeRandomDemo } from './demo/random';
import { describeInspectDemo } from './demo/inspect';
import { describeOnsiteDemo } from './demo/onsite';
import { describeSuperviseDemo } from './demo/supervise';
import { describeComplaintDemo } from './demo/complaint';
import { describeEvaluationNoticeDemo } from './demo/evaluation-notice';
// App users and real-name certification.
import { describeAppUserDemo } from './demo/appusers';
// Statistics and the dashboard.
import { describeStatisticsDemo } from './demo/statistics';
// Cameras.
import { describeCameraDemo } from './demo/camera';
// The one map.
import { describeOneMapDemo } from './demo/onemap';
// No record in the future; findings mostly closed.
import { describeRecordTimesDemo } from './demo/record-times';
import { describeOpenFindingsDemo } from './demo/open-findings';
import { demoOnly, historyRecordIds, live } from './demo/env';

/**
 * Demo data (server/demo/): on first start (DEMO_DATA on) the demo tenant gets generated subjects that
 * look real and pass the declaration's own rules, readable by the tenant and by no one else; the same
 * seed makes the same rows; `seed:demo` appends more and running servers see them. One demo server for
 * the file: every domain's demo checks (tests/api/demo/<domain>.ts) run on it first, before the tests
 * here that append rows.
 */
const PAGE = '/api/subject/subject/page';
/** About the moment the first start made its rows at (their dates, hence licence years, follow its day). */
const NOW = now('Asia/Shanghai');

describe('demo data', () => {
  const s = useServer({ demoData: true });
  let demoAdmin: string;
  let rows: Array<Record<string, unknown>>;
  const db = () => s.built.app.db;

  beforeAll(async () => {
    demoAdmin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO_TENANT)).access_token;
    rows = await demoOnly(db().selectFrom('biz_subject').selectAll()).orderBy('creditCode').execute();
  }, 180_000);

  const env = () => ({ s, token: demoAdmin });
  describeReportCheckDemo(env);
  describeRandomDemo(env);
  describeInspectDemo(env);
  describeOnsiteDemo(env);
  describeSuperviseDemo(env);
  describeComplaintDemo(env);
  describeEvaluationNoticeDemo(env);
  describeAppUserDemo(env);
  describeStatisticsDemo(env);
  describeCameraDemo(env);
  describeOneMapDemo(env);
  describeRecordTimesDemo(env);
  describeOpenFindingsDemo(env);

  it('the first start fills the demo tenant with the rows the seed makes, and the same seed makes the same rows', async () => {
    expect(rows).toHaveLength(FIRST_START_SCALE);
    const ctx = await contextOf(db(), DEMO_TENANT, DEFAULT_SEED, NOW);
    const key = (r: Record<string, unknown>) => [
      r.subjectName,
      r.creditCode,
      r.licenseNo,
      r.legalPerson,
      r.contactPhone,
      r.address,
      Number(r.marketType),
      r.regionCode,
      Number(r.longitude),
      Number(r.latitude),
      String(r.deptId),
    ];
    const made = subjectRows(ctx, 0, FIRST_START_SCALE).rows.sort((a, b) =>
      String(a.creditCode).localeCompare(String(b.creditCode)),
    );
    expect(rows.map(key)).toEqual(made.map(key));
    // Row by row, in any batch: rows 100..109 alone are rows 100..109 of the whole run.
    expect(subjectRows(ctx, 100, 110).rows.map(key)).toEqual(subjectRows(ctx, 0, 300).rows.slice(100, 110).map(key));
    // Another seed, other rows.
    const other = subjectRows({ ...ctx, seed: DEFAULT_SEED + 1 }, 0, 20).rows;
    expect(other.map((r) => r.subjectName)).not.toEqual(subjectRows(ctx, 0, 20).rows.map((r) => r.subjectName));
  });

  it("rows pass the declaration's rules: valid unique credit codes, mobile numbers, points in their district", () => {
    const codes = rows.map((r) => String(r.creditCode));
    expect(codes.every(isCreditCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(rows.map((r) => formatProblem('phone', String(r.contactPhone))).filter(Boolean)).toEqual([]);
    for (const r of rows) {
      const d = districts.find((x) => x.code === r.regionCode);
      expect(d, String(r.regionCode)).toBeDefined();
      expect(
        inDistrictBox(d!, Number(r.longitude), Number(r.latitude)),
        `${r.subjectName} ${r.longitude},${r.latitude} in ${d!.name}`,
      ).toBe(true);
      expect(String(r.address)).toContain(`杭州市${d!.name}`);
      // The credit code is registered in the subject's district.
      expect(String(r.creditCode).slice(2, 8)).toBe(r.regionCode);
      expect(String(r.subjectName).length).toBeGreaterThan(2);
      expect(String(r.legalPerson)).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
    }
    // Spread over every market type of the dictionary, many districts, the tenant's depts.
    const marketTypes = new Set(rows.map((r) => String(r.marketType)));
    expect([...marketTypes].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(new Set(rows.map((r) => r.regionCode)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => String(r.deptId))).size).toBeGreaterThanOrEqual(3);
    // Some paused, as the declared pause action leaves a row: reason, who, when.
    const paused = rows.filter((r) => Number(r.pauseStatus) === 1);
    expect(paused.length).toBeGreaterThan(0);
    expect(paused.length).toBeLessThan(rows.length / 5);
    expect(paused.filter((r) => !(r.pauseReason && r.pauseUser && r.pauseTime))).toEqual([]);
    expect(rows.filter((r) => Number(r.pauseStatus) === 0).every((r) => !r.pauseReason && !r.pauseTime)).toBe(true);
    // Names look like their market type.
    const ktv = rows.filter((r) => Number(r.marketType) === 1).map((r) => String(r.subjectName));
    expect(ktv.every((n) => /(KTV|歌舞厅|娱乐有限公司|音乐会所)$/.test(n))).toBe(true);
    const cafes = rows.filter((r) => Number(r.marketType) === 3).map((r) => String(r.subjectName));
    expect(cafes.every((n) => /(网咖|网吧|电竞馆|网络会所)$/.test(n))).toBe(true);
  });

  it('the demo tenant reads them through the API; the platform tenant sees none of them', async () => {
    const page = await call(s, PAGE, { token: demoAdmin, query: { size: 20 } });
    expect(page.body).toMatchObject({ code: 200, success: true, data: { total: FIRST_START_SCALE } });
    expect(page.body.data.records).toHaveLength(20);
    const one = page.body.data.records[0];
    expect(rows.map((r) => r.subjectName)).toContain(one.subjectName);
    const byCode = await call(s, PAGE, { token: demoAdmin, query: { creditCode: String(rows[0].creditCode) } });
    expect(byCode.body.data.records.map((r: { id: string }) => r.id)).toEqual([String(rows[0].id)]);

    const platform = (await login(s)).access_token;
    const theirs = await call(s, PAGE, { token: platform, query: { size: 20 } });
    expect(theirs.body).toMatchObject({ code: 200, success: true, data: { total: 0, records: [] } });
    const detail = await call(s, '/api/subject/subject/detail', { token: platform, query: { id: String(rows[0].id) } });
    expect({ code: detail.body.code, success: detail.body.success, data: detail.body.data }).toEqual({
      code: 200,
      success: true,
      data: null,
    });
  });

  it("demo checkpoints are assigned by market type: each demo subject has its type's checkpoints, and the API lists them", async () => {
    const checkpoints = await live(
      db().selectFrom('biz_checkpoint').select(['id', 'marketType', 'marketTypeRule']),
    ).execute();
    expect(checkpoints.length).toBeGreaterThanOrEqual(8 * 4);
    expect(checkpoints.every((c) => String(c.marketTypeRule) === String(c.marketType))).toBe(true);
    const assigned = await live(
      db().selectFrom('biz_subject_checkpoint').select(['subjectId', 'checkpointId']),
    ).execute();
    const typeOf = new Map(rows.map((r) => [String(r.id), String(r.marketType)]));
    const cpType = new Map(checkpoints.map((c) => [String(c.id), String(c.marketType)]));
    expect(assigned).toHaveLength(FIRST_START_SCALE * 4);
    expect(assigned.every((a) => typeOf.get(String(a.subjectId)) === cpType.get(String(a.checkpointId)))).toBe(true);
    expect(new Set(assigned.map((a) => `${a.subjectId}:${a.checkpointId}`)).size).toBe(assigned.length);
    const list = await call(s, '/api/subject/subject/checkpoint-list', {
      token: demoAdmin,
      query: { subjectId: String(rows[0].id) },
    });
    expect(list.body.data).toHaveLength(4);
    const reporting = await call(s, '/api/subject/reportsubject/page', { token: demoAdmin, query: { size: 1 } });
    expect(reporting.body.data.total).toBe(FIRST_START_SCALE / 3);
    expect((await call(s, '/api/subject/template/listAll', { token: demoAdmin })).body.data.length).toBeGreaterThan(5);
  });

  it('seed:demo appends rows that continue the run, and a running server sees them at once', async () => {
    const added = await fillDemo(db(), allResources, {
      scale: 50,
      ownTransactions: true,
      batchRows: 20,
      batchesPerTransaction: 2,
      now: NOW,
    });
    // Every generator runs; the subjects exactly 50; the prohibited list is the authority's, made once, not appended again.
    expect(Object.keys(added).sort()).toEqual(demoGenerators.map((g) => g.resource).sort());
    expect(added).toMatchObject({ subject: 50, prohibitedsong: 0 });
    const all = await demoOnly(db().selectFrom('biz_subject').select(['creditCode', 'subjectName'])).execute();
    expect(all).toHaveLength(FIRST_START_SCALE + 50);
    expect(new Set(all.map((r) => r.creditCode)).size).toBe(FIRST_START_SCALE + 50);
    const ctx = await contextOf(db(), DEMO_TENANT, DEFAULT_SEED, NOW);
    const next = subjectRows(ctx, FIRST_START_SCALE, FIRST_START_SCALE + 50).rows.map((r) => r.creditCode);
    expect(all.map((r) => r.creditCode)).toEqual(expect.arrayContaining(next));
    // The table's change counter moved, so the cached total is not served (on PostgreSQL at the next
    // request; on PGlite, where only this process writes, at the feed's next poll, within half a second).
    await expect
      .poll(async () => (await call(s, PAGE, { token: demoAdmin })).body.data.total, { timeout: 3000 })
      .toBe(FIRST_START_SCALE + 50);
  });

  it('reported facilities come with the counts their write hook would keep; cafes report one row a day', async () => {
    const facilities = await live(
      db().selectFrom('biz_report_facility').select(['subjectId', 'facilityType', 'facilityStatus']),
    ).execute();
    expect(facilities.length).toBeGreaterThan(0);
    const expected = new Map<string, [number, number]>();
    for (const f of facilities) {
      const key = `${f.subjectId}|${f.facilityType}`;
      const [n, inUse] = expected.get(key) ?? [0, 0];
      expected.set(key, [n + 1, inUse + (Number(f.facilityStatus) === 1 ? 1 : 0)]);
    }
    const counts = await live(
      db()
        .selectFrom('biz_report_facility_number')
        .select(['subjectId', 'facilityType', 'facilityCount', 'inUseCount']),
    ).execute();
    expect(
      new Map(counts.map((c) => [`${c.subjectId}|${c.facilityType}`, [Number(c.facilityCount), Number(c.inUseCount)]])),
    ).toEqual(expected);
    const days = await live(db().selectFrom('biz_internet_cafe_data').select(['subjectId', 'dataDate'])).execute();
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days.map((d) => `${d.subjectId}|${String(d.dataDate)}`)).size).toBe(days.length);
  });

  it('songs: a prohibited list, KTV libraries, and one finding per subject and listed song they hit, some handled with history', async () => {
    const d = db();
    const entries = await demoOnly(d.selectFrom('biz_prohibited_song').selectAll()).execute();
    const songs = await demoOnly(d.selectFrom('biz_report_song').selectAll()).execute();
    const found = await demoOnly(d.selectFrom('biz_invalid_song_abnormal').selectAll()).execute();
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(songs.length).toBeGreaterThan(0);
    expect(found.length).toBeGreaterThan(0);
    const songById = new Map(songs.map((r) => [String(r.id), r]));
    const entryById = new Map(entries.map((r) => [String(r.id), r]));
    for (const f of found) {
      const song = songById.get(String(f.reportsongId))!;
      expect(song.nameKey).toBe(entryById.get(String(f.prohibitedsongId))!.nameKey);
      expect(String(song.subjectId)).toBe(String(f.subjectId));
    }
    expect(new Set(found.map((f) => `${f.subjectId}:${f.prohibitedsongId}`)).size).toBe(found.length);
    const handled = found.filter((f) => Number(f.handleStatus) > 0);
    expect(handled.length).toBeGreaterThan(0);
    expect(await historyRecordIds(s, 'invalidsongabnormal', 'handle')).toEqual(
      new Set(handled.map((f) => String(f.id))),
    );
  });

  it('runs once: a later start, or DEMO_DATA off, adds nothing', async () => {
    expect(await seedDemoOnFirstStart(db(), allResources, { demoData: true, timeZone: 'Asia/Shanghai' })).toEqual({});
    await db().deleteFrom('blade_seed_version').where('step', 'like', 'demo:%').execute();
    expect(await seedDemoOnFirstStart(db(), allResources, { demoData: false, timeZone: 'Asia/Shanghai' })).toEqual({});
    // On, but the tenant has subjects already: recorded, nothing added.
    expect(await seedDemoOnFirstStart(db(), allResources, { demoData: true, timeZone: 'Asia/Shanghai' })).toEqual({});
    expect(
      (await db().selectFrom('blade_seed_version').select('step').where('step', 'like', 'demo:%').execute())
        .map((r) => r.step)
        .sort(),
    ).toEqual(demoGenerators.map((g) => `demo:${g.resource}`).sort());
    expect(
      await db()
        .selectFrom('biz_subject')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: String(FIRST_START_SCALE + 50) });
  });

  it('generators run after those they depend on', () => {
    const gen = (resource: string, after?: string[]): DemoGenerator => ({
      resource,
      after,
      count: () => 0,
      prepare: async () => () => ({ rows: [], history: [] }),
    });
    const order = inDependencyOrder([
      gen('finding', ['inspection']),
      gen('inspection', ['subject']),
      gen('subject'),
    ]).map((g) => g.resource);
    expect(order).toEqual(['subject', 'inspection', 'finding']);
    expect(() => inDependencyOrder([gen('report', ['nothing'])])).toThrow(/needs nothing/);
    expect(() => inDependencyOrder([gen('a', ['b']), gen('b', ['a'])])).toThrow(/circle/);
  });
});
