import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../server/crud/no-past';
import { addDays, periodOf } from '../../resources/report-periods';
import {
  DUPLICATE,
  NFC_MISMATCH,
  NFC_MISSING,
  NOT_ASSIGNED,
  NOT_STARTED,
} from '../../server/domains/report/reportcheck';
import { call, login, useServer } from './harness';
import { fetchXlsx } from './xlsx';
import { expectNotFound, handleOnce, okCalls, superviseComplete } from './business-calls';
import { squadOf } from './tenant-staff';
import { REPORT_CHECK, REPORT_CHECK_FINDING, REPORT_WORK_IMG, REPORT_WORK_VIDEO } from './api-paths';

/**
 * Self-check reports: the period the server names from the checkpoint's frequency, one
 * report per subject, checkpoint and period, the assignment and NFC checks, the finding an abnormal
 * report opens in the same transaction and its life, the reading calls (subject-page,
 * subject-nfc-list, get-list), the evidence rows and their removal with the report, tenant isolation.
 */
const A = '100001';
const TAG = '04A1B2C3D4E5F6';

const s = useServer();
let platform: string, admin: string, inspector: string, enforcer: string;
let deptA: string, subjectA: string, subjectB: string, subjectIdle: string, platformSubject: string;
let platformCheckpoint: string;
const cp: Record<string, string> = {};
const today = todayIn();
const from = addDays(today, -400);

const calls = okCalls(() => s);
const { ok, get } = calls;

// Subjects here are internet cafés (market type 3) unless a test says otherwise.
const addSubject = (token: string, name: string, over: Record<string, unknown> = {}) =>
  calls.addSubject(token, name, { marketType: 3, ...over });
const addCheckpoint = async (token: string, name: string, reportFrequency: number, needNfc = 0) =>
  (
    await ok('/api/subject/checkpoint/submit', token, {
      checkpointName: name,
      marketType: 3,
      reportFrequency,
      needNfc,
      needPhoto: 1,
    })
  ).id as string;
const assign = async (token: string, subjectId: string, checkpointId: string, nfcCode?: string) =>
  ok('/api/subject/subjectcheckpoint/submit', token, { subjectId, checkpointId, ...(nfcCode ? { nfcCode } : {}) });
const submit = (token: string, body: Record<string, unknown>) => call(s, `${REPORT_CHECK}/submit`, { token, body });
const addImage = (token: string, body: Record<string, unknown>) =>
  call(s, `${REPORT_WORK_IMG}/submit`, { token, body });
const report = async (token: string, body: Record<string, unknown>) =>
  ok(`${REPORT_CHECK}/submit`, token, { isAb: 0, reporterName: '王店长', ...body });

async function findingsOf(reportcheckId: string) {
  return (await get(`${REPORT_CHECK_FINDING}/page`, admin, { reportcheckId, current: 1, size: 50 })).records as Array<
    Record<string, unknown>
  >;
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  ({ dept: deptA, admin, inspector, enforcer } = await squadOf(s, A, 'rc', ['admin', 'inspector', 'enforcer']));
  subjectA = await addSubject(admin, '星辰网吧', { deptId: deptA, regionCode: '330106' });
  subjectB = await addSubject(admin, '极速网咖');
  subjectIdle = await addSubject(admin, '不自查网吧');
  cp.daily = await addCheckpoint(admin, '上网人员身份核验', 1);
  cp.weekly = await addCheckpoint(admin, '未成年人禁入标志', 2);
  cp.monthly = await addCheckpoint(admin, '营业时间规范', 3);
  cp.quarterly = await addCheckpoint(admin, '经营许可证公示', 4);
  cp.yearly = await addCheckpoint(admin, '年度安全自评', 5);
  cp.nfc = await addCheckpoint(admin, '消防通道畅通', 1, 1);
  cp.unassigned = await addCheckpoint(admin, '未分配检查点', 1);
  for (const key of ['daily', 'weekly', 'monthly', 'quarterly', 'yearly']) await assign(admin, subjectA, cp[key]);
  await assign(admin, subjectA, cp.nfc, TAG);
  await assign(admin, subjectB, cp.weekly);
  await ok('/api/subject/reportsubject/submit', admin, {
    subjectId: subjectB,
    reportFrequency: 2,
    startDate: from,
    staffName: '李四',
    staffPhone: '13900139000',
  });
  platformSubject = await addSubject(platform, '平台网吧');
  platformCheckpoint = await addCheckpoint(platform, '平台检查点', 1);
  await assign(platform, platformSubject, platformCheckpoint);
}, 120_000);

