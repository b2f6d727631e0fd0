import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { call, login, useServer } from './harness';
import { expectNoDetail, expectNotFound, okCalls } from './business-calls';
import { squadOf } from './tenant-staff';
import { COMPLAINT, COMPLAINT_IMG, COMPLAINT_VIDEO } from './api-paths';
import { expectJustNow } from './wire-time';

/**
 * Complaints: a complaint is numbered and owned on save, its evidence rows follow it, its
 * finding life asks the answer told to the consumer and refuses a second handle; batch-process and
 * batch-complete act on all the selected complaints or, when any cannot take the action, on none, naming
 * those by their numbers with the reason; get-handle-info and get-supervise; another tenant's complaints are out of reach.
 */
const A = '100001';
const future = addDays(todayIn(), 10);

const s = useServer();
let platform: string, admin: string, inspector: string, chief: string;
let dept: string, market: string;
const ids: Record<string, string> = {};

async function ok(path: string, token: string, body: Record<string, unknown>) {
  const r = await call(s, path, { token, body });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body;
}
const { get, addSubject } = okCalls(() => s);
const fails = async (path: string, token: string, body: Record<string, unknown>) =>
  (await call(s, path, { token, body })).body;
const complaintBody = (subjectId: string, over: Record<string, unknown> = {}) => ({
  subjectId,
  category: 2,
  description: '酒水价格与价目表不符,结账时多收费用',
  consumerName: '李女士',
  consumerPhone: '13912345678',
  ...over,
});
const addComplaint = async (token: string, subjectId: string, over: Record<string, unknown> = {}) =>
  String((await ok(`${COMPLAINT}/submit`, token, complaintBody(subjectId, over))).data.id);
const detail = (id: string, token = admin) => get(`${COMPLAINT}/detail`, token, { id });
const historyOf = async (id: string, token = admin) =>
  (await get(`${COMPLAINT}/history`, token, { id })) as Array<{ action: string; comment: string | null }>;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  ({
    dept,
    admin,
    inspector,
    section_chief: chief,
    staff: {
      depts: { 市场管理科: market },
    },
  } = await squadOf(s, A, 'ts', ['admin', 'inspector', 'section_chief']));
  ids.s1 = await addSubject(admin, '金星量贩式KTV', { deptId: dept, regionCode: '330106' });
  ids.s2 = await addSubject(admin, '银河网吧');
  // Another tenant's complaint, for the refusals.
  const ps = await addSubject(platform, '平台歌厅');
  ids.foreign = await addComplaint(platform, ps);
}, 180_000);

