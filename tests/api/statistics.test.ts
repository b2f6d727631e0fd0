import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { call, login, useServer } from './harness';
import { ownDeptScope, roleIdsByAlias } from './auth-fixtures';
import { tenantStaff } from './tenant-staff';
import { fetchXlsx, sheetRows } from './xlsx';
import { okCalls } from './business-calls';
import { closedMonths } from './closed-months';
import { selfCheckCalls } from './self-checks';

/**
 * Statistics and the dashboard: the numbers of /api/app/* and /api/statistics/* against
 * rows this test wrote (by region, period, market type; should-report vs reported; the excellent
 * share), the tenant and the data scope, a write moving the numbers at once, the Excel sheet.
 */
const A = '100001';
const today = todayIn();
/** Two closed months: M1 (reported) and M2 (not, up to M2_END). */
const { M1, M2_END } = closedMonths(today);
const TODAY = { sdate: today, edate: today };

const s = useServer();
let platform: string, admin: string, insp1: string, insp2: string;
const ids: Record<string, string> = {};
const calls = okCalls(() => s);
const { ok, get, addSubject, deductThirty } = calls;
const { addCheckpoint, assign, mustReport, reportOf } = selfCheckCalls(() => s, M1);

const inspect = (token: string, subjectId: string, abnormal = false) =>
  calls.inspect(token, subjectId, ids.insp1User, abnormal);
const byKey = (rows: Array<Record<string, unknown>>) => Object.fromEntries(rows.map((r) => [String(r.key), r.value]));

beforeAll(async () => {
  platform = (await login(s)).access_token;
  const staff = await tenantStaff(s, A);
  ids.d1 = staff.depts['执法一中队'];
  ids.d2 = staff.depts['执法二中队'];
  admin = (await staff.add('statadmin', 'admin', '执法一中队', '统管理')).token;
  const first = await staff.add('statinsp1', 'inspector', '执法一中队', '统一');
  ids.insp1User = first.id;
  insp1 = first.token;
  insp2 = (await staff.add('statinsp2', 'inspector', '执法二中队', '统二')).token;

  ids.s1 = await addSubject(admin, '统计歌厅一', { regionCode: '330106', deptId: ids.d1 });
  ids.s2 = await addSubject(admin, '统计网吧', { regionCode: '330105', marketType: 3 });
  ids.s3 = await addSubject(admin, '统计歌厅三', { regionCode: '330106' });
  // s3 falls to 一般 (70 points): two of three subjects stay 优秀.
  await deductThirty(admin, ids.s3, today);
  await addSubject(platform, '平台统计歌厅', { regionCode: '330106' });

  // Self-checks: s1 must report cp1 monthly from M1; it reported M1, not M2.
  ids.cp1 = await addCheckpoint(admin, '统计检查点');
  await assign(admin, ids.s1, ids.cp1);
  await mustReport(admin, ids.s1);
  await reportOf(admin, ids.s1, ids.cp1, M1);

  // Inspections: two by statinsp1 (dept 1) on s1, one abnormal; one by statinsp2 (dept 2) on s2.
  await inspect(insp1, ids.s1);
  await inspect(insp1, ids.s1, true);
  await inspect(insp2, ids.s2);
}, 180_000);

