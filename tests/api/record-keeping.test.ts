import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { call, useServer } from './harness';
import { dbOf } from './auth-fixtures';
import { okCalls } from './business-calls';
import { tenantStaff } from './tenant-staff';
import { COMPLAINT, CORRECT, SONG_FINDING, SUPERVISE } from './api-paths';

/**
 * The system of record: a record past its first state is never removed, by anyone (only its declared
 * actions take it on), and neither is one an action moved back to its first state; a line role holds no
 * delete button and removes only what it created, while in its first state; every removal leaves a
 * history row. Reviews are never done by the person reviewed: the handler does not close what they
 * handled (alone or in a batch), who raised a supervision does not approve it, who rectified does not
 * confirm it, who sent a transfer does not receive it. A supervision takes up only a finding that can
 * still change.
 */
const A = '100001';
const CAMERA_EVENT = '/api/subject/cameraabnormal';

const s = useServer();
const { ok, get, addSubject } = okCalls(() => s);
let admin: string, enforcer: string, enforcerId: string, colleague: string, chief: string, chiefId: string;
let otherChief: string;
let subject: string;

const post = async (path: string, token: string, body: Record<string, unknown>, query?: Record<string, string>) =>
  (await call(s, path, { token, body, query })).body;
const remove = (path: string, token: string, ids: string) => post(`${path}/remove`, token, {}, { ids });
const addComplaint = async (token: string) =>
  String(
    (
      await ok(`${COMPLAINT}/submit`, token, {
        subjectId: subject,
        category: 2,
        description: '包厢最低消费未事先告知',
        consumerName: '赵先生',
        consumerPhone: '13912345678',
      })
    ).id,
  );
let serial = 0;
/** A fresh prohibited-song finding of the subject (the simplest finding to open), by id. */
async function newFinding(): Promise<string> {
  serial += 1;
  const song = `留痕测试曲${serial}`;
  await ok('/api/enforcer/prohibitedsong/submit', admin, { songName: song, reason: 2, listDate: '2024-05-01' });
  await ok('/api/subject/reportsong/submit', admin, {
    subjectId: subject,
    songName: song,
    songNo: String(60000 + serial),
  });
  const page = await get(`${SONG_FINDING}/page`, admin, { songName: song, current: 1, size: 10 });
  return String(page.records[0].id);
}
const superviseBody = (sourceType: string, sourceId: string) => ({
  sourceType,
  sourceId,
  content: '限期整改到位',
  requirement: '三日内完成',
  deadline: addDays(todayIn(), 10),
});
const historyRows = (resource: string, id: string) =>
  dbOf(s)
    .selectFrom('blade_record_history')
    .select(['action', 'fromState', 'toState', 'field', 'userId'])
    .where('resource', '=', resource)
    .where('recordId', '=', id)
    .orderBy('createTime')
    .execute();

beforeAll(async () => {
  const staff = await tenantStaff(s, A);
  admin = (await staff.add('rkadmin', 'admin', '执法一中队', '陈管理')).token;
  ({ id: enforcerId, token: enforcer } = await staff.add('rkenf', 'enforcer', '执法一中队', '周执法'));
  colleague = (await staff.add('rkenf2', 'enforcer', '执法一中队', '吴同事')).token;
  ({ id: chiefId, token: chief } = await staff.add('rkchief', 'section_chief', '执法一中队', '李科长'));
  otherChief = (await staff.add('rkchief2', 'section_chief', '执法一中队', '孙科长')).token;
  subject = await addSubject(admin, '留痕量贩KTV', { deptId: staff.depts['执法一中队'], regionCode: '330106' });
}, 120_000);

