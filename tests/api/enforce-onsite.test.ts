import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { call, login, useServer } from './harness';
import { fetchXlsx } from './xlsx';
import { tenantStaff } from './tenant-staff';
import { expectNotFound, handleOnce, okCalls } from './business-calls';
import { ONSITE, ONSITE_CHECK, ONSITE_FINDING, ONSITE_OTHER } from './api-paths';

/**
 * On-site inspections: the item rows the server makes for the subject's market type, the
 * result computed from the items and other problems, the inspection messages and the deadline rule,
 * the finding opened in the same transaction (and nothing when a later step fails), kept in step and
 * withdrawn while nobody handled it, the finding life (handle once, get-handle-info), closing,
 * monitor-save, removal and tenant isolation.
 */
const A = '100001';
const today = todayIn();
const nextWeek = addDays(today, 7);
const PHOTO = '/api/blade-resource/oss/endpoint/file/onsite.jpg';

const s = useServer();
let platform: string, admin: string, enforcer: string, enf1: string, enf2: string, platformEnforcer: string;
let adminId: string, deptA: string, subjectA: string, subjectBare: string, platformSubject: string;
const item: Record<string, string> = {};

type Row = Record<string, any>;

const calls = okCalls(() => s);
const { ok, get } = calls;
const refused = async (path: string, token: string, body: Record<string, unknown>) =>
  (await call(s, path, { token, body })).body;

const addSubject = (token: string, name: string, marketType: number, over: Record<string, unknown> = {}) =>
  calls.addSubject(token, name, { marketType, ...over });
const addItem = async (token: string, itemName: string, marketType: number, sort: number, enabled = 1) =>
  (await ok('/api/subject/inspectitem/submit', token, { itemName, marketType, sort, enabled })).id as string;

const inspect = (token: string, body: Record<string, unknown>) =>
  ok(`${ONSITE}/submit`, token, {
    subjectId: subjectA,
    enforcerIds: `${enf1},${enf2}`,
    content: '检查营业场所',
    ...body,
  });
const checksOf = async (id: string) =>
  (await get(`${ONSITE_CHECK}/page`, admin, { onsiteinspectId: id, size: 50 })).records as Row[];
const findingsOf = async (id: string) =>
  (await get(`${ONSITE_FINDING}/page`, admin, { onsiteinspectId: id, size: 50 })).records as Row[];
const othersOf = async (id: string) =>
  (await get(`${ONSITE_OTHER}/page`, admin, { onsiteinspectId: id, size: 50 })).records as Row[];
const total = async (path: string, query: Record<string, string> = {}) =>
  (await get(`${path}/page`, admin, { ...query, size: 1 })).total as number;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  const staff = await tenantStaff(s, A);
  deptA = staff.depts['执法一中队'];
  ({ id: adminId, token: admin } = await staff.add('osadmin', 'admin', '执法一中队', '陈管理'));
  ({ id: enf1, token: enforcer } = await staff.add('osenf1', 'enforcer', '执法一中队', '赵执法'));
  enf2 = await staff.create('osinsp', 'inspector', '执法一中队', '刘检查');
  platformEnforcer = await (await tenantStaff(s, '000000')).create('osplat', 'enforcer', null, '平台执法');
  subjectA = await addSubject(admin, '星光KTV', 1, { deptId: deptA, regionCode: '330106' });
  subjectBare = await addSubject(admin, '无检查项的旅行社', 5);
  item.id = await addItem(admin, '娱乐经营许可证是否公示', 1, 1);
  item.minors = await addItem(admin, '是否接纳未成年人', 1, 2);
  item.exit = await addItem(admin, '安全出口是否畅通', 1, 3);
  item.off = await addItem(admin, '已停用的检查项', 1, 4, 0);
  item.other = await addItem(admin, '网吧实名登记', 3, 1);
  platformSubject = await addSubject(platform, '平台KTV', 1);
  await addItem(platform, '平台检查项', 1, 1);
}, 120_000);

