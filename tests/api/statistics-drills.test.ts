import { beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../resources/declarations';
import { addDays } from '../../resources/report-periods';
import { toFilterParams } from '../../dataProvider/query';
import { todayIn } from '../../server/crud/no-past';
import { FAMILIES, type Family } from '../../src/pages/statistics/families';
import {
  inspectDrill,
  OBLIGATIONS_PATH,
  reportDrill,
  subjectDrill,
  superviseDrill,
  type DrillScope,
  type StatFilters,
} from '../../src/pages/statistics/drills';
import { call, useServer } from './harness';
import { closedMonths } from './closed-months';
import { tenantStaff } from './tenant-staff';
import { okCalls } from './business-calls';
import { selfCheckCalls } from './self-checks';

/**
 * Every figure of the dashboard and of the statistics screens opens exactly the
 * records it counts. Each drill-down URL the web app builds (src/pages/statistics/drills.ts, families.ts)
 * is read as its list reads it (the list's page call with the URL's filter) and the list's total must
 * equal the figure, with and without the screens' region, dept and market type filters.
 */
const A = '100001';
const today = todayIn();
/** Two closed months: reports of M1 and M2 are owed; the running month owes nothing yet. */
const { M1, M2 } = closedMonths(today);
const RANGE = { from: M1, to: today };
const PERIOD = { period: 'custom', sdate: M1, edate: today };

type Row = Record<string, unknown>;
const s = useServer();
let admin: string;
const ids: Record<string, string> = {};
const { ok, get, addSubject, deductThirty } = okCalls(() => s);
const { addCheckpoint, assign, mustReport, reportOf, sweep } = selfCheckCalls(() => s, M1);

/**
 * The total of the list a drill-down opens: the resource whose menu is the URL's path, paged with the
 * URL's filter; or the obligations screen's, paged with the URL's query.
 */
async function listTotal(url: string): Promise<number> {
  const u = new URL(url, 'http://app');
  if (u.pathname === OBLIGATIONS_PATH) {
    const query = Object.fromEntries(u.searchParams);
    return Number((await get('/api/statistics/report/obligations', admin, { ...query, current: 1, size: 1 })).total);
  }
  const def = allResources.find((d) => d.menu?.path === u.pathname);
  expect(def, u.pathname).toBeTruthy();
  const filter = JSON.parse(u.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  const page = await get(`${def!.base}/page`, admin, {
    ...(toFilterParams(filter) as Record<string, string>),
    current: 1,
    size: 1,
  });
  return Number(page.total);
}

/** Columns that are no count of records (a rate, an average). */
const NOT_COUNTS = new Set(['name', 'reportRate', 'avgScore']);
/** The figure a click opens the records of: the column's own, or the row's first figure (reported, or the count). */
const figureOf = (f: Family, column?: string) => column ?? (f.series[0].key === 'shouldReport' ? 'reported' : 'value');

beforeAll(async () => {
  const staff = await tenantStaff(s, A);
  ids.d1 = staff.depts['执法一中队'];
  ids.d2 = staff.depts['执法二中队'];
  admin = (await staff.add('drilladmin', 'admin', '执法一中队', '钻管理')).token;
  ids.inspector = (await staff.add('drillinsp', 'inspector', '执法一中队', '钻巡检')).id;

  ids.s1 = await addSubject(admin, '钻取歌厅一', { regionCode: '330106', deptId: ids.d1 });
  ids.s2 = await addSubject(admin, '钻取网吧', { regionCode: '330105', marketType: 3, deptId: ids.d2 });
  ids.s3 = await addSubject(admin, '钻取歌厅三', { regionCode: '330106', deptId: ids.d1 });
  await deductThirty(admin, ids.s3, today);

  // Self-checks, monthly from M1: s1 and s3 owe cp1 (type 1), s2 owes cp2 (type 3). s1 reported M1, s3
  // reported M1 abnormal, s2 reported M2 late; the sweep raises the missing ones (s1 M2, s3 M2, s2 M1).
  ids.cp1 = await addCheckpoint(admin, '钻取检查点一');
  ids.cp2 = await addCheckpoint(admin, '钻取检查点二', { marketType: 3 });
  for (const [subjectId, checkpointId] of [
    [ids.s1, ids.cp1],
    [ids.s3, ids.cp1],
    [ids.s2, ids.cp2],
  ]) {
    await assign(admin, subjectId, checkpointId);
    await mustReport(admin, subjectId);
  }
  await reportOf(admin, ids.s1, ids.cp1, M1);
  await reportOf(admin, ids.s3, ids.cp1, M1, { isAb: 1, remark: '灭火器过期' });
  await reportOf(admin, ids.s2, ids.cp2, M2);
  await sweep(today, A);

  // Inspections today: two of s1 (one abnormal), one abnormal of s2, whose finding is supervised.
  const inspect = (subjectId: string, abnormal: boolean) =>
    ok('/api/enforcer/inspect/submit', admin, {
      subjectId,
      content: abnormal ? '安全出口堆放杂物' : '证照齐全',
      enforcerId: ids.inspector,
      result: abnormal ? 2 : 1,
      ...(abnormal ? { timeLimit: addDays(today, 7) } : {}),
    });
  await inspect(ids.s1, false);
  await inspect(ids.s1, true);
  const abnormal = await inspect(ids.s2, true);
  const finding = (
    await get('/api/enforcer/inspectabnormal/page', admin, { inspectId: String(abnormal.id), current: 1, size: 1 })
  ).records[0];
  await ok('/api/subject/supervise/save', admin, {
    sourceType: 'inspectabnormal',
    sourceId: finding.id,
    content: '限期整改',
    deadline: addDays(today, 7),
  });

  // Evaluations: two of s1 (5 and 2 points), one of s2 (4 points). Transfers: one of each subject to dept 2.
  for (const [subjectId, score] of [
    [ids.s1, 5],
    [ids.s1, 2],
    [ids.s2, 4],
  ] as const) {
    await ok('/api/consumer/evaluation/submit', admin, {
      subjectId,
      score,
      content: `评分${score}`,
      consumerName: '王先生',
      consumerPhone: '13900139000',
    });
  }
  for (const subjectId of [ids.s1, ids.s2]) {
    await ok('/api/subject/transfer/submit', admin, {
      subjectId,
      targetType: 1,
      toDeptId: ids.d2,
      reason: '涉嫌无证经营,请核查',
      content: '现场发现未悬挂许可证',
    });
  }
}, 180_000);

describe('every figure opens exactly the records it counts', () => {
  // The screens' filters (depts are known once the server is up).
  const screens: Array<[string, () => StatFilters]> = [
    ['no filter', () => ({})],
    ['a region', () => ({ regionCode: '330106' })],
    ['a city (a region prefix)', () => ({ regionCode: '3301' })],
    ['a market type', () => ({ marketType: '3' })],
    ['a dept', () => ({ deptId: ids.d2 })],
  ];

  it.each(screens)('statistics screens, %s', async (_name, filtersOf) => {
    const filters = filtersOf();
    const scope: DrillScope = { range: RANGE, filters, today };
    let checked = 0;
    for (const f of FAMILIES) {
      const rows = (await get(f.call, admin, { ...PERIOD, ...filters })) as Row[];
      for (const row of rows) {
        for (const column of [undefined, ...f.columns.map((c) => c.key).filter((k) => !NOT_COUNTS.has(k))]) {
          const expected = Number(row[figureOf(f, column)]);
          const what = `${f.family} ${String(row.name)} ${column ?? '(row)'}`;
          if (f.records) {
            const page = await get(f.records.call, admin, {
              ...PERIOD,
              ...filters,
              ...f.records.params(row, column),
              current: 1,
              size: 1,
            });
            expect(Number(page.total), what).toBe(expected);
          } else {
            const url = f.drill!(row, scope, column);
            expect(url, what).toBeTruthy();
            expect(await listTotal(url!), what).toBe(expected);
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('dashboard: region slices, the gauge, inspection and supervision bars, the reports bars', async () => {
    const scope: DrillScope = { range: RANGE, today };
    for (const slice of (await get('/api/app/subject/subject/pie', admin, PERIOD)) as Row[]) {
      expect(await listTotal(subjectDrill({ regionCode_equal: slice.key }, scope)), String(slice.key)).toBe(
        slice.value,
      );
    }
    const gauge = await get('/api/app/subject/subject/detail', admin, PERIOD);
    expect(gauge).toMatchObject({ total: 3, excellent: 2 });
    expect(await listTotal(subjectDrill({ creditLevel_equal: 1 }, scope))).toBe(2);
    const results = (await get('/api/app/minier/enforce/results', admin, PERIOD)) as Row[];
    expect(results.map((r) => [r.key, r.value])).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
    for (const bar of results) expect(await listTotal(inspectDrill(scope, { result_equal: bar.key }))).toBe(bar.value);
    const supervise = (await get('/api/app/supervise/supervise/list', admin, PERIOD)) as Row[];
    expect(supervise.map((r) => r.value)).toEqual([1]);
    for (const bar of supervise) expect(await listTotal(superviseDrill(String(bar.key), scope))).toBe(bar.value);
    const reports = (await get('/api/statistics/report/listRepeat', admin, PERIOD)) as Row[];
    expect(reports.map((r) => [r.key, r.shouldReport, r.reported, r.missing])).toEqual([
      ['1', 4, 2, 2],
      ['3', 2, 1, 1],
    ]);
    for (const bar of reports) {
      expect(await listTotal(reportDrill({ marketType: String(bar.key) }, 'should', scope))).toBe(bar.shouldReport);
      expect(await listTotal(reportDrill({ marketType: String(bar.key) }, 'reported', scope))).toBe(bar.reported);
      expect(await listTotal(reportDrill({ marketType: String(bar.key) }, 'missing', scope))).toBe(bar.missing);
    }
  });
});

describe('the subject market type filter of the lists', () => {
  const evaluationsOfType = async (type: number) =>
    Number(
      (await get('/api/consumer/evaluation/page', admin, { subjectMarketType_equal: type, current: 1, size: 1 })).total,
    );

  it('follows a subject that changes type at once', async () => {
    expect([await evaluationsOfType(1), await evaluationsOfType(3)]).toEqual([2, 1]);
    await ok('/api/subject/subject/submit', admin, { id: ids.s2, marketType: 1 });
    expect([await evaluationsOfType(1), await evaluationsOfType(3)]).toEqual([3, 0]);
    await ok('/api/subject/subject/submit', admin, { id: ids.s2, marketType: 3 });
    expect([await evaluationsOfType(1), await evaluationsOfType(3)]).toEqual([2, 1]);
  });

  it('checks its value as the field it reads', async () => {
    const r = await call(s, '/api/consumer/evaluation/page', { token: admin, query: { subjectMarketType_equal: 'x' } });
    expect(r.body).toMatchObject({ success: false, msg: '查询参数格式错误: subjectMarketType_equal 应为整数' });
  });
});

describe('the obligations behind should-report', () => {
  type Obligation = {
    subjectName: string;
    periodStart: string;
    reportId: string | null;
    isAb: number;
    warnId: string | null;
  };
  const obligations = async (query: Record<string, string>) =>
    (await get('/api/statistics/report/obligations', admin, { ...PERIOD, current: 1, size: 50, ...query })) as {
      records: Obligation[];
      total: number;
    };
  /** What a user reads in a row: subject, period, and what met the obligation. */
  const seen = (o: Obligation) =>
    [
      o.subjectName,
      o.periodStart,
      o.reportId ? (o.isAb ? '上报异常' : '已上报') : o.warnId ? '已预警' : '尚未预警',
    ].join(' ');
  const sorted = (rows: Obligation[]) => rows.map(seen).sort();

  it('lists each subject and period a checkpoint was owed, with its report or warning', async () => {
    const all = await obligations({ checkpointId: ids.cp1 });
    expect(all.total).toBe(4);
    expect(sorted(all.records)).toEqual(
      [
        `钻取歌厅一 ${M1} 已上报`,
        `钻取歌厅一 ${M2} 已预警`,
        `钻取歌厅三 ${M1} 上报异常`,
        `钻取歌厅三 ${M2} 已预警`,
      ].sort(),
    );
    const missing = await obligations({ checkpointId: ids.cp1, state: 'missing' });
    expect(sorted(missing.records)).toEqual([`钻取歌厅一 ${M2} 已预警`, `钻取歌厅三 ${M2} 已预警`].sort());
    // Paged: the second page of one row each, and past the end the total still holds.
    const second = await obligations({ checkpointId: ids.cp1, current: '2', size: '1' });
    expect([second.records.length, second.total]).toEqual([1, 4]);
    const beyond = await obligations({ checkpointId: ids.cp1, current: '9', size: '1' });
    expect([beyond.records.length, beyond.total]).toEqual([0, 4]);
  });

  it('says which obligations have no warning yet, and refuses an unknown state', async () => {
    // A subject owing cp1 from M1 on, added after the sweep: its two periods are owed, not yet warned.
    const s4 = await addSubject(admin, '钻取歌厅四', { regionCode: '330108', deptId: ids.d1 });
    await assign(admin, s4, ids.cp1);
    await mustReport(admin, s4);
    const missing = await obligations({ regionCode: '330108', state: 'missing' });
    expect(sorted(missing.records)).toEqual([`钻取歌厅四 ${M1} 尚未预警`, `钻取歌厅四 ${M2} 尚未预警`]);
    const rows = (await get('/api/statistics/report/listRepeat', admin, { ...PERIOD, regionCode: '330108' })) as Row[];
    expect(rows.map((r) => [r.shouldReport, r.missing])).toEqual([[2, 2]]);
    const r = await call(s, '/api/statistics/report/obligations', { token: admin, query: { state: 'lost' } });
    expect([r.status, r.body.msg]).toEqual([400, '参数格式错误: state']);
  });
});
