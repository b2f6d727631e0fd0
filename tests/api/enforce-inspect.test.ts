import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { call, callWithHeaders, login, useServer } from './harness';
import { QUERY_COUNT_HEADER } from '../../server/http/query-count-seam';
import { fetchXlsx } from './xlsx';
import { addRole } from './auth-fixtures';
import { squadOf, tenantStaff } from './tenant-staff';
import { expectNotFound, handleOnce, okCalls } from './business-calls';
import { INSPECT, INSPECT_EVALUATION, INSPECT_FINDING } from './api-paths';

/**
 * Inspections (巡检, `/api/enforcer/inspect`): the docs/spec.md §5 form messages in the form's order,
 * the deadline rule (required and not in the past when abnormal, ignored when normal), the finding an
 * abnormal inspection opens in the same transaction (and neither when the save fails after it), how
 * the finding follows or fixes the inspection, its life (handle once, supervise-complete only after
 * handle), select, monitor-save, export, evaluations, permissions and tenant isolation.
 */
const A = '100001';
const PHOTO = '/api/blade-resource/oss/endpoint/file/inspect-1.jpg';

const s = useServer();
let platform: string, admin: string, enforcer: string, inspector: string, outsider: string;
let adminId: string, enforcerId: string, inspectorId: string, platformEnforcerId: string, deptA: string;
let subjectA: string, subjectB: string, platformSubject: string;
const today = todayIn();
const tomorrow = addDays(today, 1);
const nextWeek = addDays(today, 7);

const { ok, get, addSubject } = okCalls(() => s);
const submit = (token: string, body: Record<string, unknown>) => call(s, `${INSPECT}/submit`, { token, body });
const form = (over: Record<string, unknown> = {}) => ({
  subjectId: subjectA,
  result: 1,
  content: '证照齐全,消防器材在有效期内',
  enforcerId: `${enforcerId},${inspectorId}`,
  ...over,
});
const inspect = async (token: string, over: Record<string, unknown> = {}) => ok(`${INSPECT}/submit`, token, form(over));
const findingsOf = async (inspectId: string, token = admin) =>
  (await get(`${INSPECT_FINDING}/page`, token, { inspectId, current: 1, size: 50 })).records as Array<
    Record<string, unknown>
  >;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  // A role holding no menu or button, made before the staff so that its alias is known to them.
  await addRole(s, A, 'bare', { roleName: '无权限', sort: 90 });
  const squad = await squadOf(s, A, 'xj', ['admin', 'enforcer', 'inspector']);
  ({ dept: deptA, admin, enforcer, inspector } = squad);
  ({ admin: adminId, enforcer: enforcerId, inspector: inspectorId } = squad.ids);
  outsider = (await squad.staff.add('xjnone', 'bare', '执法一中队', '无权限')).token;
  platformEnforcerId = await (await tenantStaff(s, '000000')).create('xjpenf', 'enforcer', null, '平台执法');
  subjectA = await addSubject(admin, '星光KTV', { deptId: deptA, regionCode: '330106' });
  subjectB = await addSubject(admin, '欢乐游艺厅');
  platformSubject = await addSubject(platform, '平台KTV');
}, 120_000);

describe('the docs/spec.md §5 messages, on the server too', () => {
  it("answers each message in the form's order when its field is missing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ result: undefined }, '请选择正常或异常'],
      [{ result: '' }, '请选择正常或异常'],
      [{ result: 3 }, '请选择正常或异常'],
      [{ result: 2 }, '请选择整改止期'],
      [{ result: 2, timeLimit: '', content: '' }, '请选择整改止期'],
      [{ content: '' }, '请输入巡检内容'],
      [{ content: undefined, enforcerId: undefined }, '请输入巡检内容'],
      [{ enforcerId: '' }, '请选择检查人'],
      [{ result: 2, timeLimit: nextWeek, enforcerId: undefined }, '请选择检查人'],
    ];
    for (const [over, message] of cases) {
      const body = Object.fromEntries(Object.entries(form(over)).filter(([, v]) => v !== undefined));
      expect((await submit(admin, body)).body, JSON.stringify(over)).toMatchObject({
        code: 400,
        success: false,
        msg: message,
      });
    }
    expect((await get(`${INSPECT}/page`, admin, { subjectId: subjectA })).total).toBe(0);
  });

  it('the inspectors must hold an inspection role in the tenant', async () => {
    expect((await submit(admin, form({ enforcerId: adminId }))).body).toMatchObject({
      success: false,
      msg: '检查人须为本单位在职的检查员或执法人员',
    });
    expect((await submit(admin, form({ enforcerId: `${enforcerId},${adminId}` }))).body).toMatchObject({
      success: false,
      msg: '检查人须为本单位在职的检查员或执法人员',
    });
  });
});