describe("the item rows of the subject's market type", () => {
  it("check-items lists the enabled items of the subject's market type, in order", async () => {
    const data = await get(`${ONSITE}/check-items`, enforcer, { subjectId: subjectA });
    expect(data.marketType).toBe(1);
    expect(data.items.map((i: Row) => i.itemId)).toEqual([item.id, item.minors, item.exit]);
    expect(data.items[0]).toMatchObject({ itemName: '娱乐经营许可证是否公示', sort: 1 });
    expect((await get(`${ONSITE}/check-items`, enforcer, { subjectId: subjectBare })).items).toEqual([]);
  });

  it('a new inspection gets one unchecked row per item; normal needs no deadline; the server names number, market type, recorder and ownership', async () => {
    const saved = await inspect(enforcer, {});
    expect(saved).toMatchObject({
      subjectId: subjectA,
      marketType: 1,
      result: 1,
      failCount: 0,
      inspectMode: 1,
      inspectStatus: 0,
      deptId: deptA,
      regionCode: '330106',
      inspectUser: enf1,
      deadline: null,
    });
    expect(String(saved.inspectNo)).toMatch(new RegExp(`^XC${today.replace(/-/g, '')}[0-9A-Z]{10}$`));
    expect(String(saved.inspectTime).slice(0, 10)).toBe(today);
    const rows = await checksOf(saved.id);
    expect(rows.map((r) => [r.itemId, r.itemName, r.checkResult])).toEqual([
      [item.id, '娱乐经营许可证是否公示', null],
      [item.minors, '是否接纳未成年人', null],
      [item.exit, '安全出口是否畅通', null],
    ]);
    expect(rows[0]).toMatchObject({ onsiteinspectId: saved.id, inspectNo: saved.inspectNo, deptId: deptA });
    expect(await findingsOf(saved.id)).toHaveLength(0);
    const detail = await get(`${ONSITE}/detail`, admin, { id: saved.id });
    expect(detail).toMatchObject({
      subjectName: '星光KTV',
      enforcerNames: expect.stringContaining('赵执法'),
      inspectUserName: '赵执法',
    });
    const bare = await inspect(enforcer, { subjectId: subjectBare });
    expect(await checksOf(bare.id)).toHaveLength(0);
  });

  it('item rows are made by the server only', async () => {
    expect(await refused(`${ONSITE_CHECK}/submit`, admin, { onsiteinspectId: '1', itemName: 'x' })).toMatchObject({
      success: false,
      msg: '检查项结果随现场检查生成,不能单独新增',
    });
  });
});

describe('the inspection messages and the deadline rule', () => {
  it('enforcers are required and must be inspection staff of the tenant', async () => {
    expect(await refused(`${ONSITE}/submit`, enforcer, { subjectId: subjectA })).toMatchObject({
      code: 400,
      msg: '请选择检查人',
    });
    expect(await refused(`${ONSITE}/submit`, enforcer, { subjectId: subjectA, enforcerIds: adminId })).toMatchObject({
      success: false,
      msg: '检查人须为本单位在职的执法检查人员',
    });
    expect(
      await refused(`${ONSITE}/submit`, enforcer, { subjectId: subjectA, enforcerIds: platformEnforcer }),
    ).toMatchObject({ success: false });
  });

  it('an abnormal inspection needs a deadline, not in the past; refused, it leaves nothing', async () => {
    const before = await total(ONSITE);
    const checks = await total(ONSITE_CHECK);
    const failed = { checkList: [{ itemId: item.minors, checkResult: 2, note: '发现未成年人' }] };
    expect(
      await refused(`${ONSITE}/submit`, enforcer, { subjectId: subjectA, enforcerIds: enf1, ...failed }),
    ).toMatchObject({ success: false, msg: '请选择整改止期' });
    expect(
      await refused(`${ONSITE}/submit`, enforcer, {
        subjectId: subjectA,
        enforcerIds: enf1,
        deadline: addDays(today, -1),
        ...failed,
      }),
    ).toMatchObject({ code: 400, msg: '整改止期不能早于今天' });
    expect(
      await refused(`${ONSITE}/submit`, enforcer, {
        subjectId: subjectA,
        enforcerIds: enf1,
        otherList: [{ description: '消防通道堆物' }],
      }),
    ).toMatchObject({ success: false, msg: '请选择整改止期' });
    expect(await total(ONSITE)).toBe(before);
    expect(await total(ONSITE_CHECK)).toBe(checks);
    // Today is not in the past.
    expect((await inspect(enforcer, { deadline: today, ...failed })).result).toBe(2);
  });

  it("an item result is 合格 or 不合格 of the inspection's own rows", async () => {
    expect(
      await refused(`${ONSITE}/submit`, enforcer, {
        subjectId: subjectA,
        enforcerIds: enf1,
        checkList: [{ itemId: item.id, checkResult: 3 }],
      }),
    ).toMatchObject({ code: 400 });
    expect(
      await refused(`${ONSITE}/submit`, enforcer, {
        subjectId: subjectA,
        enforcerIds: enf1,
        checkList: [{ itemId: item.other, checkResult: 1 }],
      }),
    ).toMatchObject({ code: 400, msg: '检查项不属于该现场检查' });
  });
});