describe('removal', () => {
  it('the seeded line roles hold no delete button of a business menu; the admin holds them', async () => {
    const deleteCodes = async (alias: string) =>
      (
        await dbOf(s)
          .selectFrom('blade_role_menu as rm')
          .innerJoin('blade_role as r', 'r.id', 'rm.roleId')
          .innerJoin('blade_menu as m', 'm.id', 'rm.menuId')
          .select('m.code')
          .where('r.tenantId', '=', A)
          .where('r.roleAlias', '=', alias)
          .where('m.code', 'in', ['complaint_delete', 'inspect_delete', 'inspectabnormal_delete', 'correct_delete'])
          .orderBy('m.code')
          .execute()
      ).map((r) => r.code);
    expect(await deleteCodes('enforcer')).toEqual([]);
    expect(await deleteCodes('inspector')).toEqual([]);
    expect(await deleteCodes('admin')).toEqual([
      'complaint_delete',
      'correct_delete',
      'inspect_delete',
      'inspectabnormal_delete',
    ]);
  });

  it("a line role removes what it created while it is new, not a colleague's; the removal is in the history", async () => {
    const mine = await addComplaint(enforcer);
    expect(await remove(COMPLAINT, colleague, mine)).toMatchObject({ success: false, msg: '只能删除自己创建的数据' });
    expect(await remove(COMPLAINT, enforcer, mine)).toMatchObject({ success: true, msg: '删除成功' });
    expect(await historyRows('complaint', mine)).toEqual([
      { action: 'remove', fromState: 0, toState: 0, field: 'handleStatus', userId: enforcerId },
    ]);
    // Gone from the reads: its detail answers no record.
    expect((await call(s, `${COMPLAINT}/detail`, { token: admin, query: { id: mine } })).body.data).toBeNull();
  });

  it('nobody removes a complaint once handled or closed; it stays in the list', async () => {
    const id = await addComplaint(enforcer);
    await ok(`${COMPLAINT}/handle`, enforcer, {
      id,
      handleResult: '已责令退还多收费用',
      replyContent: '已责令退还多收费用',
    });
    expect(await remove(COMPLAINT, enforcer, id)).toMatchObject({
      success: false,
      msg: '已处理的消费者投诉不能删除',
    });
    expect(await remove(COMPLAINT, admin, id)).toMatchObject({ success: false, msg: '已处理的消费者投诉不能删除' });
    await ok(`${COMPLAINT}/supervise-complete`, admin, { id, superviseOpinion: '已回访' });
    expect(await remove(COMPLAINT, admin, id)).toMatchObject({ success: false, msg: '已办结的消费者投诉不能删除' });
    expect(await get(`${COMPLAINT}/detail`, admin, { id })).toMatchObject({ id, handleStatus: 2 });
  });

  it('a selection holding one kept record removes none of it', async () => {
    const fresh = await addComplaint(admin);
    const handled = await addComplaint(admin);
    await ok(`${COMPLAINT}/handle`, enforcer, { id: handled, handleResult: '已调解', replyContent: '已调解' });
    expect(await remove(COMPLAINT, admin, `${fresh},${handled}`)).toMatchObject({
      success: false,
      msg: '已处理的消费者投诉不能删除',
    });
    expect(await get(`${COMPLAINT}/detail`, admin, { id: fresh })).toMatchObject({ id: fresh, handleStatus: 0 });
  });

  it('a rejected supervision is kept, and so is a rectification sent back to its first state', async () => {
    const supervision = String(
      (await ok(`${SUPERVISE}/save`, admin, superviseBody('invalidsongabnormal', await newFinding()))).id,
    );
    await ok(`${SUPERVISE}/reject`, chief, { id: supervision, role: 'section_chief', cause: '材料不全' });
    expect(await remove(SUPERVISE, admin, supervision)).toMatchObject({ success: false, msg: '已驳回的督办不能删除' });

    const rectification = String(
      (await ok(`${CORRECT}/submit`, admin, { sourceType: 'invalidsongabnormal', sourceId: await newFinding() })).id,
    );
    await ok(`${CORRECT}/rectify`, enforcer, { id: rectification, content: '已下架违规曲目' });
    await ok(`${CORRECT}/return`, admin, { id: rectification, cause: '仍可点播' });
    expect(await get(`${CORRECT}/detail`, admin, { id: rectification })).toMatchObject({ correctStatus: 0 });
    expect(await remove(CORRECT, admin, rectification)).toMatchObject({
      success: false,
      msg: '已办理过的整改不能删除',
    });
  });
});

