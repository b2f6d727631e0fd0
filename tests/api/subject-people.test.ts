import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/subject/fire-equip/expiry';
import { todayIn } from '../../server/crud/no-past';
import { call, login, useServer } from './harness';
import { reviewersOf } from './tenant-staff';
import { fetchXlsx, sheetRecords } from './xlsx';
import { NOT_YOURS } from '../../server/crud/actions';
import { expectJustNow } from './wire-time';
import { creditCode, idCard } from './business-calls';

/**
 * The people and things of a subject: employees and their review, reported employees, test
 * records, facilities and their computed counts, fire equipment with its computed expiry state,
 * internet cafe daily data and published content with its review. Users of the demo tenant hold the
 * seeded roles (admin, inspector who may write, enforcer who may only read); the platform tenant's
 * rows stand for another tenant's.
 */
const A = '100001';

const s = useServer();
let platform: string, admin: string;
let inspector: { id: string; token: string };
let reader: string;

let serial = 0;

const ok = (r: { body: any }) => {
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data;
};
const submit = (base: string, token: string, body: Record<string, unknown>) =>
  call(s, `/api/subject/${base}/submit`, { token, body });
const detail = async (base: string, id: string, token = admin) =>
  (await call(s, `/api/subject/${base}/detail`, { token, query: { id } })).body.data;
const page = async (base: string, query: Record<string, string | number>, token = admin) =>
  ok(await call(s, `/api/subject/${base}/page`, { token, query: { current: 1, size: 100, ...query } }));
const act = (base: string, action: string, token: string, query: Record<string, string>, body?: unknown) =>
  call(s, `/api/subject/${base}/${action}`, { method: 'POST', token, query, body });
const remove = (base: string, ids: string, token = admin) =>
  call(s, `/api/subject/${base}/remove`, { method: 'POST', token, query: { ids } });

async function createSubject(token: string, over: Record<string, unknown> = {}): Promise<string> {
  return ok(
    await submit('subject', token, {
      subjectName: `测试网吧${++serial}`,
      creditCode: creditCode(),
      marketType: 3,
      legalPerson: '张三',
      contactPhone: '13800138000',
      address: '示范区文化路1号',
      ...over,
    }),
  ).id;
}

async function createEmployee(token: string, subjectId: string, over: Record<string, unknown> = {}) {
  return ok(
    await submit('employee', token, {
      subjectId,
      name: '李小红',
      idCard: idCard(),
      sex: 2,
      phone: '13912345678',
      post: '收银员',
      entryDate: '2024-03-01',
      ...over,
    }),
  );
}

async function download(base: string, token: string, query: Record<string, string> = {}) {
  const { header, rows } = await sheetRecords(await fetchXlsx(s, `/api/subject/${base}/export`, token, query));
  return { header, rows };
}

let subjectId: string;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  ({ admin, inspector, reader } = await reviewersOf(s, A, 'people'));
  subjectId = await createSubject(admin);
});