describe('a failed item opens the finding in the same transaction', () => {
  let abnormal: Row;

  it('one finding for the inspection, naming the failed items and other problems, with the deadline', async () => {
    abnormal = await inspect(enforcer, {
      deadline: nextWeek,
      images: PHOTO,
      checkList: [
        { itemId: item.id, checkResult: 1 },
        { itemId: item.minors, checkResult: 2, note: '包厢内有未成年人' },
        { itemId: item.exit, checkResult: 2 },
      ],
      otherList: [{ description: '灭火器过期', images: PHOTO }],
    });
    expect(abnormal).toMatchObject({ result: 2, failCount: 2, deadline: nextWeek });
    expect((await checksOf(abnormal.id)).map((r) => r.checkResult)).toEqual([1, 2, 2]);
    const [other] = await othersOf(abnormal.id);
    expect(other).toMatchObject({
      description: '灭火器过期',
      subjectId: subjectA,
      subjectName: '星光KTV',
      deptId: deptA,
    });
    const findings = await findingsOf(abnormal.id);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      subjectId: subjectA,
      subjectName: '星光KTV',
      onsiteinspectId: abnormal.id,
      inspectNo: abnormal.inspectNo,
      deadline: nextWeek,
      handleStatus: 0,
      description: '不合格项:是否接纳未成年人(包厢内有未成年人);安全出口是否畅通。其他问题:灭火器过期',
      deptId: deptA,
      regionCode: '330106',
      tenantId: A,
    });
    expect(findings[0].foundTime).toBe(abnormal.inspectTime);
  });

  it('a save that fails after the finding was opened leaves neither the inspection, its rows nor the finding', async () => {
    const counts = [await total(ONSITE), await total(ONSITE_CHECK), await total(ONSITE_FINDING)];
    const off = s.built.app.repo('onsiteinspectabnormal').attachHooks({
      onWrite: ({ row }) => {
        if (String(row.description).includes('回滚测试')) throw new Error('rolled back on purpose');
      },
    });
    try {
      const r = await call(s, `${ONSITE}/submit`, {
        token: enforcer,
        body: {
          subjectId: subjectA,
          enforcerIds: enf1,
          deadline: nextWeek,
          checkList: [{ itemId: item.exit, checkResult: 2, note: '回滚测试' }],
        },
      });
      expect(r.body.success).toBe(false);
    } finally {
      off();
    }
    expect([await total(ONSITE), await total(ONSITE_CHECK), await total(ONSITE_FINDING)]).toEqual(counts);
  });

  it('an item row edited on its own moves the result and the finding; withdrawn while nobody handled it', async () => {
    const normal = await inspect(enforcer, {});
    const rows = await checksOf(normal.id);
    // Failing an item of an inspection without a deadline is refused.
    expect(await refused(`${ONSITE_CHECK}/submit`, enforcer, { id: rows[1].id, checkResult: 2 })).toMatchObject({
      success: false,
      msg: '请选择整改止期',
    });
    await ok(`${ONSITE}/submit`, enforcer, { id: normal.id, deadline: nextWeek });
    await ok(`${ONSITE_CHECK}/submit`, enforcer, {
      id: rows[1].id,
      checkResult: 2,
      note: '门口无标志',
      onsiteinspectId: abnormal.id,
      itemName: '改名',
    });
    expect(await get(`${ONSITE}/detail`, admin, { id: normal.id })).toMatchObject({ result: 2, failCount: 1 });
    const [finding] = await findingsOf(normal.id);
    expect(finding.description).toBe('不合格项:是否接纳未成年人(门口无标志)');
    // The row keeps its inspection and item name whatever the body says.
    expect((await checksOf(normal.id))[1]).toMatchObject({ onsiteinspectId: normal.id, itemName: '是否接纳未成年人' });
    // Corrected back to 合格 before anyone handled it: the finding goes.
    await ok(`${ONSITE_CHECK}/submit`, enforcer, { id: rows[1].id, checkResult: 1 });
    expect(await get(`${ONSITE}/detail`, admin, { id: normal.id })).toMatchObject({ result: 1, failCount: 0 });
    expect(await findingsOf(normal.id)).toHaveLength(0);
    // Another problem added on its own turns it abnormal again.
    await ok(`${ONSITE_OTHER}/submit`, enforcer, {
      onsiteinspectId: normal.id,
      description: '营业时间公示牌缺失',
      subjectId: platformSubject,
    });
    expect((await othersOf(normal.id))[0].subjectId).toBe(subjectA);
    expect((await findingsOf(normal.id))[0].description).toBe('其他问题:营业时间公示牌缺失');
    // An edit with the whole list replaces the other problems.
    await ok(`${ONSITE}/submit`, enforcer, { id: normal.id, otherList: [] });
    expect(await othersOf(normal.id)).toHaveLength(0);
    expect(await findingsOf(normal.id)).toHaveLength(0);
  });

  it('an open finding follows its inspection: another failed item and a new deadline rewrite it; removing the last problem withdraws it', async () => {
    const visit = await inspect(enforcer, { deadline: nextWeek, otherList: [{ description: '消防通道堵塞' }] });
    const [found] = await findingsOf(visit.id);
    expect(found).toMatchObject({ description: '其他问题:消防通道堵塞', deadline: nextWeek, handleStatus: 0 });
    const rows = await checksOf(visit.id);
    await ok(`${ONSITE_CHECK}/submit`, enforcer, { id: rows[2].id, checkResult: 2 });
    const later = addDays(today, 10);
    await ok(`${ONSITE}/submit`, enforcer, { id: visit.id, deadline: later });
    expect(await findingsOf(visit.id)).toMatchObject([
      {
        id: found.id,
        description: '不合格项:安全出口是否畅通。其他问题:消防通道堵塞',
        deadline: later,
        handleStatus: 0,
      },
    ]);
    // The item passes again: the other problem alone is left in the finding's text.
    await ok(`${ONSITE_CHECK}/submit`, enforcer, { id: rows[2].id, checkResult: 1 });
    expect(await findingsOf(visit.id)).toMatchObject([{ id: found.id, description: '其他问题:消防通道堵塞' }]);
    // The other problem removed on its own: nothing abnormal is left and nobody handled it, so it goes.
    const [other] = await othersOf(visit.id);
    const removed = await call(s, `${ONSITE_OTHER}/remove`, {
      token: enforcer,
      method: 'POST',
      query: { ids: other.id },
    });
    expect(removed.body).toMatchObject({ code: 200, success: true });
    expect(await get(`${ONSITE}/detail`, admin, { id: visit.id })).toMatchObject({ result: 1, failCount: 0 });
    expect(await findingsOf(visit.id)).toEqual([]);
  });

  it("a finding entered by hand is the inspection's only one and takes its subject, dept and region", async () => {
    const [opened] = await findingsOf(abnormal.id);
    expect(
      await refused(`${ONSITE_FINDING}/submit`, admin, {
        onsiteinspectId: abnormal.id,
        subjectId: subjectA,
        description: '另记一条',
        foundTime: `${today} 08:00:00`,
        deadline: nextWeek,
      }),
    ).toMatchObject({ success: false, msg: '该现场检查已有异常记录' });
    const visit = await inspect(enforcer, {});
    const entered = await ok(`${ONSITE_FINDING}/submit`, admin, {
      onsiteinspectId: visit.id,
      subjectId: subjectBare,
      description: '现场发现未亮证经营',
      foundTime: `${today} 08:00:00`,
      deadline: nextWeek,
    });
    expect(await findingsOf(visit.id)).toMatchObject([
      { id: entered.id, subjectId: subjectA, deptId: deptA, regionCode: '330106', description: '现场发现未亮证经营' },
    ]);
    expect((await findingsOf(abnormal.id)).map((f) => f.id)).toEqual([opened.id]);
  });

  it('the subject of an inspection is fixed', async () => {
    expect(await refused(`${ONSITE}/submit`, enforcer, { id: abnormal.id, subjectId: subjectBare })).toMatchObject({
      success: false,
      msg: '现场检查的经营主体不能更改,请删除后重新登记',
    });
  });

  it('handle once (twice is refused), get-handle-info, supervise-complete; a handled finding closes the inspection', async () => {
    const [finding] = await findingsOf(abnormal.id);
    const id = String(finding.id);
    await handleOnce(s, ONSITE_FINDING, enforcer, id, {
      handleResult: '已清退未成年人并疏通安全出口',
      handleImages: PHOTO,
    });
    const info = await get(`${ONSITE_FINDING}/get-handle-info`, admin, { id });
    expect(info).toMatchObject({
      id,
      handleStatus: 1,
      handleResult: '已清退未成年人并疏通安全出口',
      handleUserName: '赵执法',
      handleImages: PHOTO,
    });
    expect(info.history.map((h: Row) => h.action)).toEqual(['handle']);
    expect(info.history[0]).toMatchObject({ fromStateName: '待处理', toStateName: '已处理' });
    // Handled: what was found stays as it was.
    const [row] = await checksOf(abnormal.id);
    expect(await refused(`${ONSITE_CHECK}/submit`, enforcer, { id: row.id, checkResult: 2 })).toMatchObject({
      success: false,
      msg: '该现场检查的异常已处理,不能修改',
    });
    expect(await refused(`${ONSITE}/submit`, enforcer, { id: abnormal.id, content: '改写' })).toMatchObject({
      success: false,
      msg: '该现场检查的异常已处理,不能修改',
    });
    expect(
      await refused(`${ONSITE_OTHER}/submit`, enforcer, { onsiteinspectId: abnormal.id, description: '补充' }),
    ).toMatchObject({ success: false, msg: '该现场检查的异常已处理,不能修改' });
    expect(
      (await call(s, `${ONSITE}/remove`, { token: admin, method: 'POST', query: { ids: abnormal.id } })).body,
    ).toMatchObject({ success: false, msg: '该现场检查的异常已处理,不能删除' });
    await ok(`${ONSITE_FINDING}/supervise-complete`, admin, { id, superviseOpinion: '复查到位' });
    const done = await get(`${ONSITE_FINDING}/get-handle-info`, admin, { id });
    expect(done).toMatchObject({ handleStatus: 2, superviseOpinion: '复查到位', superviseUserName: '陈管理' });
    expect(done.history.map((h: Row) => h.action)).toEqual(['supervise-complete', 'handle']);
  });

  it('a finished inspection is no longer edited', async () => {
    const open = await inspect(enforcer, {});
    const r = await call(s, `${ONSITE}/finish`, { token: enforcer, method: 'POST', query: { id: open.id } });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    expect(await refused(`${ONSITE}/submit`, enforcer, { id: open.id, content: '补记' })).toMatchObject({
      success: false,
      msg: '现场检查已完成,不能修改',
    });
    const [row] = await checksOf(open.id);
    expect(await refused(`${ONSITE_CHECK}/submit`, enforcer, { id: row.id, checkResult: 1 })).toMatchObject({
      success: false,
      msg: '现场检查已完成,不能修改',
    });
    expect(
      (await call(s, `${ONSITE}/finish`, { token: enforcer, method: 'POST', query: { id: open.id } })).body,
    ).toMatchObject({ success: false, msg: '该数据已处理,请勿重复操作' });
  });

  it('removing an open inspection takes its rows, other problems and unhandled finding', async () => {
    const gone = await inspect(enforcer, {
      deadline: nextWeek,
      checkList: [{ itemId: item.exit, checkResult: 2 }],
      otherList: [{ description: '待删除' }],
    });
    expect(await findingsOf(gone.id)).toHaveLength(1);
    expect(
      (await call(s, `${ONSITE}/remove`, { token: admin, method: 'POST', query: { ids: gone.id } })).body.success,
    ).toBe(true);
    expect(await checksOf(gone.id)).toHaveLength(0);
    expect(await othersOf(gone.id)).toHaveLength(0);
    expect(await findingsOf(gone.id)).toHaveLength(0);
  });
});