describe('a complaint', () => {
  it("is numbered, stamped and owned by its subject's dept and region on save", async () => {
    const saved = (await ok(`${COMPLAINT}/submit`, inspector, complaintBody(ids.s1))).data;
    ids.c1 = String(saved.id);
    expect(saved).toMatchObject({
      subjectId: ids.s1,
      handleStatus: 0,
      deptId: dept,
      regionCode: '330106',
      category: 2,
      consumerName: '李女士',
    });
    expect(String(saved.complaintNo)).toMatch(/^TS\d{8}[0-9A-Z]{10}$/);
    expectJustNow(String(saved.foundTime));
    expect(await detail(ids.c1)).toMatchObject({ subjectName: '金星量贩式KTV', complaintNo: saved.complaintNo });
    const given = (
      await ok(`${COMPLAINT}/submit`, admin, complaintBody(ids.s2, { foundTime: '2026-01-05 20:30:00', channel: 2 }))
    ).data;
    expect(given).toMatchObject({ foundTime: '2026-01-05 20:30:00', channel: 2 });
    ids.c2 = String(given.id);
  });

  it('an edit keeps its number and, sent blank, its time; a dept and region it names are its own', async () => {
    const first = (await ok(`${COMPLAINT}/submit`, admin, complaintBody(ids.s1, { foundTime: '2026-02-03 10:00:00' })))
      .data;
    const edited = (
      await ok(`${COMPLAINT}/submit`, admin, {
        ...complaintBody(ids.s1),
        id: first.id,
        description: '包厢最低消费未事先告知',
        foundTime: '',
      })
    ).data;
    expect(edited).toMatchObject({
      complaintNo: first.complaintNo,
      foundTime: '2026-02-03 10:00:00',
      description: '包厢最低消费未事先告知',
    });
    const own = (
      await ok(`${COMPLAINT}/submit`, admin, complaintBody(ids.s1, { deptId: market, regionCode: '330105' }))
    ).data;
    expect(own).toMatchObject({ deptId: market, regionCode: '330105' });
    // A subject in no dept and no region lends none.
    const bare = (await ok(`${COMPLAINT}/submit`, admin, complaintBody(ids.s2))).data;
    expect(bare.deptId ?? null).toBeNull();
    expect(bare.regionCode ?? '').toBe('');
  });

  it("keeps the form's rules (docs/spec.md §5 phone messages)", async () => {
    expect(await fails(`${COMPLAINT}/submit`, admin, complaintBody(ids.s1, { consumerPhone: '' }))).toMatchObject({
      success: false,
      msg: '手机号码不能为空',
    });
    expect(
      await fails(`${COMPLAINT}/submit`, admin, complaintBody(ids.s1, { consumerPhone: '1391234567' })),
    ).toMatchObject({
      success: false,
      msg: '手机号码长度不为11位',
    });
    expect(
      await fails(`${COMPLAINT}/submit`, admin, complaintBody(ids.s1, { consumerPhone: '12912345678' })),
    ).toMatchObject({ success: false, msg: '手机号码格式不正确' });
    expect(await fails(`${COMPLAINT}/submit`, admin, complaintBody(ids.s1, { category: '' }))).toMatchObject({
      success: false,
      msg: '请选择投诉类别',
    });
    expect(await fails(`${COMPLAINT}/submit`, admin, complaintBody(ids.s1, { description: '' }))).toMatchObject({
      success: false,
      msg: '请输入投诉内容',
    });
    expect(await fails(`${COMPLAINT}/submit`, admin, complaintBody(''))).toMatchObject({
      success: false,
      msg: '请选择经营主体',
    });
  });

  it("evidence rows take their complaint's subject and go with the complaint", async () => {
    const img = (
      await ok(`${COMPLAINT_IMG}/submit`, inspector, {
        complaintId: ids.c1,
        imageUrl: '/api/blade-resource/oss/endpoint/file/t1.jpg',
        sort: 1,
        subjectId: ids.s2,
      })
    ).data;
    expect(img).toMatchObject({ complaintId: ids.c1, subjectId: ids.s1 });
    await ok(`${COMPLAINT_VIDEO}/submit`, inspector, {
      complaintId: ids.c1,
      videoUrl: '/api/blade-resource/oss/endpoint/file/t1.mp4',
    });
    expect(
      await fails(`${COMPLAINT_IMG}/submit`, inspector, { imageUrl: '/api/blade-resource/oss/endpoint/file/t2.jpg' }),
    ).toMatchObject({ success: false, msg: '请选择投诉' });
    expect(
      await fails(`${COMPLAINT_IMG}/submit`, inspector, {
        complaintId: '1234567890123456789',
        imageUrl: '/api/blade-resource/oss/endpoint/file/t3.jpg',
      }),
    ).toMatchObject({ success: false, msg: '投诉不存在' });
    expect(
      (await fails(`${COMPLAINT_IMG}/submit`, inspector, { complaintId: ids.c1, imageUrl: 'javascript:alert(1)' }))
        .success,
    ).toBe(false);
    const photos = await get(`${COMPLAINT_IMG}/page`, admin, { complaintId: ids.c1 });
    expect(photos.records.map((r: { imageUrl: string }) => r.imageUrl)).toEqual([
      '/api/blade-resource/oss/endpoint/file/t1.jpg',
    ]);
    expect((await get(`${COMPLAINT_VIDEO}/page`, admin, { complaintId: ids.c1 })).total).toBe(1);

    const gone = await addComplaint(admin, ids.s2);
    await ok(`${COMPLAINT_IMG}/submit`, admin, {
      complaintId: gone,
      imageUrl: '/api/blade-resource/oss/endpoint/file/g.jpg',
    });
    await ok(`${COMPLAINT_VIDEO}/submit`, admin, {
      complaintId: gone,
      videoUrl: '/api/blade-resource/oss/endpoint/file/g.mp4',
    });
    const removed = await call(s, `${COMPLAINT}/remove`, { method: 'POST', token: admin, query: { ids: gone } });
    expect(removed.body.success, JSON.stringify(removed.body)).toBe(true);
    expect((await get(`${COMPLAINT_IMG}/page`, admin, { complaintId: gone })).total).toBe(0);
    expect((await get(`${COMPLAINT_VIDEO}/page`, admin, { complaintId: gone })).total).toBe(0);
    expect((await get(`${COMPLAINT_IMG}/page`, admin, { complaintId: ids.c1 })).total).toBe(1);
  });

  it('handle asks the answer told to the consumer, records it, and a second handle is refused', async () => {
    expect(
      await fails(`${COMPLAINT}/handle`, inspector, { id: ids.c1, handleResult: '已责令退还多收费用' }),
    ).toMatchObject({
      success: false,
      msg: '请输入答复内容',
    });
    await ok(`${COMPLAINT}/handle`, inspector, {
      id: ids.c1,
      handleResult: '已责令退还多收费用',
      replyContent: '商家已退还多收的费用,感谢您的监督',
    });
    const handled = await detail(ids.c1);
    expect(handled).toMatchObject({
      handleStatus: 1,
      handleResult: '已责令退还多收费用',
      replyContent: '商家已退还多收的费用,感谢您的监督',
      handleUserName: '刘检查',
    });
    expectJustNow(String(handled.replyTime));
    expect(
      await fails(`${COMPLAINT}/handle`, admin, { id: ids.c1, handleResult: '再处理一次', replyContent: '再答复一次' }),
    ).toMatchObject({ success: false, msg: '该数据已处理,请勿重复操作' });
    expect((await detail(ids.c1)).handleResult).toBe('已责令退还多收费用');
    // What was handled is not edited any more.
    expect(
      await fails(`${COMPLAINT}/submit`, admin, { ...complaintBody(ids.s1), id: ids.c1, description: '改过的内容' }),
    ).toMatchObject({ success: false, msg: '已处理的消费者投诉不能修改' });
    expect((await detail(ids.c1)).description).toBe('酒水价格与价目表不符,结账时多收费用');
  });

  it('get-handle-info answers the handle record with the names and the history', async () => {
    const info = await get(`${COMPLAINT}/get-handle-info`, admin, { id: ids.c1 });
    expect(info).toMatchObject({
      id: ids.c1,
      handleStatus: 1,
      handleResult: '已责令退还多收费用',
      replyContent: '商家已退还多收的费用,感谢您的监督',
      handleUserName: '刘检查',
      subjectName: '金星量贩式KTV',
    });
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['handle']);
    expect(
      (await call(s, `${COMPLAINT}/get-handle-info`, { token: admin, query: { id: ids.foreign } })).body,
    ).toMatchObject({ success: false, code: 404 });
  });

  it('不予受理 needs its reason, told to the consumer; a declined complaint is not completed', async () => {
    expect(await fails(`${COMPLAINT}/reject`, admin, { id: ids.c2 })).toMatchObject({
      success: false,
      msg: '请输入不予受理理由',
    });
    await ok(`${COMPLAINT}/reject`, admin, {
      id: ids.c2,
      replyContent: '不属于文化市场执法管辖范围,请向市场监管部门反映',
    });
    expect(await detail(ids.c2)).toMatchObject({
      handleStatus: 3,
      replyContent: '不属于文化市场执法管辖范围,请向市场监管部门反映',
      handleUserName: '陈管理',
    });
    expect(await fails(`${COMPLAINT}/supervise-complete`, admin, { id: ids.c2 })).toEqual({
      code: 400,
      success: false,
      data: { resource: 'complaint', field: 'handleStatus', state: 3, action: 'supervise-complete' },
      msg: '当前状态为不予受理,不能督办完成',
    });
    expect(
      await fails(`${COMPLAINT}/handle`, admin, { id: ids.c2, handleResult: 'x', replyContent: 'y' }),
    ).toMatchObject({
      success: false,
      msg: '当前状态为不予受理,不能处理',
    });
    expect((await historyOf(ids.c2)).map((h) => [h.action, h.comment])).toEqual([
      ['reject', '不属于文化市场执法管辖范围,请向市场监管部门反映'],
    ]);
  });
});