describe('employee (从业人员)', () => {
  it('is added pending review, named by its subject, paged, listed, updated and removed', async () => {
    const e = await createEmployee(inspector.token, subjectId);
    expect(e).toMatchObject({ subjectId, reviewStatus: 0, reviewUser: null, cause: null, tenantId: A });
    expect(await detail('employee', e.id)).toMatchObject({
      id: e.id,
      subjectName: expect.stringMatching(/^测试网吧/),
      name: '李小红',
      sex: 2,
    });
    const p = await page('employee', { subjectId_equal: subjectId });
    expect(p.records.map((r: { id: string }) => r.id)).toContain(e.id);
    const list = ok(
      await call(s, '/api/subject/employee/list', { token: reader, query: { subjectId_equal: subjectId } }),
    );
    expect(list.records.map((r: { id: string }) => r.id)).toContain(e.id);
    // Submit never sets the review.
    ok(await submit('employee', inspector.token, { id: e.id, post: '网管', reviewStatus: 1, cause: '伪造' }));
    expect(await detail('employee', e.id)).toMatchObject({ post: '网管', reviewStatus: 0, cause: null });
    expect((await remove('employee', e.id)).body).toMatchObject({ success: true });
    expect(await detail('employee', e.id)).toBeNull();
  });

  it('answers the declared messages and refuses the same ID card twice at one subject', async () => {
    expect(
      (await submit('employee', admin, { subjectId, name: '王五', idCard: '330106199001011234' })).body,
    ).toMatchObject({ code: 400, msg: '身份证号码格式不正确' });
    expect((await submit('employee', admin, { subjectId, idCard: idCard() })).body.msg).toBe('请输入姓名');
    const card = idCard();
    await createEmployee(admin, subjectId, { idCard: card });
    expect((await submit('employee', admin, { subjectId, name: '重复', idCard: card })).body).toMatchObject({
      success: false,
      msg: '该经营主体已登记此身份证号的从业人员',
    });
    // Another subject may employ the same person.
    await createEmployee(admin, await createSubject(admin), { idCard: card });
  });

  it('an employee edited keeps its own ID card; a removed one frees it for the subject', async () => {
    const card = idCard();
    const e = await createEmployee(admin, subjectId, { idCard: card });
    ok(await submit('employee', admin, { id: e.id, subjectId, idCard: card, post: '领班' }));
    expect(await detail('employee', e.id)).toMatchObject({ idCard: card, post: '领班' });
    expect((await remove('employee', e.id)).body.success).toBe(true);
    expect(await createEmployee(admin, subjectId, { idCard: card, name: '再次入职' })).toMatchObject({
      idCard: card,
      name: '再次入职',
    });
  });

  it("pass: sets who and when; a second pass is refused with the engine's message", async () => {
    const e = await createEmployee(admin, subjectId);
    expect((await act('employee', 'pass', inspector.token, { id: e.id })).body).toEqual({
      code: 200,
      success: true,
      data: true,
      msg: '操作成功',
    });
    const row = await detail('employee', e.id);
    expect(row).toMatchObject({ reviewStatus: 1, reviewUser: inspector.id });
    expectJustNow(row.reviewTime);
    expect((await act('employee', 'pass', inspector.token, { id: e.id })).body).toMatchObject({
      code: 400,
      success: false,
      msg: '该数据已处理,请勿重复操作',
    });
    expect((await act('employee', 'noPass', inspector.token, { id: e.id }, { cause: '晚了' })).body.msg).toBe(
      '当前状态为已通过,不能不通过',
    );
    const h = ok(await call(s, '/api/subject/employee/history', { token: admin, query: { id: e.id } }));
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ action: 'pass', fromState: 0, toState: 1, toStateName: '已通过' });
  });

  it('noPass needs a cause, keeps it, and a reader may not review', async () => {
    const e = await createEmployee(admin, subjectId);
    expect((await act('employee', 'noPass', inspector.token, { id: e.id })).body).toMatchObject({
      code: 400,
      success: false,
      msg: '请输入未通过原因',
    });
    expect((await act('employee', 'pass', reader, { id: e.id })).status).toBe(403);
    expect((await detail('employee', e.id)).reviewStatus).toBe(0);
    expect((await act('employee', 'noPass', inspector.token, { id: e.id }, { cause: '无健康证' })).body.success).toBe(
      true,
    );
    expect(await detail('employee', e.id)).toMatchObject({
      reviewStatus: 2,
      cause: '无健康证',
      reviewUser: inspector.id,
    });
    const h = ok(await call(s, '/api/subject/employee/history', { token: admin, query: { id: e.id } }));
    expect(h[0]).toMatchObject({ action: 'noPass', toState: 2, comment: '无健康证' });
    expect(
      (await page('employee', { subjectId_equal: subjectId, reviewStatus_equal: 2 })).records.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([e.id]);
  });
});