describe('dashboard numbers are counts of the rows written', () => {
  it('region pie: subjects by region, this tenant only', async () => {
    const pie = await get('/api/app/subject/subject/pie', admin, { period: 'year' });
    expect(byKey(pie)).toMatchObject({ 330106: 2, 330105: 1 });
    const mine = await get('/api/app/subject/subject/pie', platform, { period: 'year' });
    expect(byKey(mine)['330106']).toBe(1);
    expect(byKey(mine)['330105']).toBeUndefined();
    // A stock: subjects created by the end day; none existed a year ago.
    expect(
      await get('/api/app/subject/subject/pie', admin, { sdate: addDays(today, -400), edate: addDays(today, -366) }),
    ).toEqual([]);
  });

  it('credit gauge: the share of subjects rated excellent', async () => {
    const d = await get('/api/app/subject/subject/detail', admin, TODAY);
    expect(d).toMatchObject({ total: 3, excellent: 2, excellentRate: 66.7 });
    expect(byKey(d.levels)).toMatchObject({ 1: 2, 3: 1 });
  });

  it('inspections by result and by market type, narrowed by period and region', async () => {
    const results = await get('/api/app/minier/enforce/results', admin, TODAY);
    expect(byKey(results)).toEqual({ 1: 2, 2: 1 });
    expect(results.find((r: Record<string, unknown>) => r.key === '2').name).toBe('异常');
    const byType = await get('/api/app/minier/enforce/inspects', admin, TODAY);
    expect(byType.map((r: Record<string, unknown>) => [r.key, r.value, r.abnormal])).toEqual([
      ['1', 2, 1],
      ['3', 1, 0],
    ]);
    expect(byKey(await get('/api/app/minier/enforce/results', admin, { ...TODAY, regionCode: '3301' }))).toEqual({
      1: 2,
      2: 1,
    });
    expect(byKey(await get('/api/app/minier/enforce/results', admin, { ...TODAY, marketType: 3 }))).toEqual({ 1: 1 });
    expect(await get('/api/app/minier/enforce/results', admin, { sdate: M1, edate: M2_END })).toEqual([]);
    const one = await get('/api/app/subject/subject/staBySubjectId', admin, { ...TODAY, subjectId: ids.s1 });
    expect(one).toMatchObject({ inspects: 2, abnormalInspects: 1 });
  });

  it('should-report vs reported over closed periods, by market type, checkpoint and subject', async () => {
    const range = { sdate: M1, edate: M2_END };
    const rows = await get('/api/statistics/report/listRepeat', admin, range);
    expect(rows).toEqual([
      expect.objectContaining({ key: '1', shouldReport: 2, reported: 1, missing: 1, reportRate: 50 }),
    ]);
    const cps = await get('/api/statistics/checkpointReport/listRepeat', admin, { ...range, dict_key: 1 });
    expect(cps).toEqual([
      expect.objectContaining({ checkpointId: ids.cp1, name: '统计检查点', shouldReport: 2, reported: 1 }),
    ]);
    expect(await get('/api/statistics/checkpointReport/listRepeat', admin, { ...range, dict_key: 3 })).toEqual([]);
    const subjects = await get('/api/statistics/checkpointReport/getSubjectCheckpointInfoRepeat', admin, {
      ...range,
      status: 0,
    });
    expect(subjects.records).toEqual([
      expect.objectContaining({ subjectId: ids.s1, subjectName: '统计歌厅一', shouldReport: 2, reported: 1 }),
    ]);
    expect(
      (await get('/api/statistics/checkpointReport/getSubjectCheckpointInfoRepeat', admin, { ...range, status: 1 }))
        .total,
    ).toBe(0);
    // The platform tenant owes nothing of tenant A's.
    expect(await get('/api/statistics/report/listRepeat', platform, range)).toEqual([]);
  });

  it('the statistics families answer from the same rows', async () => {
    const days = await get('/api/statistics/inspect/list', admin, TODAY);
    expect(days).toEqual([expect.objectContaining({ key: today, value: 3, abnormal: 1 })]);
    expect(
      (await get('/api/statistics/inspectType/getList', admin, TODAY)).map((r: Record<string, unknown>) => r.value),
    ).toEqual([2, 1]);
    const detail = await get('/api/statistics/inspectType/getInspectDetail', admin, {
      ...TODAY,
      marketType: 1,
      result: 2,
      current: 1,
      size: 10,
    });
    expect(detail.total).toBe(1);
    expect(detail.records[0].subjectId).toBe(ids.s1);
    const top = await get('/api/statistics/inspect/getSubjectInspectList', admin, TODAY);
    expect(top[0]).toMatchObject({ subjectId: ids.s1, subjectName: '统计歌厅一', value: 2, abnormal: 1 });
    for (const path of ['inspect/getSubjectSuperviseList', 'transferReport/getTransferReportList', 'evaluate/list'])
      expect(await get(`/api/statistics/${path}`, admin, TODAY)).toEqual([]);
    expect(
      (await get('/api/statistics/transferReport/getTransferDetail', admin, { ...TODAY, mode: 2, isfk: 0 })).total,
    ).toBe(0);
    for (const path of ['minier/evaluate/list', 'minier/complain/list', 'supervise/supervise/list'])
      expect(await get(`/api/app/${path}`, admin, TODAY)).toEqual([]);
    expect(byKey(await get('/api/app/subject/subjectnfc/listStatus', admin, TODAY))).toEqual({ 0: 3 });
  });

  it('refuses bad filters with their messages', async () => {
    const r = await call(s, '/api/app/minier/enforce/results', {
      token: admin,
      query: { sdate: today, edate: addDays(today, -1) },
    });
    expect(r.body).toMatchObject({ success: false, msg: '开始日期不能晚于结束日期' });
    const bad = await call(s, '/api/app/minier/enforce/results', { token: admin, query: { regionCode: "33' or 1=1" } });
    expect(bad.body).toMatchObject({ success: false, msg: '查询参数格式错误: regionCode' });
  });
});