describe('the period the server names', () => {
  it("normalizes any day to its period by the checkpoint's frequency, with end, frequency, time, lateness, number and the subject's ownership", async () => {
    const lastWeek = addDays(today, -10);
    const cases: Array<[string, number, string]> = [
      ['daily', 1, today],
      ['weekly', 2, lastWeek],
      ['monthly', 3, today],
      ['quarterly', 4, today],
      ['yearly', 5, today],
    ];
    for (const [key, frequency, day] of cases) {
      const saved = await report(admin, {
        subjectId: subjectA,
        checkpointId: cp[key],
        periodStart: day,
        isLate: 0,
        reportNo: 'X',
        reportTime: '2020-01-01 00:00:00',
      });
      const period = periodOf(frequency, day);
      expect(saved, key).toMatchObject({
        periodStart: period.start,
        periodEnd: period.end,
        reportFrequency: frequency,
        deptId: deptA,
        regionCode: '330106',
        subjectId: subjectA,
      });
      // A period that closed before the report came is a late one; one still open is not.
      expect(saved.isLate, key).toBe(period.end < today ? 1 : 0);
      expect(String(saved.reportNo)).toMatch(new RegExp(`^ZC${today.replace(/-/g, '')}[0-9A-Z]{10}$`));
      expect(String(saved.reportTime).slice(0, 10)).toBe(today);
    }
    // The wire shows what the database keeps.
    const page = await get(`${REPORT_CHECK}/page`, admin, { subjectId: subjectA, checkpointId: cp.weekly });
    expect(page.records[0]).toMatchObject({
      periodStart: periodOf(2, lastWeek).start,
      isLate: 1,
      subjectName: '星辰网吧',
      checkpointName: '未成年人禁入标志',
    });
    const numbers = new Set(
      (await get(`${REPORT_CHECK}/page`, admin, { subjectId: subjectA, size: 50 })).records.map(
        (r: { reportNo: string }) => r.reportNo,
      ),
    );
    expect(numbers.size).toBe(5);
  });

  it('refuses a second report of the same period, also on another day of it and when an edit moves a report into it', async () => {
    const week = periodOf(2, addDays(today, -10));
    expect(
      (await submit(admin, { subjectId: subjectA, checkpointId: cp.weekly, periodStart: week.start, isAb: 0 })).body,
    ).toMatchObject({ success: false, msg: DUPLICATE });
    expect(
      (await submit(admin, { subjectId: subjectA, checkpointId: cp.weekly, periodStart: week.end, isAb: 0 })).body,
    ).toMatchObject({ success: false, msg: DUPLICATE });
    const earlier = await report(admin, {
      subjectId: subjectA,
      checkpointId: cp.weekly,
      periodStart: addDays(week.start, -7),
    });
    expect(earlier.periodStart).toBe(addDays(week.start, -7));
    expect((await submit(admin, { id: earlier.id, periodStart: addDays(week.start, 2) })).body).toMatchObject({
      success: false,
      msg: DUPLICATE,
    });
    // An edit within its own period is no second report.
    expect(
      (await submit(admin, { id: earlier.id, periodStart: addDays(week.start, -5), remark: '补充说明' })).body.success,
    ).toBe(true);
  });

  it('of two saves of one period at once, one is kept and the other told so', async () => {
    const weekly = await addCheckpoint(admin, '并发测试检查点', 2);
    const racer = await addSubject(admin, '并发网吧');
    await assign(admin, racer, weekly);
    const week = periodOf(2, addDays(today, -14));
    const answers = await Promise.all(
      [week.start, addDays(week.start, 3)].map((day) =>
        submit(admin, { subjectId: racer, checkpointId: weekly, periodStart: day, isAb: 0 }),
      ),
    );
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.success)!.body.msg).toBe(DUPLICATE);
    expect((await get(`${REPORT_CHECK}/page`, admin, { checkpointId: weekly })).total).toBe(1);
  });

  it('refuses a period that has not begun', async () => {
    expect(
      (await submit(admin, { subjectId: subjectA, checkpointId: cp.daily, periodStart: addDays(today, 1), isAb: 0 }))
        .body,
    ).toMatchObject({ success: false, msg: NOT_STARTED });
  });
});