describe('reportemployee (从业人员上报)', () => {
  it('is saved, paged, listed, read, exported as xlsx and removed', async () => {
    const r = ok(
      await submit('reportemployee', admin, {
        subjectId,
        reportPeriod: '2025-06',
        name: '赵六',
        idCard: idCard(),
        post: '服务员',
        healthCertNo: 'JK2025001',
        trained: 1,
        // June's report sent early in July keeps the period it names.
        reportTime: '2025-07-01 10:00:00',
      }),
    );
    expect(
      (
        await submit('reportemployee', admin, {
          subjectId,
          reportPeriod: '2025-13',
          name: '赵六',
          idCard: idCard(),
          reportTime: '2025-06-03 10:00:00',
        })
      ).body.msg,
    ).toBe('上报期间格式应为yyyy-MM');
    expect(await detail('reportemployee', r.id)).toMatchObject({
      name: '赵六',
      subjectName: expect.any(String),
      trained: 1,
      reportPeriod: '2025-06',
      reportTime: '2025-07-01 10:00:00',
    });
    const unperiodised = ok(
      await submit('reportemployee', admin, {
        subjectId,
        name: '孙八',
        idCard: idCard(),
        reportTime: '2025-07-09 08:30:00',
      }),
    );
    expect((await detail('reportemployee', unperiodised.id)).reportPeriod).toBe('2025-07');
    expect((await remove('reportemployee', unperiodised.id)).body.success).toBe(true);
    expect((await page('reportemployee', { subjectId_equal: subjectId })).records).toHaveLength(1);
    expect(
      ok(await call(s, '/api/subject/reportemployee/list', { token: reader, query: { subjectId_equal: subjectId } }))
        .total,
    ).toBe(1);
    const { header, rows } = await download('reportemployee', admin, { subjectId_equal: subjectId });
    expect(header).toEqual(expect.arrayContaining(['经营主体', '姓名', '身份证号', '培训情况', '上报时间']));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 姓名: '赵六', 培训情况: '已培训', 经营主体: expect.stringMatching(/^测试网吧/) });
    expect((await remove('reportemployee', r.id)).body.success).toBe(true);
  });
});

describe('acid (从业人员检测)', () => {
  it("records a test of an employee of the subject at /api/subject/acid; another subject's employee is refused", async () => {
    const e = await createEmployee(admin, subjectId);
    const t = ok(
      await submit('acid', inspector.token, {
        subjectId,
        employeeId: e.id,
        testType: 2,
        testDate: '2025-05-20',
        result: 3,
        institution: '示范区人民医院',
      }),
    );
    const p = await page('acid', { subjectId_equal: subjectId });
    expect(p.records[0]).toMatchObject({ id: t.id, employeeName: '李小红', result: 3 });
    expect(await detail('acid', t.id)).toMatchObject({ employeeId: e.id });
    const stranger = await createEmployee(admin, await createSubject(admin));
    expect(
      (
        await submit('acid', inspector.token, {
          subjectId,
          employeeId: stranger.id,
          testType: 1,
          testDate: '2025-05-20',
          result: 1,
        })
      ).body,
    ).toMatchObject({ success: false, msg: '所选从业人员不属于该经营主体' });
    // Nor is an employee who has left (removed): the reference to them is refused first.
    const left = await createEmployee(admin, subjectId);
    expect((await remove('employee', left.id)).body.success).toBe(true);
    expect(
      (
        await submit('acid', inspector.token, {
          subjectId,
          employeeId: left.id,
          testType: 1,
          testDate: '2025-05-21',
          result: 1,
        })
      ).body,
    ).toMatchObject({ success: false, msg: '从业人员不存在' });
    expect((await page('acid', { subjectId_equal: subjectId })).total).toBe(1);
    expect((await remove('acid', t.id)).body.success).toBe(true);
  });
});