describe('the deadline rule', () => {
  it('an abnormal inspection refuses a past deadline and takes today or later', async () => {
    const past = await submit(admin, form({ result: 2, timeLimit: addDays(today, -1) }));
    expect(past.body).toMatchObject({ code: 400, msg: '整改止期不能早于今天' });
    const saved = await inspect(admin, { result: 2, timeLimit: today, content: '今天整改' });
    expect(saved.timeLimit).toBe(today);
  });

  it('a normal inspection needs none and keeps none: a deadline sent with it is ignored, past or not', async () => {
    const none = await inspect(admin);
    expect(none.timeLimit).toBeNull();
    const future = await inspect(admin, { timeLimit: nextWeek });
    expect(future.timeLimit).toBeNull();
    const past = await inspect(admin, { timeLimit: '2020-01-01' });
    expect(past.timeLimit).toBeNull();
    expect(await findingsOf(String(none.id))).toHaveLength(0);
  });
});

describe('an abnormal inspection opens its finding', () => {
  let abnormal: Record<string, any>;

  it('in the same save: subject, inspection, what was found, when, the deadline, ownership; numbered and timed', async () => {
    abnormal = await inspect(enforcer, { result: 2, timeLimit: nextWeek, content: '安全出口堆放杂物', imgList: PHOTO });
    expect(abnormal).toMatchObject({
      result: 2,
      timeLimit: nextWeek,
      inspectWay: 1,
      deptId: deptA,
      regionCode: '330106',
      imgList: PHOTO,
    });
    expect(String(abnormal.inspectNo)).toMatch(new RegExp(`^XJ${today.replace(/-/g, '')}[0-9A-Z]{10}$`));
    expect(String(abnormal.inspectTime).slice(0, 10)).toBe(today);
    const [finding] = await findingsOf(String(abnormal.id));
    expect(finding).toMatchObject({
      subjectId: subjectA,
      subjectName: '星光KTV',
      inspectId: abnormal.id,
      inspectNo: abnormal.inspectNo,
      description: '安全出口堆放杂物',
      foundTime: abnormal.inspectTime,
      deadline: nextWeek,
      handleStatus: 0,
      deptId: deptA,
      regionCode: '330106',
      tenantId: A,
    });
    const detail = await get(`${INSPECT}/detail`, enforcer, { id: String(abnormal.id) });
    expect(detail).toMatchObject({ subjectName: '星光KTV', enforcerName: '赵执法,刘检查' });
  });

  it('a save that fails after the finding was opened leaves neither; a finding that cannot be written leaves no inspection', async () => {
    const off = s.built.app.repo('inspect').attachHooks({
      onWrite: ({ row }) => {
        if (row.content === '回滚测试') throw new Error('rolled back on purpose');
      },
    });
    try {
      const r = await submit(admin, form({ result: 2, timeLimit: nextWeek, content: '回滚测试', subjectId: subjectB }));
      expect(r.body.success).toBe(false);
    } finally {
      off();
    }
    const offFinding = s.built.app.repo('inspectabnormal').attachHooks({
      onWrite: ({ row }) => {
        if (row.description === '异常写入失败') throw new Error('finding failed on purpose');
      },
    });
    try {
      expect(
        (await submit(admin, form({ result: 2, timeLimit: nextWeek, content: '异常写入失败', subjectId: subjectB })))
          .body.success,
      ).toBe(false);
    } finally {
      offFinding();
    }
    expect((await get(`${INSPECT}/page`, admin, { subjectId: subjectB })).total).toBe(0);
    expect((await get(`${INSPECT_FINDING}/page`, admin, { subjectId: subjectB })).total).toBe(0);
  });

  it("a waiting finding follows the inspection's edits; an unchanged deadline is not checked again", async () => {
    await ok(`${INSPECT}/submit`, admin, { ...abnormal, content: '安全出口堆放杂物,已责令清理', timeLimit: tomorrow });
    const [finding] = await findingsOf(String(abnormal.id));
    expect(finding).toMatchObject({ description: '安全出口堆放杂物,已责令清理', deadline: tomorrow, handleStatus: 0 });
    // The deadline it already had is kept as it is on an edit (the whole record is sent back).
    const stored = await get(`${INSPECT}/detail`, admin, { id: String(abnormal.id) });
    expect((await submit(admin, { ...stored, content: '复核' })).body.success).toBe(true);
    await ok(`${INSPECT}/submit`, admin, { id: abnormal.id, content: '安全出口堆放杂物' });
  });

  it('an inspection with a finding cannot turn normal; a normal one turned abnormal opens one', async () => {
    expect((await submit(admin, { id: abnormal.id, result: 1 })).body).toMatchObject({
      success: false,
      msg: '该巡检已生成巡检异常,不能改为正常',
    });
    expect((await get(`${INSPECT}/detail`, admin, { id: String(abnormal.id) })).result).toBe(2);
    const normal = await inspect(admin, { subjectId: subjectB, content: '巡查正常' });
    expect((await submit(admin, { id: normal.id, result: 2 })).body).toMatchObject({
      success: false,
      msg: '请选择整改止期',
    });
    await ok(`${INSPECT}/submit`, admin, {
      id: normal.id,
      result: 2,
      timeLimit: nextWeek,
      content: '复查发现无证经营',
    });
    const [opened] = await findingsOf(String(normal.id));
    expect(opened).toMatchObject({
      subjectId: subjectB,
      description: '复查发现无证经营',
      deadline: nextWeek,
      handleStatus: 0,
    });
    // One finding per inspection: a second one by hand is refused, and none for a normal inspection.
    expect(
      (
        await call(s, `${INSPECT_FINDING}/submit`, {
          token: admin,
          body: { inspectId: normal.id, subjectId: subjectB, description: '重复', foundTime: `${today} 09:00:00` },
        })
      ).body.success,
    ).toBe(false);
    const plain = await inspect(admin, { content: '一切正常' });
    expect(
      (
        await call(s, `${INSPECT_FINDING}/submit`, {
          token: admin,
          body: { inspectId: plain.id, subjectId: subjectA, description: '手工登记', foundTime: `${today} 09:00:00` },
        })
      ).body,
    ).toMatchObject({ success: false, msg: '该巡检结果为正常,不能登记巡检异常' });
  });

  it('handle once, supervise-complete only after handle; then subject and deadline are fixed and the inspection stays', async () => {
    const [finding] = await findingsOf(String(abnormal.id));
    const id = String(finding.id);
    expect((await call(s, `${INSPECT_FINDING}/supervise-complete`, { token: admin, body: { id } })).body).toMatchObject(
      {
        success: false,
        msg: '当前状态为待处理,不能督办完成',
      },
    );
    await handleOnce(s, INSPECT_FINDING, enforcer, id, {
      handleResult: '杂物已清理,安全出口畅通',
      handleImages: PHOTO,
    });
    expect(
      (
        await call(s, `${INSPECT_FINDING}/supervise-complete`, {
          token: admin,
          body: { id, superviseOpinion: '复查到位' },
        })
      ).body.success,
    ).toBe(true);
    expect((await call(s, `${INSPECT_FINDING}/supervise-complete`, { token: admin, body: { id } })).body).toMatchObject(
      {
        success: false,
        msg: '该数据已处理,请勿重复操作',
      },
    );
    const info = await get(`${INSPECT_FINDING}/get-handle-info`, admin, { id });
    expect(info).toMatchObject({
      handleStatus: 2,
      handleResult: '杂物已清理,安全出口畅通',
      handleUserName: '赵执法',
      superviseOpinion: '复查到位',
      superviseUserName: '陈管理',
    });
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['supervise-complete', 'handle']);

    expect((await submit(admin, { id: abnormal.id, timeLimit: addDays(today, 10) })).body).toMatchObject({
      success: false,
      msg: '该巡检的异常已处理,不能再修改经营主体或整改止期',
    });
    expect((await submit(admin, { id: abnormal.id, subjectId: subjectB })).body).toMatchObject({
      success: false,
      msg: '该巡检的异常已处理,不能再修改经营主体或整改止期',
    });
    expect((await submit(admin, { id: abnormal.id, content: '补充巡检说明' })).body.success).toBe(true);
    expect((await findingsOf(String(abnormal.id)))[0].description).toBe('安全出口堆放杂物');
    expect(
      (await call(s, `${INSPECT}/remove`, { token: admin, method: 'POST', query: { ids: String(abnormal.id) } })).body,
    ).toMatchObject({ success: false, msg: '该巡检的异常已处理,不能删除' });
  });

  it('removing an inspection takes its waiting finding along, unless the finding is under supervision', async () => {
    const a = await inspect(admin, { result: 2, timeLimit: nextWeek, content: '待删除的巡检' });
    const [fa] = await findingsOf(String(a.id));
    expect(fa).toBeTruthy();
    const b = await inspect(admin, { result: 2, timeLimit: nextWeek, content: '督办中的巡检' });
    const [fb] = await findingsOf(String(b.id));
    await ok('/api/subject/supervise/save', admin, {
      sourceType: 'inspectabnormal',
      sourceId: fb.id,
      content: '限期整改',
      deadline: nextWeek,
    });
    expect(
      (await call(s, `${INSPECT}/remove`, { token: admin, method: 'POST', query: { ids: `${a.id},${b.id}` } })).body,
    ).toMatchObject({ success: false, msg: '该巡检的异常正在督办,不能删除' });
    expect(await findingsOf(String(a.id))).toHaveLength(1);
    expect(
      (await call(s, `${INSPECT}/remove`, { token: admin, method: 'POST', query: { ids: String(a.id) } })).body.success,
    ).toBe(true);
    expect(await findingsOf(String(a.id))).toHaveLength(0);
    expect(
      (await call(s, `${INSPECT_FINDING}/detail`, { token: admin, query: { id: String(fa.id) } })).body.data,
    ).toBeNull();
  });
});