describe('what the venue must prove', () => {
  it('refuses a checkpoint not assigned to the subject', async () => {
    expect(
      (await submit(admin, { subjectId: subjectA, checkpointId: cp.unassigned, periodStart: today, isAb: 0 })).body,
    ).toMatchObject({ success: false, msg: NOT_ASSIGNED });
    expect(
      (await submit(admin, { subjectId: subjectB, checkpointId: cp.daily, periodStart: today, isAb: 0 })).body,
    ).toMatchObject({ success: false, msg: NOT_ASSIGNED });
  });

  it('an NFC checkpoint needs the scan of its own tag; the scan time defaults to the save', async () => {
    const day = addDays(today, -1);
    expect(
      (await submit(admin, { subjectId: subjectA, checkpointId: cp.nfc, periodStart: day, isAb: 0 })).body,
    ).toMatchObject({ success: false, msg: NFC_MISSING });
    expect(
      (
        await submit(admin, {
          subjectId: subjectA,
          checkpointId: cp.nfc,
          periodStart: day,
          isAb: 0,
          nfcCode: '04FFFFFFFFFFFF',
        })
      ).body,
    ).toMatchObject({ success: false, msg: NFC_MISMATCH });
    const saved = await report(admin, {
      subjectId: subjectA,
      checkpointId: cp.nfc,
      periodStart: day,
      nfcCode: TAG.toLowerCase(),
    });
    expect(String(saved.nfcTime).slice(0, 10)).toBe(today);
    expect(saved.isLate).toBe(1);
    const scanned = await report(admin, {
      subjectId: subjectA,
      checkpointId: cp.nfc,
      periodStart: today,
      nfcCode: TAG,
      nfcTime: `${today} 08:30:00`,
    });
    expect(scanned.nfcTime).toBe(`${today} 08:30:00`);
  });
});