describe('reportfacility and reportfacilitynumber (设施, 设施数量)', () => {
  const counts = async (subject: string) =>
    Object.fromEntries(
      (await page('reportfacilitynumber', { subjectId_equal: subject })).records.map(
        (r: { facilityType: number; facilityCount: number; inUseCount: number }) => [
          r.facilityType,
          [r.facilityCount, r.inUseCount],
        ],
      ),
    );

  it('counts follow every save and removal of the facilities, in the same write', async () => {
    const subject = await createSubject(admin, { marketType: 1 });
    const room = (name: string, over: Record<string, unknown> = {}) =>
      submit('reportfacility', inspector.token, {
        subjectId: subject,
        facilityType: 1,
        facilityName: name,
        capacity: 12,
        area: 30.5,
        ...over,
      });
    const a = ok(await room('A01'));
    const b = ok(await room('A02', { facilityStatus: 3 }));
    ok(await room('大厅', { facilityType: 2 }));
    expect(await counts(subject)).toEqual({ 1: [2, 1], 2: [1, 1] });
    // A room turned into a hall moves from one count to the other.
    ok(await submit('reportfacility', inspector.token, { id: b.id, facilityType: 2 }));
    expect(await counts(subject)).toEqual({ 1: [1, 1], 2: [2, 1] });
    expect((await remove('reportfacility', a.id)).body.success).toBe(true);
    expect(await counts(subject)).toEqual({ 1: [0, 0], 2: [2, 1] });
    const n = (await page('reportfacilitynumber', { subjectId_equal: subject, facilityType_equal: 2 })).records[0];
    expect(n).toMatchObject({ subjectName: expect.any(String), reportDate: todayIn() });
    expect(await detail('reportfacilitynumber', n.id)).toMatchObject({ facilityCount: 2 });
    expect(
      ok(
        await call(s, '/api/subject/reportfacilitynumber/list', { token: reader, query: { subjectId_equal: subject } }),
      ).total,
    ).toBe(2);
    // Counts are not entered by hand; the remark may be edited, the count may not.
    expect(
      (await submit('reportfacilitynumber', admin, { subjectId: subject, facilityType: 1, facilityCount: 99 })).body,
    ).toMatchObject({ success: false, msg: '设施数量由设施上报自动统计,不能手工新增' });
    ok(await submit('reportfacilitynumber', admin, { id: n.id, facilityCount: 99, remark: '已核对' }));
    expect(await detail('reportfacilitynumber', n.id)).toMatchObject({ facilityCount: 2, remark: '已核对' });
    expect((await remove('reportfacilitynumber', n.id)).body.success).toBe(true);
  });

  it('facilities are read, listed and exported as xlsx with their dictionary labels', async () => {
    const subject = await createSubject(admin);
    const f = ok(
      await submit('reportfacility', admin, {
        subjectId: subject,
        facilityType: 3,
        facilityName: 'PC-001',
        reportTime: '2025-06-01 09:00:00',
      }),
    );
    expect(await detail('reportfacility', f.id)).toMatchObject({ facilityName: 'PC-001', facilityStatus: 1 });
    expect(
      ok(await call(s, '/api/subject/reportfacility/list', { token: reader, query: { subjectId_equal: subject } }))
        .records,
    ).toHaveLength(1);
    const { rows } = await download('reportfacility', admin, { subjectId_equal: subject });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 设施类型: '电脑终端', '名称/编号': 'PC-001', 使用状态: '正常使用' });
  });
});

describe('fireEquip (消防器材): expiry computed on read', () => {
  it("flags yesterday's expiry as expired, a near one as expiring, next year's as valid; filters and exports by it", async () => {
    const subject = await createSubject(admin);
    const today = todayIn();
    const equip = (expiryDate: string, model: string) =>
      submit('fireEquip', inspector.token, {
        subjectId: subject,
        equipType: 1,
        model,
        quantity: 4,
        location: '一楼走廊',
        expiryDate,
        productionDate: '2020-01-01',
        responsiblePerson: '钱七',
      });
    const expired = ok(await equip(addDays(today, -1), 'MFZ/ABC4-旧'));
    const soon = ok(await equip(addDays(today, 10), 'MFZ/ABC4-近'));
    const valid = ok(await equip(addDays(today, 365), 'MFZ/ABC4-新'));
    const edge = ok(await equip(today, 'MFZ/ABC4-今'));
    const rows = (await page('fireEquip', { subjectId_equal: subject })).records as Array<{
      id: string;
      expiryState: number;
      expiryDays: number;
    }>;
    const state = Object.fromEntries(rows.map((r) => [r.id, [r.expiryState, r.expiryDays]]));
    expect(state).toEqual({ [expired.id]: [2, -1], [soon.id]: [1, 10], [valid.id]: [0, 365], [edge.id]: [1, 0] });
    // Ordered by expiry date, soonest first.
    expect(rows.map((r) => r.id)).toEqual([expired.id, edge.id, soon.id, valid.id]);
    expect(await detail('fireEquip', expired.id)).toMatchObject({ expiryState: 2, expiryDays: -1 });
    const only = async (expiryState: string) =>
      (await page('fireEquip', { subjectId_equal: subject, expiryState })).records.map((r: { id: string }) => r.id);
    expect(await only('2')).toEqual([expired.id]);
    expect(await only('1')).toEqual([edge.id, soon.id]);
    expect(await only('0')).toEqual([valid.id]);
    const list = ok(
      await call(s, '/api/subject/fireEquip/list', {
        token: reader,
        query: { subjectId_equal: subject, expiryState: '2' },
      }),
    );
    expect(list.records.map((r: { id: string; expiryState: number }) => [r.id, r.expiryState])).toEqual([
      [expired.id, 2],
    ]);
    expect(
      (await call(s, '/api/subject/fireEquip/page', { token: admin, query: { expiryState: 'x' } })).body,
    ).toMatchObject({ code: 400, success: false });
    // Renewing the equipment clears the flag at once.
    ok(await submit('fireEquip', inspector.token, { id: expired.id, expiryDate: addDays(today, 400) }));
    expect(await only('2')).toEqual([]);
    const { rows: sheet } = await download('fireEquip', admin, { subjectId_equal: subject, expiryState: '1' });
    expect(sheet.map((r) => r['规格型号'])).toEqual(['MFZ/ABC4-今', 'MFZ/ABC4-近']);
    expect(sheet[0]).toMatchObject({ 器材类型: '灭火器', 数量: 4 });
    expect((await equip('', 'x')).body.msg).toBe('请选择有效期');
    expect(
      (await submit('fireEquip', admin, { subjectId: subject, equipType: 1, quantity: 0, expiryDate: today })).body.msg,
    ).toBe('数量应为正整数');
    ok(await submit('fireEquip', admin, { subjectId: subject, equipType: 1, quantity: 1, expiryDate: today }));
    expect((await remove('fireEquip', valid.id)).body.success).toBe(true);
  });
});

