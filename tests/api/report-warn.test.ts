import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { call, login, useServer } from './harness';
import { deptIdsByName } from './auth-fixtures';
import { squadOf } from './tenant-staff';
import { expectNoDetail, expectNotFound, okCalls } from './business-calls';
import { closedMonths } from './closed-months';
import { selfCheckCalls } from './self-checks';
import { xlsxRows } from './xlsx';
import { FILING, REPORT_CHECK, REPORT_CHECK_CASE, REPORT_CHECK_WARN } from './api-paths';
import { expectJustNow } from './wire-time';

/**
 * Report warnings: the sweep writes 未上报 warnings for closed periods of the subjects that
 * had to report, an abnormal report raises 上报异常 in its save, a late report clears the missing one;
 * the warn query calls' numbers, the finding life, case-save, batch-complete, the exports, filings and
 * another tenant's ids.
 */
const A = '100001';
const P = '000000';

const today = todayIn();
/** The month before this one (M2) and the one before that (M1): both closed. */
const { M1, M2, M2_END } = closedMonths(today);

const s = useServer();
let platform: string, admin: string, inspector: string;
const ids: Record<string, string> = {};

const { ok, get, addSubject } = okCalls(() => s);
const checks = selfCheckCalls(() => s, M1);
const { addCheckpoint, assign, mustReport, reportOf } = checks;
const sweep = (tenantId = A) => checks.sweep(today, tenantId);

async function warnings(token: string, query: Record<string, string | number>) {
  return (await get(`${REPORT_CHECK_WARN}/page`, token, { current: 1, size: 100, ...query })).records as Array<
    Record<string, unknown>
  >;
}
const one = async (query: Record<string, string | number>) => {
  const found = await warnings(admin, query);
  expect(found, JSON.stringify(found)).toHaveLength(1);
  return found[0];
};

beforeAll(async () => {
  platform = (await login(s)).access_token;
  const squad = await squadOf(s, A, 'warn', ['admin', 'inspector']);
  const dept = squad.dept;
  ({ admin, inspector } = squad);
  ids.inspectorUser = squad.ids.inspector;

  ids.cp1 = await addCheckpoint(admin, '消防通道畅通');
  ids.cp2 = await addCheckpoint(admin, '未成年人标识');
  ids.cpOff = await addCheckpoint(admin, '停用的检查点', { enabled: 0 });
  ids.s1 = await addSubject(admin, '金星量贩式KTV', { deptId: dept, regionCode: '330106' });
  ids.paused = await addSubject(admin, '暂停的歌厅');
  ids.disabled = await addSubject(admin, '停用自查的歌厅');
  ids.ended = await addSubject(admin, '自查已结束的歌厅');
  ids.none = await addSubject(admin, '无需自查的歌厅');
  for (const subject of [ids.s1, ids.paused, ids.disabled, ids.ended, ids.none]) {
    await assign(admin, subject, ids.cp1);
    await assign(admin, subject, ids.cp2);
  }
  await assign(admin, ids.s1, ids.cpOff);
  await mustReport(admin, ids.s1);
  await mustReport(admin, ids.paused);
  await mustReport(admin, ids.disabled, { enabled: 0 });
  await mustReport(admin, ids.ended, { startDate: addDays(M1, -300), endDate: addDays(M1, -150) });
  await ok('/api/subject/subject/pause', admin, { ids: ids.paused, pauseReason: '停业装修' });

  // S1: cp1 reported for M1; cp2 reported abnormal for M1; nothing for M2.
  ids.r1 = await reportOf(admin, ids.s1, ids.cp1, M1);
  ids.rAb = await reportOf(admin, ids.s1, ids.cp2, M1, { isAb: 1 });

  // Another tenant's warning, for the refusals.
  const ps = await addSubject(platform, '平台歌厅');
  const pc = await addCheckpoint(platform, '平台检查点');
  await assign(platform, ps, pc);
  await mustReport(platform, ps);
  ids.platformSubject = ps;
  await sweep(P);
  ids.foreign = (await warnings(platform, { subjectId: ps }))[0].id as string;
}, 180_000);