describe('an abnormal report opens its finding', () => {
  let abnormal: Record<string, unknown>;

  it('in the same save: subject, report, checkpoint, period, what it said, found now, a week to remedy', async () => {
    abnormal = await report(admin, {
      subjectId: subjectA,
      checkpointId: cp.daily,
      periodStart: addDays(today, -2),
      isAb: 1,
      remark: '身份证读卡器故障,未能逐一核验',
    });
    const [finding] = await findingsOf(String(abnormal.id));
    expect(finding).toMatchObject({
      subjectId: subjectA,
      subjectName: '星辰网吧',
      reportcheckId: abnormal.id,
      reportcheckNo: abnormal.reportNo,
      checkpointId: cp.daily,
      checkpointName: '上网人员身份核验',
      periodStart: addDays(today, -2),
      periodEnd: addDays(today, -2),
      description: '身份证读卡器故障,未能逐一核验',
      handleStatus: 0,
      // An abnormal self-report's finding is due seven days after it was found.
      deadline: addDays(today, 7),
      deptId: deptA,
      regionCode: '330106',
      tenantId: A,
    });
    expect(String(finding.foundTime).slice(0, 10)).toBe(today);
    // Saved again while abnormal: still one open finding.
    await ok(`${REPORT_CHECK}/submit`, admin, { id: abnormal.id, remark: '读卡器已报修' });
    expect(await findingsOf(String(abnormal.id))).toHaveLength(1);
  });

  it('a normal report turned abnormal opens one; a normal one none', async () => {
    const normal = await report(admin, {
      subjectId: subjectA,
      checkpointId: cp.daily,
      periodStart: addDays(today, -3),
    });
    expect(await findingsOf(String(normal.id))).toHaveLength(0);
    await ok(`${REPORT_CHECK}/submit`, admin, { id: normal.id, isAb: 1 });
    const [finding] = await findingsOf(String(normal.id));
    expect(finding.description).toBe('自查上报异常:上网人员身份核验');
  });

  it('a finding recorded by hand names what its report names', async () => {
    const r = await report(admin, { subjectId: subjectA, checkpointId: cp.daily, periodStart: addDays(today, -5) });
    const made = await ok(`${REPORT_CHECK_FINDING}/submit`, admin, {
      reportcheckId: r.id,
      subjectId: subjectB,
      checkpointId: cp.weekly,
      description: '现场复核发现问题',
      foundTime: `${today} 10:00:00`,
    });
    expect(made).toMatchObject({
      subjectId: subjectA,
      checkpointId: cp.daily,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      deptId: deptA,
      regionCode: '330106',
    });
    await ok(`${REPORT_CHECK_FINDING}/submit`, admin, { id: made.id, subjectId: subjectB });
    expect((await get(`${REPORT_CHECK_FINDING}/detail`, admin, { id: String(made.id) })).subjectId).toBe(subjectA);
  });

  it('a save that fails after the finding was opened leaves neither', async () => {
    const off = s.built.app.repo('reportcheck').attachHooks({
      onWrite: ({ row }) => {
        if (row.remark === '回滚测试') throw new Error('rolled back on purpose');
      },
    });
    try {
      const r = await submit(admin, {
        subjectId: subjectA,
        checkpointId: cp.daily,
        periodStart: addDays(today, -4),
        isAb: 1,
        remark: '回滚测试',
      });
      expect(r.body.success).toBe(false);
    } finally {
      off();
    }
    const reports = await get(`${REPORT_CHECK}/page`, admin, {
      subjectId: subjectA,
      checkpointId: cp.daily,
      periodStart_datege: addDays(today, -4),
      periodStart_datele: addDays(today, -4),
    });
    expect(reports.total).toBe(0);
    expect(
      (
        await get(`${REPORT_CHECK_FINDING}/page`, admin, {
          periodStart_datege: addDays(today, -4),
          periodStart_datele: addDays(today, -4),
        })
      ).total,
    ).toBe(0);
  });

  it('handle once → supervise-complete with history; get-handle-info shows the record', async () => {
    const [finding] = await findingsOf(String(abnormal.id));
    const id = String(finding.id);
    await handleOnce(s, REPORT_CHECK_FINDING, inspector, id, {
      handleResult: '已更换读卡器,恢复逐一核验',
      handleImages: '/api/blade-resource/oss/endpoint/file/r.jpg',
    });
    const completed = await superviseComplete(s, REPORT_CHECK_FINDING, admin, id, { superviseOpinion: '复查到位' });
    expect(completed.body.success).toBe(true);
    const info = await get(`${REPORT_CHECK_FINDING}/get-handle-info`, admin, { id });
    expect(info).toMatchObject({
      id,
      handleStatus: 2,
      handleResult: '已更换读卡器,恢复逐一核验',
      handleUserName: '刘检查',
      superviseOpinion: '复查到位',
      superviseUserName: '陈管理',
    });
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['supervise-complete', 'handle']);
    expect(info.history[1]).toMatchObject({
      fromStateName: '待处理',
      toStateName: '已处理',
      comment: '已更换读卡器,恢复逐一核验',
    });
    // Handled: the report turning abnormal again later is a new finding.
    await ok(`${REPORT_CHECK}/submit`, admin, { id: abnormal.id, isAb: 0 });
    await ok(`${REPORT_CHECK}/submit`, admin, { id: abnormal.id, isAb: 1 });
    expect((await findingsOf(String(abnormal.id))).map((f) => f.handleStatus).sort()).toEqual([0, 2]);
  });

  it('a supervision can be taken up on it', async () => {
    const [open] = (await findingsOf(String(abnormal.id))).filter((f) => f.handleStatus === 0);
    const saved = await ok('/api/subject/supervise/save', admin, {
      sourceType: 'reportcheckabnormal',
      sourceId: open.id,
      content: '限期整改',
      deadline: addDays(today, 5),
    });
    expect(saved).toMatchObject({ sourceType: 'reportcheckabnormal', subjectId: subjectA });
  });
});

