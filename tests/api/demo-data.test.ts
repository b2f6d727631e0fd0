import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, startServer, type TestServer } from './harness';
import { isCreditCode, formatProblem } from '../../resources/formats';
import { allResources } from '../../resources/declarations';
import { DEMO_TENANT } from '../../server/db/seed-data';
import { contextOf, DEFAULT_SEED, fillDemo } from '../../server/demo/fill';
import { FIRST_START_SCALE, seedDemoOnFirstStart } from '../../server/demo/first-start';
import { subjectRows } from '../../server/demo/generators/subject';
import { districts, inDistrictBox } from '../../server/demo/districts';
import { today } from '../../server/demo/dates';
import { inDependencyOrder, type DemoGenerator } from '../../server/demo/registry';

/**
 * Demo data (server/demo/): on first start (DEMO_DATA on) the demo tenant gets generated subjects that
 * look real and pass the declaration's own rules, readable by the tenant and by no one else; the same
 * seed makes the same rows; `seed:demo` appends more and running servers see them.
 */
const PAGE = '/api/subject/subject/page';
/** The day the server's first start made its rows relative to (dates, hence licence years, follow it). */
const TODAY = today('Asia/Shanghai');

describe('demo data', () => {
  let s: TestServer;
  let demoAdmin: string;
  let rows: Array<Record<string, unknown>>;
  const db = () => s.built.deps.database.db;

  beforeAll(async () => {
    s = await startServer({ demoData: true });
    demoAdmin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO_TENANT)).access_token;
    rows = await db().selectFrom('bizSubject').selectAll().where('tenantId', '=', DEMO_TENANT).orderBy('creditCode').execute();
  });
  afterAll(async () => s?.close());

  it('the first start fills the demo tenant with the rows the seed makes, and the same seed makes the same rows', async () => {
    expect(rows).toHaveLength(FIRST_START_SCALE);
    const ctx = await contextOf(db(), DEMO_TENANT, DEFAULT_SEED, TODAY);
    const key = (r: Record<string, unknown>) => [r.subjectName, r.creditCode, r.licenseNo, r.legalPerson, r.contactPhone, r.address, Number(r.marketType), r.regionCode, Number(r.longitude), Number(r.latitude), String(r.deptId)];
    const made = subjectRows(ctx, 0, FIRST_START_SCALE).rows.sort((a, b) => String(a.creditCode).localeCompare(String(b.creditCode)));
    expect(rows.map(key)).toEqual(made.map(key));
    // Row by row, in any batch: rows 100..109 alone are rows 100..109 of the whole run.
    expect(subjectRows(ctx, 100, 110).rows.map(key)).toEqual(subjectRows(ctx, 0, 300).rows.slice(100, 110).map(key));
    // Another seed, other rows.
    const other = subjectRows({ ...ctx, seed: DEFAULT_SEED + 1 }, 0, 20).rows;
    expect(other.map((r) => r.subjectName)).not.toEqual(subjectRows(ctx, 0, 20).rows.map((r) => r.subjectName));
  });

  it('rows pass the declaration\'s rules: valid unique credit codes, mobile numbers, points in their district', () => {
    const codes = rows.map((r) => String(r.creditCode));
    expect(codes.every(isCreditCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(rows.map((r) => formatProblem('phone', String(r.contactPhone))).filter(Boolean)).toEqual([]);
    for (const r of rows) {
      const d = districts.find((x) => x.code === r.regionCode);
      expect(d, String(r.regionCode)).toBeDefined();
      expect(inDistrictBox(d!, Number(r.longitude), Number(r.latitude)), `${r.subjectName} ${r.longitude},${r.latitude} in ${d!.name}`).toBe(true);
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
    expect({ code: detail.body.code, success: detail.body.success, data: detail.body.data }).toEqual({ code: 200, success: true, data: null });
  });

  it('seed:demo appends rows that continue the run, and a running server sees them at once', async () => {
    const added = await fillDemo(db(), allResources, { scale: 50, ownTransactions: true, batchRows: 20, batchesPerTransaction: 2, today: TODAY });
    // Other generators (credit records, QR codes ...) add their share too.
    expect(added).toMatchObject({ subject: 50 });
    const all = await db().selectFrom('bizSubject').select(['creditCode', 'subjectName']).where('tenantId', '=', DEMO_TENANT).execute();
    expect(all).toHaveLength(FIRST_START_SCALE + 50);
    expect(new Set(all.map((r) => r.creditCode)).size).toBe(FIRST_START_SCALE + 50);
    const ctx = await contextOf(db(), DEMO_TENANT, DEFAULT_SEED, TODAY);
    const next = subjectRows(ctx, FIRST_START_SCALE, FIRST_START_SCALE + 50).rows.map((r) => r.creditCode);
    expect(all.map((r) => r.creditCode)).toEqual(expect.arrayContaining(next));
    // The table's change counter moved, so the cached total is not served (on PostgreSQL at the next
    // request; on PGlite, where only this process writes, at the feed's next poll, within half a second).
    await expect.poll(async () => (await call(s, PAGE, { token: demoAdmin })).body.data.total, { timeout: 3000 }).toBe(FIRST_START_SCALE + 50);
  });

  it('runs once: a later start, or DEMO_DATA off, adds nothing', async () => {
    expect(await seedDemoOnFirstStart(db(), allResources, { demoData: true, timeZone: 'Asia/Shanghai' })).toEqual({});
    await db().deleteFrom('bladeSeedVersion').where('step', 'like', 'demo:%').execute();
    expect(await seedDemoOnFirstStart(db(), allResources, { demoData: false, timeZone: 'Asia/Shanghai' })).toEqual({});
    // On, but the tenant has subjects already: recorded, nothing added.
    expect(await seedDemoOnFirstStart(db(), allResources, { demoData: true, timeZone: 'Asia/Shanghai' })).toEqual({});
    expect((await db().selectFrom('bladeSeedVersion').select('step').where('step', 'like', 'demo:%').execute()).map((r) => r.step)).toContain('demo:subject');
    expect(await db().selectFrom('bizSubject').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual({ n: String(FIRST_START_SCALE + 50) });
  });

  it('generators run after those they depend on', () => {
    const gen = (resource: string, after?: string[]): DemoGenerator => ({ resource, after, count: () => 0, prepare: async () => () => ({ rows: [], history: [] }) });
    const order = inDependencyOrder([gen('finding', ['inspection']), gen('inspection', ['subject']), gen('subject')]).map((g) => g.resource);
    expect(order).toEqual(['subject', 'inspection', 'finding']);
    expect(() => inDependencyOrder([gen('report', ['nothing'])])).toThrow(/needs nothing/);
    expect(() => inDependencyOrder([gen('a', ['b']), gen('b', ['a'])])).toThrow(/circle/);
  });
});