describe('monitor-save', () => {
  it('records an inspection made through a camera: the camera is required, the rows and the finding as on site', async () => {
    expect(await refused(`${ONSITE}/monitor-save`, enforcer, { subjectId: subjectA, enforcerIds: enf1 })).toMatchObject(
      {
        code: 400,
        msg: '请选择监控设备',
      },
    );
    expect(
      await refused(`${ONSITE}/monitor-save`, enforcer, { subjectId: subjectA, cameraId: '1234567890123' }),
    ).toMatchObject({ code: 400, msg: '请选择检查人' });
    const saved = await ok(`${ONSITE}/monitor-save`, enforcer, {
      subjectId: subjectA,
      enforcerIds: enf2,
      cameraId: '1234567890123',
      deadline: nextWeek,
      content: '远程视频巡查',
      checkList: [{ itemId: item.minors, checkResult: 2, note: '画面中有疑似未成年人' }],
    });
    expect(saved).toMatchObject({ inspectMode: 2, cameraId: '1234567890123', result: 2, failCount: 1 });
    expect(await checksOf(saved.id)).toHaveLength(3);
    expect((await findingsOf(saved.id))[0].description).toBe('不合格项:是否接纳未成年人(画面中有疑似未成年人)');
    expect((await get(`${ONSITE}/page`, admin, { inspectMode: 2 })).records.map((r: Row) => r.id)).toContain(saved.id);
    // A camera inspection is no on-site one: submit keeps its mode.
    expect((await ok(`${ONSITE}/submit`, enforcer, { id: saved.id, content: '补充说明' })).inspectMode).toBe(2);
  });
});