describe('reading calls', () => {
  it('subject-page: self-reporting subjects with checkpoints, owed, reported, abnormal, late and the last report', async () => {
    const data = await get(`${REPORT_CHECK}/subject-page`, inspector, {
      sDate: from,
      eDate: today,
      current: 1,
      size: 50,
    });
    const rows = data.records as Array<Record<string, unknown>>;
    const a = rows.find((r) => r.subjectId === subjectA)!;
    const all = (await get(`${REPORT_CHECK}/get-list`, admin, {
      subjectId: subjectA,
      sDate: from,
      eDate: today,
    })) as Array<Record<string, unknown>>;
    expect(a).toMatchObject({
      subjectName: '星辰网吧',
      marketType: 3,
      checkpointCount: 6,
      reportCount: all.length,
      abnormalCount: all.filter((r) => r.isAb === 1).length,
      lateCount: all.filter((r) => r.isLate === 1).length,
    });
    expect(a.normalCount).toBe(all.length - Number(a.abnormalCount));
    expect(Number(a.expectedCount)).toBeGreaterThan(all.length);
    expect(String(a.lastReportTime).slice(0, 10)).toBe(today);
    // On the self-reporting list without a report yet: shown with nothing reported.
    expect(rows.find((r) => r.subjectId === subjectB)).toMatchObject({
      checkpointCount: 1,
      reportCount: 0,
      lastReportTime: null,
    });
    expect(rows.some((r) => r.subjectId === subjectIdle)).toBe(false);
    expect(data.total).toBe(rows.length);
    // Filters: the name, and a period without reports (subject A is on no list, so it drops out).
    expect(
      (
        await get(`${REPORT_CHECK}/subject-page`, inspector, { sDate: from, eDate: today, subjectName: '星辰' })
      ).records.map((r: { subjectId: string }) => r.subjectId),
    ).toEqual([subjectA]);
    const old = await get(`${REPORT_CHECK}/subject-page`, inspector, { sDate: '2001-01-01', eDate: '2001-12-31' });
    expect(old.records.some((r: { subjectId: string }) => r.subjectId === subjectA)).toBe(false);
    expect(
      (await call(s, `${REPORT_CHECK}/subject-page`, { token: inspector, query: { sDate: '2026-13-01' } })).body,
    ).toMatchObject({ code: 400, msg: '参数格式错误: sDate' });
    expect(
      (await call(s, `${REPORT_CHECK}/subject-page`, { token: inspector, query: { sDate: today, eDate: from } })).body,
    ).toMatchObject({ code: 400 });
  });

  it('subject-nfc-list: every checkpoint of the subject with its tag and the scans of the range', async () => {
    const list = (await get(`${REPORT_CHECK}/subject-nfc-list`, inspector, {
      subjectId: subjectA,
      sDate: addDays(today, -7),
      eDate: today,
    })) as Array<Record<string, any>>;
    expect(list).toHaveLength(6);
    const nfc = list.find((p) => p.checkpointId === cp.nfc)!;
    expect(nfc).toMatchObject({ checkpointName: '消防通道畅通', needNfc: 1, nfcCode: TAG, scanCount: 2 });
    expect(nfc.scans[0]).toMatchObject({
      nfcTime: expect.stringMatching(new RegExp(`^${today}`)),
      reporterName: '王店长',
    });
    expect(list.find((p) => p.checkpointId === cp.daily)).toMatchObject({ scanCount: 0, scans: [] });
    expect((await call(s, `${REPORT_CHECK}/subject-nfc-list`, { token: inspector, query: {} })).body).toMatchObject({
      code: 400,
    });
  });

  it("get-list: a subject's or a checkpoint's reports of the range, unpaged", async () => {
    const bySubject = (await get(`${REPORT_CHECK}/get-list`, inspector, {
      subjectId: subjectA,
      sDate: addDays(today, -3),
      eDate: today,
    })) as Array<Record<string, unknown>>;
    expect(bySubject.length).toBeGreaterThan(3);
    expect(bySubject.every((r) => r.subjectId === subjectA && String(r.periodEnd) >= addDays(today, -3))).toBe(true);
    expect(bySubject[0].checkpointName).toBeTruthy();
    const byCheckpoint = (await get(`${REPORT_CHECK}/get-list`, inspector, {
      checkpointId: cp.weekly,
      sDate: from,
      eDate: today,
    })) as Array<Record<string, unknown>>;
    expect(byCheckpoint.map((r) => r.checkpointId)).toEqual([cp.weekly, cp.weekly]);
    expect((await call(s, `${REPORT_CHECK}/get-list`, { token: inspector, query: {} })).body).toMatchObject({
      code: 400,
      msg: '请指定经营主体或检查点',
    });
  });
});