describe('warnings are raised and cleared by what was reported', () => {
  it('an abnormal report raises its warning in the same save, before any sweep', async () => {
    const w = await one({ subjectId: ids.s1, type: 2 });
    expect(w).toMatchObject({
      subjectId: ids.s1,
      subjectName: '金星量贩式KTV',
      checkpointId: ids.cp2,
      checkpointName: '未成年人标识',
      periodStart: M1,
      isAb: 1,
      handleStatus: 0,
      caseState: 0,
      reportcheckId: ids.rAb,
      marketType: 1,
      regionCode: '330106',
    });
    ids.wAb = w.id as string;
    expect(await warnings(admin, { subjectId: ids.s1, type: 1 })).toHaveLength(0);
  });

  it('the sweep writes a missing warning per closed period without a report, only for subjects that must report', async () => {
    const written = await sweep();
    expect(written[A]).toBe(2);
    const missing = await warnings(admin, { subjectId: ids.s1, type: 1 });
    expect(missing.map((w) => `${w.checkpointId}:${w.periodStart}:${w.periodEnd}`).sort()).toEqual(
      [`${ids.cp1}:${M2}:${M2_END}`, `${ids.cp2}:${M2}:${M2_END}`].sort(),
    );
    for (const subject of [ids.paused, ids.disabled, ids.ended, ids.none])
      expect(await warnings(admin, { subjectId: subject })).toHaveLength(0);
    expect(await warnings(admin, { checkpointId: ids.cpOff })).toHaveLength(0);
    ids.wCp1 = missing.find((w) => w.checkpointId === ids.cp1)!.id as string;
    ids.wCp2 = missing.find((w) => w.checkpointId === ids.cp2)!.id as string;
  });

  it('a second sweep writes nothing new', async () => {
    expect((await sweep())[A]).toBe(0);
    expect(await warnings(admin, { subjectId: ids.s1 })).toHaveLength(3);
  });

  it('two sweeps at once (two instances) write each warning once', async () => {
    const other = await addSubject(admin, '并发扫描的歌厅');
    await assign(admin, other, ids.cp1);
    await assign(admin, other, ids.cp2);
    await mustReport(admin, other, { startDate: M2 });
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect((a[A] ?? 0) + (b[A] ?? 0)).toBe(2);
    expect(await warnings(admin, { subjectId: other })).toHaveLength(2);
  });

  it('a late report clears the missing warning of its period: kept, 已消除, with the report, the time and history', async () => {
    ids.late = await reportOf(admin, ids.s1, ids.cp1, M2);
    const w = await get(`${REPORT_CHECK_WARN}/detail`, admin, { id: ids.wCp1 });
    expect(w).toMatchObject({ handleStatus: 3, reportcheckId: ids.late });
    expectJustNow(String(w.clearTime));
    const history = await get(`${REPORT_CHECK_WARN}/history`, admin, { id: ids.wCp1 });
    expect(JSON.stringify(history)).toContain('clear');
    // Not open any more, and a sweep does not raise it again.
    expect(await warnings(admin, { subjectId: ids.s1, status: 0 })).toHaveLength(2);
    expect((await sweep())[A]).toBe(0);
  });
});