describe('select, monitor-save, export', () => {
  it("select: an inspector's inspections of a day at a subject, newest first", async () => {
    const earlier = await inspect(admin, {
      subjectId: subjectB,
      enforcerId: inspectorId,
      inspectTime: `${addDays(today, -3)} 10:00:00`,
      content: '三天前的巡检',
    });
    const byUser = (await get(`${INSPECT}/select`, inspector, { userId: inspectorId })) as Array<
      Record<string, unknown>
    >;
    expect(byUser.length).toBeGreaterThan(2);
    expect(byUser.every((r) => String(r.enforcerId).split(',').includes(inspectorId))).toBe(true);
    expect(byUser[byUser.length - 1].id).toBe(earlier.id);
    const onDay = (await get(`${INSPECT}/select`, inspector, { userId: inspectorId, dt: addDays(today, -3) })) as Array<
      Record<string, unknown>
    >;
    expect(onDay.map((r) => r.id)).toEqual([earlier.id]);
    expect(onDay[0]).toMatchObject({ subjectName: '欢乐游艺厅', enforcerName: '刘检查' });
    const atSubject = (await get(`${INSPECT}/select`, inspector, {
      userId: inspectorId,
      dt: addDays(today, -3),
      subjectId: subjectA,
    })) as unknown[];
    expect(atSubject).toEqual([]);
    const enforcerToday = (await get(`${INSPECT}/select`, inspector, {
      userId: enforcerId,
      dt: today,
      subjectId: subjectA,
    })) as Array<Record<string, unknown>>;
    expect(enforcerToday.length).toBeGreaterThan(0);
    expect(enforcerToday.every((r) => r.subjectId === subjectA && String(r.inspectTime).startsWith(today))).toBe(true);
    expect((await call(s, `${INSPECT}/select`, { token: inspector, query: {} })).body).toMatchObject({
      code: 400,
      msg: '请指定检查人、巡检日期或经营主体',
    });
    expect((await call(s, `${INSPECT}/select`, { token: inspector, query: { dt: '2026-02-30' } })).body).toMatchObject({
      code: 400,
      msg: '参数格式错误: dt',
    });
    expect((await call(s, `${INSPECT}/select`, { token: inspector, query: { userId: 'x' } })).body).toMatchObject({
      code: 400,
    });
  });

  it('monitor-save: an inspection through a camera, with the camera, under the same rules and finding', async () => {
    const camera = '1234567890123456789';
    expect(
      (
        await call(s, `${INSPECT}/monitor-save`, {
          token: enforcer,
          body: { subjectId: subjectA, result: 2, content: '视频发现未成年人进入', enforcerId },
        })
      ).body,
    ).toMatchObject({ code: 400, msg: '请选择整改止期' });
    const saved = await ok(`${INSPECT}/monitor-save`, enforcer, {
      id: '42',
      subjectId: subjectA,
      result: 2,
      timeLimit: nextWeek,
      content: '视频发现未成年人进入',
      enforcerId,
      cameraId: camera,
      inspectWay: 1,
    });
    expect(saved).toMatchObject({ inspectWay: 2, cameraId: camera, result: 2 });
    expect(saved.id).not.toBe('42');
    expect((await findingsOf(String(saved.id)))[0]).toMatchObject({
      description: '视频发现未成年人进入',
      deadline: nextWeek,
    });
    // A plain submit cannot claim the camera.
    const plain = await inspect(enforcer, { inspectWay: 2, cameraId: camera });
    expect(plain).toMatchObject({ inspectWay: 1, cameraId: null });
    expect((await get(`${INSPECT}/page`, admin, { inspectWay: 2 })).records.map((r: { id: string }) => r.id)).toEqual([
      saved.id,
    ]);
  });

  it('the inspections and the findings export as Excel files', async () => {
    for (const [path, query] of [
      [`${INSPECT}/export`, { subjectId: subjectA }],
      [`${INSPECT_FINDING}/export`, {}],
    ] as const) {
      const bytes = await fetchXlsx(s, path, admin, query);
      expect(bytes.subarray(0, 2).toString(), path).toBe('PK');
    }
  });

  it('lists filter by result, inspector and inspection time', async () => {
    const abnormal = await get(`${INSPECT}/page`, admin, { result_equal: 2, size: 100 });
    expect(abnormal.total).toBeGreaterThan(0);
    expect(abnormal.records.every((r: { result: number }) => r.result === 2)).toBe(true);
    const mine = await get(`${INSPECT}/page`, admin, {
      enforcerId: inspectorId,
      inspectTime_datege: `${addDays(today, -4)} 00:00:00`,
      inspectTime_datele: `${addDays(today, -2)} 23:59:59`,
    });
    expect(mine.records.map((r: { content: string }) => r.content)).toEqual(['三天前的巡检']);
  });
});