describe('evidence', () => {
  it("photos and videos take the report's subject; removing the report removes them", async () => {
    const r = await report(admin, {
      subjectId: subjectA,
      checkpointId: cp.monthly,
      periodStart: addDays(periodOf(3, today).start, -1),
    });
    const img = await ok(`${REPORT_WORK_IMG}/submit`, inspector, {
      reportcheckId: r.id,
      imageUrl: '/api/blade-resource/oss/endpoint/file/e1.jpg',
      sort: 1,
      takenTime: `${today} 09:00:00`,
      subjectId: subjectB,
    });
    expect(img).toMatchObject({ subjectId: subjectA, reportcheckId: r.id, sort: 1 });
    await ok(`${REPORT_WORK_IMG}/submit`, inspector, {
      reportcheckId: r.id,
      imageUrl: '/api/blade-resource/oss/endpoint/file/e2.jpg',
      sort: 2,
    });
    const video = await ok(`${REPORT_WORK_VIDEO}/submit`, inspector, {
      reportcheckId: r.id,
      videoUrl: '/api/blade-resource/oss/endpoint/file/e.mp4',
    });
    expect(video.subjectId).toBe(subjectA);
    expect((await addImage(inspector, { reportcheckId: r.id })).body).toMatchObject({
      code: 400,
      msg: '请上传照片',
    });
    expect((await addImage(inspector, { reportcheckId: r.id, imageUrl: 'javascript:alert(1)' })).body.success).toBe(
      false,
    );
    const imgs = await get(`${REPORT_WORK_IMG}/page`, inspector, { reportcheckId: String(r.id) });
    expect(imgs.records.map((x: { imageUrl: string }) => x.imageUrl)).toEqual([
      '/api/blade-resource/oss/endpoint/file/e1.jpg',
      '/api/blade-resource/oss/endpoint/file/e2.jpg',
    ]);
    expect(imgs.records[0].reportcheckNo).toBe(r.reportNo);
    expect(
      (await call(s, `${REPORT_CHECK}/remove`, { token: admin, method: 'POST', query: { ids: String(r.id) } })).body
        .success,
    ).toBe(true);
    expect((await get(`${REPORT_WORK_IMG}/page`, inspector, { reportcheckId: String(r.id) })).total).toBe(0);
    expect((await get(`${REPORT_WORK_VIDEO}/page`, inspector, { reportcheckId: String(r.id) })).total).toBe(0);
  });
});