describe('permissions and tenant isolation', () => {
  it('only signed-in holders of the buttons', async () => {
    expect((await call(s, `${ONSITE}/submit`, { body: { subjectId: subjectA } })).status).toBe(401);
    expect((await call(s, `${ONSITE}/check-items`, { query: { subjectId: subjectA } })).status).toBe(401);
  });

  it("another tenant's subject, inspection, item rows and finding are refused", async () => {
    const theirs = await ok(`${ONSITE}/submit`, platform, {
      subjectId: platformSubject,
      enforcerIds: platformEnforcer,
      deadline: nextWeek,
      checkList: [
        {
          itemId: (await get(`${ONSITE}/check-items`, platform, { subjectId: platformSubject })).items[0].itemId,
          checkResult: 2,
        },
      ],
    });
    expect(theirs.result).toBe(2);
    const [theirRow] = (await get(`${ONSITE_CHECK}/page`, platform, { onsiteinspectId: theirs.id })).records;
    const [theirFinding] = (await get(`${ONSITE_FINDING}/page`, platform, { onsiteinspectId: theirs.id })).records;
    expect(theirFinding).toBeTruthy();

    expect((await refused(`${ONSITE}/submit`, admin, { subjectId: platformSubject, enforcerIds: enf1 })).success).toBe(
      false,
    );
    expect(
      (await call(s, `${ONSITE}/check-items`, { token: admin, query: { subjectId: platformSubject } })).body,
    ).toMatchObject({ code: 404 });
    expect((await call(s, `${ONSITE}/detail`, { token: admin, query: { id: theirs.id } })).body.data).toBeNull();
    expect((await get(`${ONSITE}/page`, admin, { size: 100 })).records.map((r: Row) => r.id)).not.toContain(theirs.id);
    expect((await refused(`${ONSITE}/submit`, admin, { id: theirs.id, content: '越权' })).success).toBe(false);
    expect((await refused(`${ONSITE_CHECK}/submit`, admin, { id: theirRow.id, checkResult: 1 })).success).toBe(false);
    expect(
      (await refused(`${ONSITE_OTHER}/submit`, admin, { onsiteinspectId: theirs.id, description: '越权' })).success,
    ).toBe(false);
    const mine = await inspect(enforcer, {});
    expect(
      await refused(`${ONSITE}/submit`, enforcer, { id: mine.id, checkList: [{ id: theirRow.id, checkResult: 1 }] }),
    ).toMatchObject({ code: 400, msg: '检查项不属于该现场检查' });
    await expectNotFound(s, admin, [
      [`${ONSITE_FINDING}/get-handle-info`, { query: { id: theirFinding.id } }],
      [`${ONSITE_FINDING}/handle`, { body: { id: theirFinding.id, handleResult: '越权' } }],
    ]);
    expect(
      (await call(s, `${ONSITE}/remove`, { token: admin, method: 'POST', query: { ids: theirs.id } })).body.success,
    ).toBe(false);
    // Theirs is untouched.
    expect(await get(`${ONSITE}/detail`, platform, { id: theirs.id })).toMatchObject({ result: 2, content: null });
    expect((await get(`${ONSITE_CHECK}/detail`, platform, { id: theirRow.id })).checkResult).toBe(2);
  });

  it('the inspections and findings export as Excel files', async () => {
    for (const path of [ONSITE, ONSITE_FINDING]) {
      const bytes = await fetchXlsx(s, `${path}/export`, admin, { subjectId: subjectA });
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