describe('evaluations', () => {
  it('an evaluation of an inspection is of its subject, by the caller, now', async () => {
    const inspection = await inspect(enforcer, { subjectId: subjectB, content: '评价前巡检' });
    expect(
      (
        await call(s, `${INSPECT_EVALUATION}/submit`, {
          token: enforcer,
          body: { subjectId: subjectB, comment: '配合检查' },
        })
      ).body,
    ).toMatchObject({ code: 400, msg: '请选择评价等级' });
    const saved = await ok(`${INSPECT_EVALUATION}/submit`, enforcer, {
      inspectId: inspection.id,
      subjectId: subjectA,
      level: 1,
      comment: '经营规范,配合检查',
    });
    expect(saved).toMatchObject({ subjectId: subjectB, evaluator: enforcerId, level: 1 });
    expect(String(saved.evaluateTime).slice(0, 10)).toBe(today);
    const [row] = (await get(`${INSPECT_EVALUATION}/page`, inspector, { inspectId: String(inspection.id) })).records;
    expect(row).toMatchObject({ subjectName: '欢乐游艺厅', evaluatorName: '赵执法', inspectNo: inspection.inspectNo });
  });
});

describe('permissions and tenants', () => {
  it('inspectors and enforcers inspect; someone without the menu cannot read or write', async () => {
    expect((await submit(inspector, form({ content: '检查员巡检' }))).body.success).toBe(true);
    expect((await submit(outsider, form())).status).toBe(403);
    expect((await call(s, `${INSPECT}/page`, { token: outsider })).status).toBe(403);
    expect((await call(s, `${INSPECT}/monitor-save`, { token: outsider, body: form() })).status).toBe(403);
    expect((await call(s, `${INSPECT}/select`, { token: outsider, query: { subjectId: subjectA } })).status).toBe(403);
    expect((await call(s, `${INSPECT}/page`, {})).status).toBe(401);
  });

  it("checks a write's references in one statement: another tenant's inspector costs what their subject does", async () => {
    const counted = async (body: Record<string, unknown>) => {
      const r = await callWithHeaders(s, `${INSPECT}/submit`, { token: admin, body });
      return { msg: r.body.msg, statements: Number(r.headers.get(QUERY_COUNT_HEADER)) };
    };
    const foreignSubject = await counted(form({ subjectId: platformSubject }));
    const foreignInspector = await counted(form({ enforcerId: platformEnforcerId }));
    expect([foreignSubject.msg, foreignInspector.msg]).toEqual(['经营主体不存在', '检查人不存在']);
    // The subject is checked first: found missing, nothing after it runs; the inspector is checked
    // second, in the same statement.
    expect(foreignInspector.statements).toBe(foreignSubject.statements);
  });

  it("another tenant's subject, inspector, inspection and finding are refused", async () => {
    expect((await submit(admin, form({ subjectId: platformSubject }))).body).toMatchObject({
      success: false,
      msg: '经营主体不存在',
    });
    expect(
      (await call(s, `${INSPECT}/monitor-save`, { token: admin, body: form({ subjectId: platformSubject }) })).body,
    ).toMatchObject({ success: false });
    expect((await submit(admin, form({ enforcerId: platformEnforcerId }))).body.success).toBe(false);
    const theirs = await ok(`${INSPECT}/submit`, platform, {
      subjectId: platformSubject,
      result: 2,
      timeLimit: nextWeek,
      content: '平台巡检',
      enforcerId: platformEnforcerId,
    });
    expect(
      (await call(s, `${INSPECT}/detail`, { token: admin, query: { id: String(theirs.id) } })).body.data,
    ).toBeNull();
    expect((await get(`${INSPECT}/select`, admin, { subjectId: platformSubject })) as unknown[]).toEqual([]);
    expect((await submit(admin, { id: theirs.id, content: '越权修改' })).body.success).toBe(false);
    expect(
      (await call(s, `${INSPECT}/remove`, { token: admin, method: 'POST', query: { ids: String(theirs.id) } })).body
        .success,
    ).toBe(false);
    const [theirFinding] = await findingsOf(String(theirs.id), platform);
    expect(theirFinding).toBeTruthy();
    await expectNotFound(s, admin, [
      [`${INSPECT_FINDING}/handle`, { body: { id: theirFinding.id, handleResult: '越权' } }],
      [`${INSPECT_FINDING}/get-handle-info`, { query: { id: String(theirFinding.id) } }],
    ]);
    expect(
      (
        await call(s, `${INSPECT_EVALUATION}/submit`, {
          token: admin,
          body: { inspectId: theirs.id, subjectId: subjectA, level: 2, comment: '越权评价' },
        })
      ).body.success,
    ).toBe(false);
    expect(
      (await get(`${INSPECT}/page`, admin, { size: 200 })).records.some((r: { id: string }) => r.id === theirs.id),
    ).toBe(false);
    expect((await get(`${INSPECT_FINDING}/detail`, platform, { id: String(theirFinding.id) })).handleStatus).toBe(0);
  });
});