describe('permissions', () => {
  it('enforcers read reports and findings but neither report nor add evidence; the server says so', async () => {
    expect((await get(`${REPORT_CHECK}/subject-page`, enforcer, { sDate: from, eDate: today })).total).toBeGreaterThan(
      0,
    );
    expect(
      (await get(`${REPORT_CHECK}/get-list`, enforcer, { subjectId: subjectA, sDate: from, eDate: today })).length,
    ).toBeGreaterThan(0);
    expect(
      (
        await submit(enforcer, {
          subjectId: subjectA,
          checkpointId: cp.daily,
          periodStart: addDays(today, -20),
          isAb: 0,
        })
      ).status,
    ).toBe(403);
    const [any] = (await get(`${REPORT_CHECK}/page`, admin, { subjectId: subjectA })).records;
    expect(
      (await addImage(enforcer, { reportcheckId: any.id, imageUrl: '/api/blade-resource/oss/endpoint/file/z.jpg' }))
        .status,
    ).toBe(403);
    expect(
      (await call(s, `${REPORT_CHECK}/remove`, { token: enforcer, method: 'POST', query: { ids: String(any.id) } }))
        .status,
    ).toBe(403);
    expect((await call(s, `${REPORT_CHECK}/subject-page`, { query: {} })).status).toBe(401);
  });

  it('the findings export as an Excel file', async () => {
    const bytes = await fetchXlsx(s, `${REPORT_CHECK_FINDING}/export`, admin, { subjectId: subjectA });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('tenant isolation', () => {
  it("another tenant's subject, checkpoint, report and finding are refused", async () => {
    expect(
      (await submit(admin, { subjectId: platformSubject, checkpointId: cp.daily, periodStart: today, isAb: 0 })).body,
    ).toMatchObject({ success: false });
    expect(
      (await submit(admin, { subjectId: subjectA, checkpointId: platformCheckpoint, periodStart: today, isAb: 0 }))
        .body,
    ).toMatchObject({ success: false });
    const theirs = await report(platform, {
      subjectId: platformSubject,
      checkpointId: platformCheckpoint,
      periodStart: today,
      isAb: 1,
    });
    expect(
      (await addImage(admin, { reportcheckId: theirs.id, imageUrl: '/api/blade-resource/oss/endpoint/file/x.jpg' }))
        .body.success,
    ).toBe(false);
    expect(
      (await call(s, `${REPORT_CHECK}/detail`, { token: admin, query: { id: String(theirs.id) } })).body.data,
    ).toBeNull();
    expect(
      (await call(s, `${REPORT_CHECK}/subject-nfc-list`, { token: admin, query: { subjectId: platformSubject } })).body,
    ).toMatchObject({ code: 404 });
    expect(
      (await call(s, `${REPORT_CHECK}/get-list`, { token: admin, query: { subjectId: platformSubject } })).body,
    ).toMatchObject({ code: 404 });
    expect(
      (await call(s, `${REPORT_CHECK}/get-list`, { token: admin, query: { checkpointId: platformCheckpoint } })).body,
    ).toMatchObject({ code: 404 });
    const [theirFinding] = (await get(`${REPORT_CHECK_FINDING}/page`, platform, { reportcheckId: String(theirs.id) }))
      .records;
    expect(theirFinding).toBeTruthy();
    await expectNotFound(s, admin, [
      [`${REPORT_CHECK_FINDING}/get-handle-info`, { query: { id: String(theirFinding.id) } }],
      [`${REPORT_CHECK_FINDING}/handle`, { body: { id: theirFinding.id, handleResult: '越权' } }],
    ]);
    expect(
      (await call(s, `${REPORT_CHECK}/remove`, { token: admin, method: 'POST', query: { ids: String(theirs.id) } }))
        .body.success,
    ).toBe(false);
    const subjectsSeen = (
      await get(`${REPORT_CHECK}/subject-page`, admin, { sDate: from, eDate: today, size: 100 })
    ).records.map((r: { subjectId: string }) => r.subjectId);
    expect(subjectsSeen).not.toContain(platformSubject);
  });
});