describe('internetcafedata (网吧日数据)', () => {
  it('one row per subject and day: a duplicate is refused, another day or subject is not', async () => {
    const subject = await createSubject(admin);
    const day = (over: Record<string, unknown> = {}) =>
      submit('internetcafedata', inspector.token, {
        subjectId: subject,
        dataDate: '2025-06-01',
        terminalTotal: 120,
        terminalInUse: 86,
        onlineUsers: 86,
        minorsRefused: 2,
        peakHour: '20:00-22:00',
        ...over,
      });
    const first = ok(await day());
    expect((await day({ terminalInUse: 10 })).body).toMatchObject({
      success: false,
      msg: '该经营主体当日数据已上报,请勿重复添加',
    });
    ok(await day({ dataDate: '2025-06-02' }));
    ok(
      await submit('internetcafedata', inspector.token, {
        subjectId: await createSubject(admin),
        dataDate: '2025-06-01',
        terminalTotal: 50,
      }),
    );
    // Updating the day's own row is no duplicate.
    ok(await submit('internetcafedata', inspector.token, { id: first.id, onlineUsers: 90 }));
    expect((await day({ dataDate: '2025-06-03', terminalInUse: 121 })).body.msg).toBe('在用终端数不能大于终端总数');
    // Counts are never negative; zero is a count.
    for (const [name, message] of [
      ['terminalTotal', '终端总数不能为负数'],
      ['terminalInUse', '在用终端数不能为负数'],
      ['onlineUsers', '上网人数不能为负数'],
      ['minorsRefused', '劝离未成年人数不能为负数'],
    ]) {
      expect((await day({ dataDate: '2025-06-03', [name]: -1 })).body.msg).toBe(message);
    }
    // Every terminal in use is allowed, and a day with nothing counted.
    ok(await day({ dataDate: '2025-06-04', terminalInUse: 120, onlineUsers: 0, minorsRefused: 0 }));
    ok(await day({ dataDate: '2025-06-05', terminalTotal: 0, terminalInUse: 0, onlineUsers: 0, minorsRefused: 0 }));
    expect((await day({ dataDate: '2025-06-03', peakHour: '25:00' })).body.msg).toBe('高峰时段格式应为HH:mm-HH:mm');
    expect(
      (await page('internetcafedata', { subjectId_equal: subject })).records.map(
        (r: { dataDate: string }) => r.dataDate,
      ),
    ).toEqual(['2025-06-05', '2025-06-04', '2025-06-02', '2025-06-01']);
    expect(await detail('internetcafedata', first.id)).toMatchObject({
      onlineUsers: 90,
      subjectName: expect.any(String),
    });
    expect(
      ok(await call(s, '/api/subject/internetcafedata/list', { token: reader, query: { subjectId_equal: subject } }))
        .total,
    ).toBe(4);
    expect((await remove('internetcafedata', first.id)).body.success).toBe(true);
    ok(await day());
  });
});