describe('separation of duties', () => {
  it('the handler does not close what they handled; someone else does', async () => {
    const id = await addComplaint(admin);
    await ok(`${COMPLAINT}/handle`, enforcer, { id, handleResult: '已责令整改', replyContent: '已责令整改' });
    const own = await post(`${COMPLAINT}/supervise-complete`, enforcer, { id });
    expect(own).toMatchObject({ success: false, msg: '处理人本人不能督办完成' });
    expect(await get(`${COMPLAINT}/detail`, admin, { id })).toMatchObject({ handleStatus: 1 });
    await ok(`${COMPLAINT}/supervise-complete`, admin, { id, superviseOpinion: '复查属实' });
    expect((await historyRows('complaint', id)).map((h) => h.action)).toEqual(['handle', 'supervise-complete']);
  });

  it("a batch completion holding the caller's own handling is refused as a whole, naming it; the rest alone completes", async () => {
    const mine = await addComplaint(admin);
    const theirs = await addComplaint(admin);
    await ok(`${COMPLAINT}/handle`, admin, { id: mine, handleResult: '已约谈', replyContent: '已约谈' });
    await ok(`${COMPLAINT}/handle`, enforcer, { id: theirs, handleResult: '已约谈', replyContent: '已约谈' });
    const mineNo = (await get(`${COMPLAINT}/detail`, admin, { id: mine })).complaintNo;
    const answer = await post(`${COMPLAINT}/batch-complete`, admin, { ids: `${mine},${theirs}` });
    expect(answer).toEqual({
      code: 400,
      success: false,
      data: {
        batchRefusal: {
          resource: 'complaint',
          field: 'handleStatus',
          action: 'supervise-complete',
          verb: '办结',
          count: 1,
          rows: [{ caption: mineNo, reason: { kind: 'notBy' } }],
        },
      },
      msg: `有1条不能办结: ${mineNo}: 处理人本人不能督办完成`,
    });
    expect(await get(`${COMPLAINT}/detail`, admin, { id: theirs })).toMatchObject({ handleStatus: 1 });
    const rest = await post(`${COMPLAINT}/batch-complete`, admin, { ids: theirs });
    expect(rest).toMatchObject({ success: true, msg: '已办结1条', data: { done: [theirs], doneCount: 1 } });
  });

  it('who raised a supervision does not approve it', async () => {
    const id = String(
      (await ok(`${SUPERVISE}/save`, chief, superviseBody('invalidsongabnormal', await newFinding()))).id,
    );
    expect(await post(`${SUPERVISE}/approve-section-chief`, chief, { id })).toMatchObject({
      success: false,
      msg: '创建人本人不能科长审核通过',
    });
    await ok(`${SUPERVISE}/approve-section-chief`, otherChief, { id, opinion: '同意' });
    expect(await get(`${SUPERVISE}/detail`, admin, { id })).toMatchObject({ superviseStatus: 1, createUser: chiefId });
  });

  it('who rectified does not confirm the rectification', async () => {
    const id = String(
      (await ok(`${CORRECT}/submit`, admin, { sourceType: 'invalidsongabnormal', sourceId: await newFinding() })).id,
    );
    await ok(`${CORRECT}/rectify`, enforcer, { id, content: '已下架违规曲目' });
    expect(await post(`${CORRECT}/confirm`, enforcer, { id })).toMatchObject({
      success: false,
      msg: '整改人本人不能确认整改',
    });
    await ok(`${CORRECT}/confirm`, admin, { id, opinion: '复查已下架' });
  });

  it('a supervision takes up only a finding that can still change: not a camera event rejected as a false alarm', async () => {
    const camera = String(
      (
        await ok('/api/subject/camera/submit', admin, {
          subjectId: subject,
          cameraName: '前台',
          serialNo: `RK${Date.now()}`,
          channelNo: 1,
          platform: 'gateway',
          streamUrl: 'rtsp://127.0.0.1:8554/none',
        })
      ).id,
    );
    const event = String(
      (
        await ok(`${CAMERA_EVENT}/submit`, admin, {
          cameraId: camera,
          subjectId: subject,
          eventType: 1,
          eventTime: `${todayIn()} 09:00:00`,
          description: '疑似未成年人进入',
        })
      ).id,
    );
    await ok(`${CAMERA_EVENT}/reject`, admin, { id: event, cause: '误报:成年顾客' });
    expect(await post(`${SUPERVISE}/save`, admin, superviseBody('cameraabnormal', event))).toMatchObject({
      success: false,
      msg: '该异常未确认,不能督办',
    });
  });
});