describe('the query calls count what the board shows', () => {
  const range = () => ({ sDate: M1, eDate: M2_END });

  it('page filters by the §3 fields (status is the handling state, sDate/eDate the periods)', async () => {
    expect(await warnings(admin, { subjectId: ids.s1, status: 3 })).toHaveLength(1);
    expect(await warnings(admin, { subjectId: ids.s1, isAb: 1 })).toHaveLength(1);
    expect(await warnings(admin, { subjectId: ids.s1, sDate: M2, eDate: M2_END })).toHaveLength(2);
    expect(await warnings(admin, { subjectId: ids.s1, sDate: M1, eDate: addDays(M2, -1) })).toHaveLength(1);
    expect((await get(`${REPORT_CHECK_WARN}/list`, admin, { subjectId: ids.s1, type: 1 })).total).toBe(2);
    // The inspector reads the warnings of the tenant too.
    expect((await get(`${REPORT_CHECK_WARN}/page`, inspector, { subjectId: ids.s1 })).total).toBe(3);
  });

  it('getListInfo: should report, reported, missing, late (every report here came after its period), abnormal, open', async () => {
    const info = await get(`${REPORT_CHECK_WARN}/getListInfo`, admin, { subjectId: ids.s1, ...range() });
    expect(info).toMatchObject({
      shouldReport: 4,
      reported: 3,
      missing: 1,
      late: 3,
      abnormal: 1,
      reportRate: 75,
      warnings: 3,
      open: 2,
      cleared: 1,
    });
  });

  it('getCheckpointTypeList, ById, getCheckpointList and the per-subject Repeat', async () => {
    const types = await get(`${REPORT_CHECK_WARN}/getCheckpointTypeList`, admin, { subjectId: ids.s1, ...range() });
    expect(types).toEqual([
      expect.objectContaining({
        key: '1',
        name: '歌舞娱乐场所',
        total: 3,
        missing: 2,
        abnormal: 1,
        open: 2,
        cleared: 1,
      }),
    ]);
    const byCheckpoint = await get(`${REPORT_CHECK_WARN}/getCheckpointList`, admin, { subjectId: ids.s1 });
    expect(byCheckpoint).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          checkpointId: ids.cp1,
          checkpointName: '消防通道畅通',
          total: 1,
          cleared: 1,
          open: 0,
        }),
        expect.objectContaining({
          checkpointId: ids.cp2,
          checkpointName: '未成年人标识',
          total: 2,
          missing: 1,
          abnormal: 1,
          open: 2,
        }),
      ]),
    );
    expect(byCheckpoint).toHaveLength(2);
    expect(
      await get(`${REPORT_CHECK_WARN}/getCheckpointTypeListById`, admin, { id: '1', subjectId: ids.s1 }),
    ).toHaveLength(2);
    expect(
      await get(`${REPORT_CHECK_WARN}/getCheckpointTypeListById`, admin, { id: '2', subjectId: ids.s1 }),
    ).toHaveLength(0);
    const repeat = await get(`${REPORT_CHECK_WARN}/getCheckpointTypeListRepeat`, admin, { subjectId: ids.s1 });
    expect(repeat).toMatchObject({
      total: 1,
      records: [{ subjectId: ids.s1, subjectName: '金星量贩式KTV', key: '1', total: 3, open: 2 }],
    });
  });

  it("getCheckpointDetail pages the periods of a subject's checkpoint, reported or not", async () => {
    const detail = await get(`${REPORT_CHECK_WARN}/getCheckpointDetail`, admin, {
      subjectId: ids.s1,
      checkpointId: ids.cp2,
      ...range(),
      current: 1,
      size: 10,
    });
    expect(detail.total).toBe(2);
    // A reported period carries the time of its report, as the report's own detail says it.
    const reportTime = (await get(`${REPORT_CHECK}/detail`, admin, { id: ids.rAb })).reportTime;
    expectJustNow(reportTime, 'the report time');
    expect(detail.records).toMatchObject([
      { periodStart: M2, periodEnd: M2_END, status: 0, warnId: ids.wCp2, handleStatus: 0, reportTime: null },
      { periodStart: M1, status: 1, isAb: 1, reportcheckId: ids.rAb, reportTime },
    ]);
    const missing = await get(`${REPORT_CHECK_WARN}/getCheckpointDetail`, admin, {
      subjectId: ids.s1,
      checkpointId: ids.cp2,
      ...range(),
      status: 0,
    });
    expect(missing.records.map((r: { periodStart: string }) => r.periodStart)).toEqual([M2]);
    expect(
      (await call(s, `${REPORT_CHECK_WARN}/getCheckpointDetail`, { token: admin, query: { subjectId: ids.s1 } })).body,
    ).toMatchObject({ success: false, msg: '请选择检查点' });
  });

  it('list-checkpoint-report and list-report show the reports behind a subject or a warning', async () => {
    const cps = await get(`${REPORT_CHECK_WARN}/list-checkpoint-report`, admin, { subjectId: ids.s1, ...range() });
    expect(cps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ checkpointId: ids.cp1, reports: 2, missing: 0 }),
        expect.objectContaining({ checkpointId: ids.cp2, reports: 1, abnormal: 1, missing: 1, open: 2 }),
      ]),
    );
    // The checkpoint's last report is the time of its only report.
    const reportTime = (await get(`${REPORT_CHECK}/detail`, admin, { id: ids.rAb })).reportTime;
    expect(cps.find((c: { checkpointId: string }) => c.checkpointId === ids.cp2).lastReportTime).toBe(reportTime);
    const behind = await get(`${REPORT_CHECK_WARN}/list-report`, admin, { id: ids.wAb });
    expect(behind.records.map((r: { id: string }) => r.id)).toEqual([ids.rAb]);
    expect((await get(`${REPORT_CHECK_WARN}/list-report`, admin, { subjectId: ids.s1 })).total).toBe(3);
  });

  it('exportExcel is the list; exportCheckWarnExcel the per-subject summary', async () => {
    const list = await xlsxRows(s, `${REPORT_CHECK_WARN}/exportExcel`, admin, { subjectId: ids.s1 });
    expect(list).toHaveLength(4);
    expect(list[0]).toContain('上报周期');
    expect(list.slice(1).every((r) => r.includes('金星量贩式KTV'))).toBe(true);
    // The subject's region by its name, never its code.
    const region = list[0].indexOf('所属区域');
    expect(list.slice(1).map((r) => r[region])).toEqual(['西湖区', '西湖区', '西湖区']);
    const open = await xlsxRows(s, `${REPORT_CHECK_WARN}/exportExcel`, admin, { subjectId: ids.s1, status: '0' });
    expect(open).toHaveLength(3);
    const summary = await xlsxRows(s, `${REPORT_CHECK_WARN}/exportCheckWarnExcel`, admin, { subjectId: ids.s1 });
    expect(summary).toHaveLength(2);
    expect(summary[1].slice(0, 6)).toEqual(['金星量贩式KTV', '歌舞娱乐场所', 3, 2, 1, 2]);
  });
});