describe('subjectContent (主体发布内容)', () => {
  it('reject needs a cause, keeps it with its history; pass of a rejected one is refused', async () => {
    const c = ok(
      await submit('subjectContent', inspector.token, {
        subjectId,
        title: '暑期优惠',
        contentType: 3,
        content: '学生凭证八折',
        publishTime: '2025-07-01 09:00:00',
      }),
    );
    expect(await detail('subjectContent', c.id)).toMatchObject({ reviewStatus: 0, subjectName: expect.any(String) });
    expect((await act('subjectContent', 'reject', inspector.token, { id: c.id })).body).toMatchObject({
      code: 400,
      msg: '请输入驳回原因',
    });
    expect(
      (await act('subjectContent', 'reject', inspector.token, { id: c.id }, { cause: '含未成年人不宜内容' })).body
        .success,
    ).toBe(true);
    expect(await detail('subjectContent', c.id)).toMatchObject({
      reviewStatus: 2,
      cause: '含未成年人不宜内容',
      reviewUser: inspector.id,
    });
    const h = ok(await call(s, '/api/subject/subjectContent/history', { token: admin, query: { id: c.id } }));
    expect(h).toEqual([
      expect.objectContaining({
        action: 'reject',
        actionName: '驳回',
        fromState: 0,
        toState: 2,
        toStateName: '已驳回',
        comment: '含未成年人不宜内容',
      }),
    ]);
    expect((await act('subjectContent', 'pass', inspector.token, { id: c.id })).body.msg).toBe(
      '当前状态为已驳回,不能通过',
    );
    const other = ok(
      await submit('subjectContent', admin, { subjectId, title: '新节目', contentType: 2, content: '周末演出' }),
    );
    // Its author does not pass it; the inspector does.
    expect((await act('subjectContent', 'pass', admin, { id: other.id })).body).toMatchObject({
      success: false,
      msg: '创建人本人不能通过',
    });
    expect((await act('subjectContent', 'pass', inspector.token, { id: other.id })).body.success).toBe(true);
    expect(
      (await page('subjectContent', { subjectId_equal: subjectId, reviewStatus_equal: 1 })).records.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([other.id]);
    expect(
      ok(await call(s, '/api/subject/subjectContent/list', { token: reader, query: { subjectId_equal: subjectId } }))
        .total,
    ).toBe(2);
    // Passed, it is kept on record.
    expect((await remove('subjectContent', other.id)).body).toMatchObject({
      success: false,
      msg: '已通过的主体发布内容不能删除',
    });
  });
});

describe('tenant isolation', () => {
  it("another tenant's subject, employee and equipment are neither seen, referenced nor changed", async () => {
    const foreignSubject = await createSubject(platform);
    const foreignEmployee = await createEmployee(platform, foreignSubject);
    const foreignEquip = ok(
      await submit('fireEquip', platform, {
        subjectId: foreignSubject,
        equipType: 2,
        quantity: 1,
        expiryDate: '2020-01-01',
      }),
    );
    expect(await detail('employee', foreignEmployee.id)).toBeNull();
    expect(await detail('fireEquip', foreignEquip.id)).toBeNull();
    expect((await page('employee', { subjectId_equal: foreignSubject })).total).toBe(0);
    expect((await page('fireEquip', { expiryState: '2' })).records.map((r: { id: string }) => r.id)).not.toContain(
      foreignEquip.id,
    );
    const pass = await act('employee', 'pass', admin, { id: foreignEmployee.id });
    expect(pass.status).toBe(404);
    expect(pass.body.msg).toBe(NOT_YOURS);
    expect((await detail('employee', foreignEmployee.id, platform)).reviewStatus).toBe(0);
    expect(
      (await submit('employee', admin, { subjectId: foreignSubject, name: '越界', idCard: idCard() })).body,
    ).toMatchObject({ code: 400, msg: '经营主体不存在' });
    expect(
      (
        await submit('acid', admin, {
          subjectId,
          employeeId: foreignEmployee.id,
          testType: 1,
          testDate: '2025-05-20',
          result: 1,
        })
      ).body.msg,
    ).toBe('从业人员不存在');
    expect((await remove('employee', foreignEmployee.id)).status).toBe(404);
    expect((await submit('fireEquip', admin, { id: foreignEquip.id, quantity: 9 })).status).toBe(404);
    expect(await detail('fireEquip', foreignEquip.id, platform)).toMatchObject({ quantity: 1, expiryState: 2 });
  });
});