describe('data scope and writes', () => {
  it('an own-dept data scope on inspections narrows every inspection statistic', async () => {
    await ownDeptScope(s, (await roleIdsByAlias(s, A)).inspector, 'inspect', 'inspect', '本部门巡检');
    expect(byKey(await get('/api/app/minier/enforce/results', insp1, TODAY))).toEqual({ 1: 1, 2: 1 });
    expect(byKey(await get('/api/app/minier/enforce/results', insp2, TODAY))).toEqual({ 1: 1 });
    expect((await get('/api/statistics/inspect/list', insp2, TODAY))[0].value).toBe(1);
    // The administrator of the tenant is not narrowed.
    expect(byKey(await get('/api/app/minier/enforce/results', admin, TODAY))).toEqual({ 1: 2, 2: 1 });
  });

  it('a write moves the numbers at once, and a removal moves them back', async () => {
    const before = await get('/api/app/minier/enforce/results', admin, TODAY);
    const id = await inspect(insp2, ids.s2, true);
    expect(byKey(await get('/api/app/minier/enforce/results', admin, TODAY))).toEqual({ ...byKey(before), 2: 2 });
    expect((await get('/api/statistics/inspect/list', admin, TODAY))[0]).toMatchObject({ value: 4, abnormal: 2 });
    const r = await call(s, '/api/enforcer/inspect/remove', { token: admin, method: 'POST', query: { ids: id } });
    expect(r.body.success).toBe(true);
    expect(byKey(await get('/api/app/minier/enforce/results', admin, TODAY))).toEqual(byKey(before));
    // A subject moved to another region moves the pie.
    await ok('/api/subject/subject/submit', admin, { id: ids.s3, regionCode: '330105' });
    expect(byKey(await get('/api/app/subject/subject/pie', admin, TODAY))).toMatchObject({ 330106: 1, 330105: 2 });
    // Inspections count under their subject's market type: a subject that changes type moves them.
    expect(byKey(await get('/api/app/minier/enforce/inspects', admin, TODAY))).toEqual({ 1: 2, 3: 1 });
    await ok('/api/subject/subject/submit', admin, { id: ids.s2, marketType: 1 });
    expect(byKey(await get('/api/app/minier/enforce/inspects', admin, TODAY))).toEqual({ 1: 3 });
    await ok('/api/subject/subject/submit', admin, { id: ids.s2, marketType: 3 });
  });

  it('exports a family table as an Excel sheet', async () => {
    const rows = await sheetRows(await fetchXlsx(s, '/api/statistics/inspectType/export', admin, TODAY, 'GET'));
    expect(rows[0][0]).toBe('巡检类型统计');
    expect(rows[1]).toEqual(['市场类型', '巡检次数', '异常次数']);
    expect(rows.slice(2).map((x) => x[1])).toEqual([2, 1]);
  });
});