describe('acting on warnings', () => {
  it('case-save opens one case in the same transaction and refuses the second', async () => {
    await ok(`${REPORT_CHECK_WARN}/case-save`, admin, { id: ids.wCp2, caseReason: '连续未按期自查上报' });
    const w = await get(`${REPORT_CHECK_WARN}/detail`, admin, { id: ids.wCp2 });
    expect(w).toMatchObject({ caseState: 1 });
    const cases = (await get(`${REPORT_CHECK_CASE}/page`, admin, { current: 1, size: 10, subjectId: ids.s1 })).records;
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      id: w.caseId,
      warnId: ids.wCp2,
      caseSource: 1,
      caseStatus: 0,
      caseReason: '连续未按期自查上报',
      subjectId: ids.s1,
    });
    expect(String(cases[0].caseNo)).toMatch(/^AJ\d{8}\d{6}$/);
    ids.case = cases[0].id;
    // The filing's case picker names a case by its number and its name, and finds it by either.
    const named = { id: ids.case, caseNo: `${cases[0].caseNo} 金星量贩式KTV 未成年人标识 ${M2}未上报` };
    expect(await get(`${REPORT_CHECK_CASE}/options`, admin, { ids: ids.case })).toEqual([named]);
    expect(await get(`${REPORT_CHECK_CASE}/options`, admin, { caseNo: '未成年人标识' })).toEqual([named]);
    const again = await call(s, `${REPORT_CHECK_WARN}/case-save`, {
      token: admin,
      body: { id: ids.wCp2, caseReason: '再来一次' },
    });
    expect(again.body).toMatchObject({ success: false, msg: '该数据已处理,请勿重复操作' });
    expect((await get(`${REPORT_CHECK_CASE}/page`, admin, { subjectId: ids.s1 })).total).toBe(1);
    expect(
      (await call(s, `${REPORT_CHECK_WARN}/case-save`, { token: admin, body: { id: ids.wCp1, caseReason: '已消除' } }))
        .body,
    ).toMatchObject({ success: false, msg: '该预警已补报消除,无需转为案件' });
  });

  it('a filing files its case, once; closing it closes the case', async () => {
    const lian = await ok(`${FILING}/submit`, admin, {
      lianNo: 'XL-2026-001',
      caseId: ids.case,
      lianDate: today,
      cause: '未按期自查',
      handleDeptId: (await deptIdsByName(s, A))['执法一中队'],
      enforcerIds: ids.inspectorUser,
    });
    expect(lian).toMatchObject({ subjectId: ids.s1, lianStatus: 0 });
    expect(await get(`${REPORT_CHECK_CASE}/detail`, admin, { id: ids.case })).toMatchObject({
      caseStatus: 1,
      lianId: lian.id,
    });
    const twice = await call(s, `${FILING}/submit`, {
      token: admin,
      body: {
        lianNo: 'XL-2026-002',
        caseId: ids.case,
        lianDate: today,
        cause: '重复',
        handleDeptId: lian.handleDeptId,
        enforcerIds: ids.inspectorUser,
      },
    });
    expect(twice.body.success).toBe(false);
    await ok(`${FILING}/close`, admin, { id: lian.id, closeResult: '已责令整改并完成' });
    expect(await get(`${REPORT_CHECK_CASE}/detail`, admin, { id: ids.case })).toMatchObject({ caseStatus: 3 });
  });

  it('batch-complete is all or nothing: a foreign id and warnings not handled change nothing and are named; then all complete', async () => {
    // Handled by the inspector: the admin closes what someone else handled.
    await ok(`${REPORT_CHECK_WARN}/handle`, inspector, { id: ids.wAb, handleResult: '已督促整改' });
    const refused = await call(s, `${REPORT_CHECK_WARN}/batch-complete`, {
      token: admin,
      body: { ids: [ids.wAb, ids.wCp2, ids.wCp1, ids.foreign].join(','), superviseOpinion: '批量办结' },
    });
    expect(refused.body).toEqual({
      code: 400,
      success: false,
      data: {
        batchRefusal: {
          resource: 'reportcheckwarn',
          field: 'handleStatus',
          action: 'supervise-complete',
          verb: '办结',
          count: 3,
          rows: [
            { caption: `金星量贩式KTV 未成年人标识 ${M2}`, reason: { kind: 'state', state: 0 } },
            { caption: `金星量贩式KTV 消防通道畅通 ${M2}`, reason: { kind: 'state', state: 3 } },
            { caption: ids.foreign, reason: { kind: 'notYours' } },
          ],
        },
      },
      msg:
        `有3条不能办结: 金星量贩式KTV 未成年人标识 ${M2}: 当前状态为待处理; ` +
        `金星量贩式KTV 消防通道畅通 ${M2}: 当前状态为已消除; ${ids.foreign}: 数据不存在或无权操作`,
    });
    // Nothing changed: the handled one is still handled, without an opinion.
    expect(await get(`${REPORT_CHECK_WARN}/detail`, admin, { id: ids.wAb })).toMatchObject({
      handleStatus: 1,
      superviseOpinion: null,
    });
    const r = await ok(`${REPORT_CHECK_WARN}/batch-complete`, admin, { ids: ids.wAb, superviseOpinion: '批量办结' });
    expect(r).toEqual({ completed: [ids.wAb], completedCount: 1 });
    expect(await get(`${REPORT_CHECK_WARN}/detail`, admin, { id: ids.wAb })).toMatchObject({
      handleStatus: 2,
      superviseOpinion: '批量办结',
    });
    const again = await call(s, `${REPORT_CHECK_WARN}/batch-complete`, { token: admin, body: { ids: ids.wAb } });
    expect(again.body.msg).toBe(`有1条不能办结: 金星量贩式KTV 未成年人标识 ${M1}: 当前状态为已办结`);
  });

  it('handle, then supervise-complete, with history', async () => {
    await ok(`${REPORT_CHECK_WARN}/handle`, inspector, { id: ids.wCp2, handleResult: '已约谈负责人' });
    await ok(`${REPORT_CHECK_WARN}/supervise-complete`, admin, { id: ids.wCp2, superviseOpinion: '同意办结' });
    expect(await get(`${REPORT_CHECK_WARN}/detail`, admin, { id: ids.wCp2 })).toMatchObject({
      handleStatus: 2,
      handleResult: '已约谈负责人',
    });
    const again = await call(s, `${REPORT_CHECK_WARN}/supervise-complete`, { token: admin, body: { id: ids.wCp2 } });
    expect(again.body).toMatchObject({ success: false, msg: '该数据已处理,请勿重复操作' });
    const history = JSON.stringify(await get(`${REPORT_CHECK_WARN}/history`, admin, { id: ids.wCp2 }));
    for (const action of ['handle', 'supervise-complete', 'case-save']) expect(history).toContain(action);
  });

  it("a document names its case and that case's filing; removing a filing puts its case back; cases, filings and documents export", async () => {
    await ok(`${REPORT_CHECK_WARN}/case-save`, admin, { id: ids.wAb, caseReason: '自查上报异常' });
    const case2 = (await get(`${REPORT_CHECK_WARN}/detail`, admin, { id: ids.wAb })).caseId as string;
    const dept = (await deptIdsByName(s, A))['执法一中队'];
    const lian2 = await ok(`${FILING}/submit`, admin, {
      lianNo: 'XL-2026-003',
      caseId: case2,
      lianDate: today,
      cause: '自查异常',
      handleDeptId: dept,
      enforcerIds: ids.inspectorUser,
    });
    const firstLian = (await get(`${FILING}/page`, admin, { caseId: ids.case })).records[0].id as string;
    const doc = {
      caseId: case2,
      docKind: 1,
      docName: '立案审批表',
      docNo: 'SP-001',
      fileUrl: '/api/blade-resource/oss/file/000000/doc.pdf',
      docDate: today,
    };
    const wrong = await call(s, '/api/subject/checkfile/submit', { token: admin, body: { ...doc, lianId: firstLian } });
    expect(wrong.body).toMatchObject({ success: false, msg: '所选立案不属于该案件' });
    await ok('/api/subject/checkfile/submit', admin, { ...doc, lianId: lian2.id });
    const removed = await call(s, `${FILING}/remove`, { method: 'POST', token: admin, query: { ids: lian2.id } });
    expect(removed.body.success, JSON.stringify(removed.body)).toBe(true);
    expect(await get(`${REPORT_CHECK_CASE}/detail`, admin, { id: case2 })).toMatchObject({ caseStatus: 0 });
    expect(JSON.stringify(await get(`${REPORT_CHECK_CASE}/history`, admin, { id: case2 }))).toContain('unfile');
    // A closed filing stays, and so does its case; a case without one may go, freeing its warning.
    const closed = await call(s, `${FILING}/remove`, { method: 'POST', token: admin, query: { ids: firstLian } });
    expect(closed.body).toMatchObject({ success: false, msg: '已结案的立案不能删除' });
    const filedCase = await call(s, `${REPORT_CHECK_CASE}/remove`, {
      method: 'POST',
      token: admin,
      query: { ids: ids.case },
    });
    expect(filedCase.body).toMatchObject({ success: false, msg: '已结案的案件不能删除' });
    const cases = await xlsxRows(s, `${REPORT_CHECK_CASE}/export`, admin, { subjectId: ids.s1 });
    expect(cases).toHaveLength(3);
    expect(cases[0]).toEqual(expect.arrayContaining(['案件编号', '案由', '案件状态']));
    expect(cases.slice(1).flat()).toEqual(expect.arrayContaining(['已结案', '待立案', '自查预警']));
    const lians = await xlsxRows(s, `${FILING}/export`, admin, {});
    expect(lians).toHaveLength(2);
    expect(lians[0]).toEqual(
      expect.arrayContaining(['立案编号', '立案日期', '立案案由', '承办部门', '执法人员', '办理状态']),
    );
    expect(lians[1]).toEqual(expect.arrayContaining(['XL-2026-001', '已结案']));
    const docs = await xlsxRows(s, '/api/subject/checkfile/export', admin, { caseId: case2 });
    expect(docs).toHaveLength(2);
    expect(docs[1]).toEqual(expect.arrayContaining(['立案审批表', 'SP-001']));
    // Back in 待立案 after its filing went, the case keeps its past: it stays, and its warning names it.
    const kept = await call(s, `${REPORT_CHECK_CASE}/remove`, { method: 'POST', token: admin, query: { ids: case2 } });
    expect(kept.body).toMatchObject({ success: false, msg: '已办理过的案件不能删除' });
    expect(await get(`${REPORT_CHECK_WARN}/detail`, admin, { id: ids.wAb })).toMatchObject({
      caseState: 1,
      caseId: case2,
    });
    // A case entered by hand and never acted on may go.
    const fresh = await ok(`${REPORT_CHECK_CASE}/submit`, admin, {
      caseName: '手工登记',
      subjectId: ids.s1,
      caseReason: '群众反映',
      foundDate: today,
    });
    const gone = await call(s, `${REPORT_CHECK_CASE}/remove`, {
      method: 'POST',
      token: admin,
      query: { ids: fresh.id },
    });
    expect(gone.body, JSON.stringify(gone.body)).toMatchObject({ success: true, msg: '删除成功' });
  });

  it('warnings are made by the server only', async () => {
    const r = await call(s, `${REPORT_CHECK_WARN}/submit`, {
      token: admin,
      body: { subjectId: ids.s1, checkpointId: ids.cp1 },
    });
    expect(r.body.success).toBe(false);
  });
});

describe("another tenant's warnings", () => {
  it('are refused to every call that takes an id', async () => {
    await expectNoDetail(s, admin, REPORT_CHECK_WARN, ids.foreign);
    await expectNotFound(s, admin, [
      [`${REPORT_CHECK_WARN}/handle`, { body: { id: ids.foreign, handleResult: 'x' } }],
      [`${REPORT_CHECK_WARN}/case-save`, { body: { id: ids.foreign, caseReason: 'x' } }],
      [`${REPORT_CHECK_WARN}/list-report`, { query: { id: ids.foreign } }],
      [
        `${REPORT_CHECK_WARN}/getCheckpointDetail`,
        { query: { subjectId: ids.platformSubject, checkpointId: ids.cp1 } },
      ],
    ]);
    expect(await warnings(admin, { subjectId: ids.platformSubject })).toHaveLength(0);
    await expectNotFound(s, admin, [[`${REPORT_CHECK_WARN}/remove`, { method: 'POST', query: { ids: ids.foreign } }]]);
  });
});