describe('batch operations, all or nothing', () => {
  /** A complaint's number, as the list shows it (the refusals name complaints by it). */
  const numberOf = async (id: string) => String((await detail(id)).complaintNo);
  /** A refused batch: its words, and the same refusal as data (checked row by row in record-keeping.test.ts). */
  const refusal = (msg: string) => ({
    code: 400,
    success: false,
    data: { batchRefusal: expect.objectContaining({ resource: 'complaint', field: 'handleStatus' }) },
    msg,
  });

  it('batch-process with a foreign id and a handled complaint changes nothing and names them; an all-open one handles all', async () => {
    ids.o1 = await addComplaint(admin, ids.s1);
    ids.o2 = await addComplaint(admin, ids.s2, { category: 5, description: '安全出口被杂物堵塞' });
    ids.o3 = await addComplaint(admin, ids.s1, { category: 4, description: '营业至凌晨噪音扰民' });
    const c1 = await numberOf(ids.c1);
    const mixed = await fails(`${COMPLAINT}/batch-process`, inspector, {
      ids: [ids.o1, ids.c1, ids.foreign].join(','),
      operate: 'handle',
      cause: '已到场核实并责令整改',
    });
    expect(mixed).toEqual(refusal(`有2条不能处理: ${c1}: 当前状态为已处理; ${ids.foreign}: 数据不存在或无权操作`));
    // Nothing changed: the open one is still open, with no history.
    expect(await detail(ids.o1)).toMatchObject({ handleStatus: 0, handleResult: null });
    expect(await historyOf(ids.o1)).toEqual([]);
    expect((await detail(ids.c1)).handleResult).toBe('已责令退还多收费用');

    // Many refused rows: the first three named, then how many more.
    const c2 = await numberOf(ids.c2);
    const many = await fails(`${COMPLAINT}/batch-process`, inspector, {
      ids: [ids.o1, ids.c1, ids.c2, ids.foreign, 'abc'].join(','),
      operate: 'handle',
      cause: '已到场核实并责令整改',
    });
    expect(many).toEqual(
      refusal(
        `有4条不能处理: ${c1}: 当前状态为已处理; ${c2}: 当前状态为不予受理; ${ids.foreign}: 数据不存在或无权操作; 另有1条`,
      ),
    );

    // The inspector handles them; the admin closes them later (the handler does not close what they handled).
    const r = await ok(`${COMPLAINT}/batch-process`, inspector, {
      ids: [ids.o1, ids.o2].join(','),
      operate: 'handle',
      cause: '已到场核实并责令整改',
    });
    expect(r.msg).toBe('已处理2条');
    expect(r.data.done.sort()).toEqual([ids.o1, ids.o2].sort());
    expect(r.data.doneCount).toBe(2);
    for (const id of [ids.o1, ids.o2]) {
      expect(await detail(id)).toMatchObject({
        handleStatus: 1,
        handleResult: '已到场核实并责令整改',
        replyContent: '已到场核实并责令整改',
      });
      expect((await historyOf(id)).map((h) => h.action)).toEqual(['handle']);
    }
  });

  it('batch-process with operate reject (不予受理) declines them all with the cause, or none', async () => {
    const o1 = await numberOf(ids.o1);
    expect(
      await fails(`${COMPLAINT}/batch-process`, admin, {
        ids: `${ids.o3},${ids.o1}`,
        operate: 'reject',
        cause: '重复投诉,已合并办理',
      }),
    ).toEqual(refusal(`有1条不能不予受理: ${o1}: 当前状态为已处理`));
    expect((await detail(ids.o3)).handleStatus).toBe(0);
    const r = await ok(`${COMPLAINT}/batch-process`, admin, {
      ids: ids.o3,
      operate: 'reject',
      cause: '重复投诉,已合并办理',
    });
    expect(r.msg).toBe('已不予受理1条');
    expect(r.data).toEqual({ done: [ids.o3], doneCount: 1 });
    expect(await detail(ids.o3)).toMatchObject({ handleStatus: 3, replyContent: '重复投诉,已合并办理' });
    expect((await historyOf(ids.o3)).map((h) => h.action)).toEqual(['reject']);
  });

  it('batch-process refuses a missing cause, an unknown operate, an empty selection and a caller without the button', async () => {
    ids.o4 = await addComplaint(admin, ids.s1);
    expect(await fails(`${COMPLAINT}/batch-process`, admin, { ids: ids.o4, operate: 'handle' })).toMatchObject({
      success: false,
      msg: '请输入处理结果',
    });
    expect(await fails(`${COMPLAINT}/batch-process`, admin, { ids: ids.o4, operate: 'reject' })).toMatchObject({
      success: false,
      msg: '请输入不予受理理由',
    });
    expect(
      await fails(`${COMPLAINT}/batch-process`, admin, { ids: ids.o4, operate: 'delete', cause: 'x' }),
    ).toMatchObject({
      success: false,
      msg: '请选择处理方式',
    });
    expect(await fails(`${COMPLAINT}/batch-process`, admin, { ids: '', operate: 'handle', cause: 'x' })).toMatchObject({
      success: false,
      msg: '请选择至少一条数据',
    });
    expect(
      (
        await call(s, `${COMPLAINT}/batch-process`, {
          token: chief,
          body: { ids: ids.o4, operate: 'handle', cause: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await call(s, `${COMPLAINT}/batch-complete`, { token: chief, body: { ids: ids.o1 } })).status).toBe(403);
    expect((await detail(ids.o4)).handleStatus).toBe(0);
  });

  it('batch-complete completes none while any is not handled or not yours, naming them; then all', async () => {
    const [o3, o4] = [await numberOf(ids.o3), await numberOf(ids.o4)];
    const mixed = await fails(`${COMPLAINT}/batch-complete`, admin, {
      ids: [ids.o1, ids.o2, ids.o3, ids.o4, ids.foreign].join(','),
      superviseOpinion: '回访满意,办结',
    });
    expect(mixed).toEqual(
      refusal(
        `有3条不能办结: ${o3}: 当前状态为不予受理; ${o4}: 当前状态为待处理; ${ids.foreign}: 数据不存在或无权操作`,
      ),
    );
    for (const id of [ids.o1, ids.o2]) expect((await detail(id)).handleStatus).toBe(1);
    const r = await ok(`${COMPLAINT}/batch-complete`, admin, {
      ids: [ids.o1, ids.o2].join(','),
      superviseOpinion: '回访满意,办结',
    });
    expect(r.msg).toBe('已办结2条');
    expect(r.data.done.sort()).toEqual([ids.o1, ids.o2].sort());
    for (const id of [ids.o1, ids.o2]) {
      expect(await detail(id)).toMatchObject({
        handleStatus: 2,
        superviseOpinion: '回访满意,办结',
        superviseUserName: '陈管理',
      });
      expect((await historyOf(id)).map((h) => h.action)).toEqual(['supervise-complete', 'handle']);
    }
    const o1 = await numberOf(ids.o1);
    expect(await fails(`${COMPLAINT}/batch-complete`, admin, { ids: ids.o1 })).toEqual(
      refusal(`有1条不能办结: ${o1}: 当前状态为已办结`),
    );
  });

  it('batch-complete refuses the whole selection when one complaint was handled by the caller', async () => {
    const mine = await addComplaint(admin, ids.s1);
    const theirs = await addComplaint(admin, ids.s2);
    await ok(`${COMPLAINT}/handle`, inspector, { id: theirs, handleResult: '已核实', replyContent: '已核实' });
    await ok(`${COMPLAINT}/handle`, admin, { id: mine, handleResult: '已核实', replyContent: '已核实' });
    expect(await fails(`${COMPLAINT}/batch-complete`, admin, { ids: `${theirs},${mine}` })).toEqual(
      refusal(`有1条不能办结: ${await numberOf(mine)}: 处理人本人不能督办完成`),
    );
    expect((await detail(theirs)).handleStatus).toBe(1);
  });
});

describe('supervision of complaints', () => {
  it("get-supervise answers a complaint's supervision by id (null when none) and, without id, the complaints under supervision", async () => {
    expect(await get(`${COMPLAINT}/get-supervise`, admin, { id: ids.c1 })).toBeNull();
    const sup = await ok('/api/subject/supervise/save', admin, {
      sourceType: 'complaint',
      sourceId: ids.c1,
      content: '限期退还多收费用',
      requirement: '三日内反馈',
      deadline: future,
    });
    const supId = String(sup.data.id);
    expect(await get(`${COMPLAINT}/get-supervise`, admin, { id: ids.c1 })).toMatchObject({
      id: supId,
      sourceType: 'complaint',
      sourceId: ids.c1,
      superviseStatus: 0,
    });
    expect(await get(`${COMPLAINT}/get-supervise`, admin, { sourceId: ids.c1 })).toMatchObject({ id: supId });
    expect(await get(`${COMPLAINT}/get-supervise`, admin, { id: ids.o4 })).toBeNull();
    const page = await get(`${COMPLAINT}/get-supervise`, admin, { current: 1, size: 10 });
    expect(page).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(page.records[0]).toMatchObject({
      id: supId,
      sourceId: ids.c1,
      complaintDescription: '酒水价格与价目表不符,结账时多收费用',
      complaintStatus: 1,
    });
    expect(String(page.records[0].complaintNo)).toMatch(/^TS/);
    expect(
      (await call(s, `${COMPLAINT}/get-supervise`, { token: admin, query: { id: ids.foreign } })).body,
    ).toMatchObject({
      success: false,
      code: 404,
    });
    expect((await call(s, `${COMPLAINT}/get-supervise`, { token: admin, query: { size: 0 } })).body).toMatchObject({
      success: false,
      code: 400,
    });
  });
});

describe("another tenant's complaints", () => {
  it('are refused to every call that takes an id, and never listed', async () => {
    await expectNoDetail(s, admin, COMPLAINT, ids.foreign);
    await expectNotFound(s, admin, [
      [`${COMPLAINT}/handle`, { body: { id: ids.foreign, handleResult: 'x', replyContent: 'y' } }],
      [`${COMPLAINT}/reject`, { body: { id: ids.foreign, replyContent: 'y' } }],
      [`${COMPLAINT}/remove`, { method: 'POST', query: { ids: ids.foreign } }],
    ]);
    expect(
      (
        await fails(`${COMPLAINT_IMG}/submit`, admin, {
          complaintId: ids.foreign,
          imageUrl: '/api/blade-resource/oss/endpoint/file/x.jpg',
        })
      ).success,
    ).toBe(false);
    expect(
      await fails(`${COMPLAINT}/batch-process`, admin, { ids: ids.foreign, operate: 'handle', cause: 'x' }),
    ).toMatchObject({ code: 400, success: false, msg: `有1条不能处理: ${ids.foreign}: 数据不存在或无权操作` });
    const all = await get(`${COMPLAINT}/page`, admin, { current: 1, size: 100 });
    expect(all.records.map((r: { id: string }) => r.id)).not.toContain(ids.foreign);
    expect(all.total).toBeGreaterThanOrEqual(6);
    // The platform's complaint is untouched.
    expect(await get(`${COMPLAINT}/detail`, platform, { id: ids.foreign })).toMatchObject({ handleStatus: 0 });
    expect((await get(`${COMPLAINT}/page`, platform, { current: 1, size: 100 })).total).toBe(1);
  });
});
