import { databaseShape } from '../../server/database-shape';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../server/crud/no-past';
import { runSeedMigrations } from '../../server/db/seed-migrations';
import { addDays, REMOVAL_DAYS } from '../../server/domains/subject/songs';
import { call, login, useServer } from './harness';
import { createUser, dbOf, deptIdsByName, roleIdsByAlias } from './auth-fixtures';
import { creditCode, okCalls } from './business-calls';
import { CORRECT, SONG_FINDING, SUPERVISE, SUPERVISE_ATTACH, SUPERVISE_CORRECT } from './api-paths';
import { ALREADY_DONE } from '../../server/crud/actions';
import { expectJustNow } from './wire-time';

/**
 * Supervision (督办) by role and rectification (整改): the approval order 科长 → 局长 (out of
 * turn and without the role refused, the last approval completes the supervision and its finding),
 * reject and supervise-reject with their causes, the source look-ups and the check list, corrections
 * and attachments under a supervision, rectifications with the finding's deadline, overdue flagged and
 * counted, the seeded roles, tenant isolation. Findings here are prohibited-song findings
 * (invalidsongabnormal), the simplest finding to open.
 */
const A = '100001';
const PASSWORD = 'Supervise#2026';
const IMG = '/api/blade-resource/oss/endpoint/file/evidence.jpg';
const DOC = '/api/blade-resource/oss/endpoint/file/notice.pdf';

const s = useServer();
let platform: string, admin: string, chief: string, director: string, both: string, inspector: string;
let platformChief: string;
let subjectA: string, deptA: string;
const today = todayIn();
const future = addDays(today, 10);

let serial = 0;
const { ok, get } = okCalls(() => s);
const post = (path: string, token: string, body: Record<string, unknown>) => call(s, path, { token, body });

/** A new prohibited-song finding of tenant A (or of the token's tenant), answered by id. */
async function newFinding(token = admin, subjectId = subjectA): Promise<string> {
  serial += 1;
  const song = `督办测试曲${serial}`;
  await ok('/api/enforcer/prohibitedsong/submit', token, { songName: song, reason: 2, listDate: '2024-05-01' });
  await ok('/api/subject/reportsong/submit', token, { subjectId, songName: song, songNo: String(50000 + serial) });
  const page = await get(`${SONG_FINDING}/page`, token, { songName: song, current: 1, size: 10 });
  expect(page.records).toHaveLength(1);
  return String(page.records[0].id);
}
/** A supervision raised by the tenant's admin (who raised one does not approve it). */
const supervise = async (finding: string, token = admin) =>
  String(
    (
      await ok(`${SUPERVISE}/save`, token, {
        sourceType: 'invalidsongabnormal',
        sourceId: finding,
        content: '限期下架违规曲目',
        requirement: '三日内完成',
        deadline: future,
      })
    ).id,
  );
const detail = (path: string, id: string, token = admin) => get(`${path}/detail`, token, { id });
const history = async (path: string, id: string, token = admin) =>
  (await get(`${path}/history`, token, { id })) as Array<{ action: string; comment: string | null; userName: string }>;
/** A fresh finding and the supervision the tenant's admin opened on it. */
const supervisedFinding = async () => {
  const finding = await newFinding();
  return { finding, id: await supervise(finding) };
};

beforeAll(async () => {
  platform = (await login(s)).access_token;
  const roles = await roleIdsByAlias(s, A);
  deptA = (await deptIdsByName(s, A))['执法一中队'];
  const user = (account: string, roleIds: string[], name: string, tenantId = A) =>
    createUser(s, { tenantId, account, password: PASSWORD, roleIds, deptIds: tenantId === A ? [deptA] : [], name });
  await user('svadmin', [roles.admin], '陈管理');
  await user('svchief', [roles.section_chief], '李科长');
  await user('svdirector', [roles.director], '王局长');
  await user('svboth', [roles.section_chief, roles.director], '张兼任');
  await user('svinsp', [roles.inspector], '刘检查');
  await user('pchief', [(await roleIdsByAlias(s, '000000')).section_chief], '平台科长', '000000');
  admin = (await login(s, 'svadmin', PASSWORD, A)).access_token;
  chief = (await login(s, 'svchief', PASSWORD, A)).access_token;
  director = (await login(s, 'svdirector', PASSWORD, A)).access_token;
  both = (await login(s, 'svboth', PASSWORD, A)).access_token;
  inspector = (await login(s, 'svinsp', PASSWORD, A)).access_token;
  platformChief = (await login(s, 'pchief', PASSWORD, '000000')).access_token;
  subjectA = String(
    (
      await ok('/api/subject/subject/submit', admin, {
        subjectName: '金色年华KTV',
        creditCode: creditCode(),
        marketType: 1,
        legalPerson: '张三',
        contactPhone: '13800138000',
        address: '西湖区文三路8号',
        deptId: deptA,
        regionCode: '330106',
      })
    ).id,
  );
}, 120_000);

describe('the approval roles', () => {
  it('every tenant has 科长 and 局长; a database lacking them gets them at the next start', async () => {
    for (const tenant of [A, '000000']) {
      const roles = await dbOf(s)
        .selectFrom('blade_role')
        .select(['roleAlias', 'roleName'])
        .where('tenantId', '=', tenant)
        .where('isDeleted', '=', 0)
        .execute();
      expect(roles).toEqual(
        expect.arrayContaining([
          { roleAlias: 'section_chief', roleName: '科长' },
          { roleAlias: 'director', roleName: '局长' },
        ]),
      );
    }
    // An earlier version's database: no director role yet, the step not run.
    await dbOf(s)
      .deleteFrom('blade_role')
      .where('tenantId', '=', '000000')
      .where('roleAlias', '=', 'director')
      .execute();
    await dbOf(s)
      .deleteFrom('blade_seed_version')
      .where('step', 'in', ['role:director', 'grant:supervise:director'])
      .execute();
    const { applied } = await runSeedMigrations(dbOf(s), databaseShape, { captchaMode: true });
    expect(applied).toEqual(['role:director', 'grant:supervise:director']);
    const director = await dbOf(s)
      .selectFrom('blade_role as r')
      .innerJoin('blade_role_menu as rm', 'rm.roleId', 'r.id')
      .innerJoin('blade_menu as m', 'm.id', 'rm.menuId')
      .select(['r.roleName', 'm.code'])
      .where('r.tenantId', '=', '000000')
      .where('r.roleAlias', '=', 'director')
      .where('m.code', '=', 'supervise')
      .execute();
    expect(director).toEqual([{ roleName: '局长', code: 'supervise' }]);
    // The tenant that had it is left alone: one director role.
    expect(
      await dbOf(s)
        .selectFrom('blade_role')
        .select('id')
        .where('tenantId', '=', A)
        .where('roleAlias', '=', 'director')
        .execute(),
    ).toHaveLength(1);
  });
});

describe('approval by role: 科长 then 局长', () => {
  let finding: string, id: string;
  beforeAll(async () => {
    ({ finding, id } = await supervisedFinding());
  });

  it('a new supervision waits for the section chief', async () => {
    expect(await detail(SUPERVISE, id)).toMatchObject({
      superviseStatus: 0,
      awaitRole: 'section_chief',
      awaitRoleName: '科长',
      subjectId: subjectA,
      subjectName: '金色年华KTV',
      deptId: deptA,
    });
  });

  it('the director cannot approve out of turn, by either route', async () => {
    expect((await post(`${SUPERVISE}/approved`, director, { id, role: 'director' })).body).toMatchObject({
      success: false,
      msg: '当前待科长审核,局长不能越级审批',
    });
    // The step's own declared route checks the role in the action's transaction.
    expect((await post(`${SUPERVISE}/approve-section-chief`, director, { id })).body).toMatchObject({
      success: false,
      msg: '您不是科长,不能以科长身份审核',
    });
    expect((await detail(SUPERVISE, id)).superviseStatus).toBe(0);
    expect(await history(SUPERVISE, id)).toEqual([]);
  });

  it('a user without the role is refused, whatever buttons they hold', async () => {
    // The tenant admin holds every button but is no 科长.
    expect((await post(`${SUPERVISE}/approved`, admin, { id, role: 'section_chief' })).body).toMatchObject({
      success: false,
      msg: '您不是科长,不能以科长身份审核',
    });
    expect((await post(`${SUPERVISE}/approved`, director, { id, role: 'section_chief' })).body).toMatchObject({
      success: false,
      msg: '您不是科长,不能以科长身份审核',
    });
    // An inspector holds no approval button at all.
    expect((await post(`${SUPERVISE}/approved`, inspector, { id, role: 'section_chief' })).status).toBe(403);
    expect((await post(`${SUPERVISE}/approved`, chief, { id })).body).toMatchObject({
      code: 400,
      msg: '请选择审核角色',
    });
    expect((await post(`${SUPERVISE}/approved`, chief, { id, role: 'captain' })).body).toMatchObject({
      code: 400,
      msg: '审核角色不正确',
    });
    expect((await detail(SUPERVISE, id)).superviseStatus).toBe(0);
  });

  it('the section chief approves; approving again is out of turn', async () => {
    await ok(`${SUPERVISE}/approved`, chief, { id, role: 'section_chief', opinion: '情况属实,同意督办' });
    expect(await detail(SUPERVISE, id)).toMatchObject({
      superviseStatus: 1,
      awaitRole: 'director',
      chiefUserName: '李科长',
      approveOpinion: '情况属实,同意督办',
    });
    expect((await post(`${SUPERVISE}/approved`, chief, { id, role: 'section_chief' })).body).toMatchObject({
      success: false,
      msg: '科长已审核,当前待局长审核',
    });
    const board = await get(`${SUPERVISE}/page`, director, { awaitRole: 'director', current: 1, size: 100 });
    expect(board.records.map((r: { id: string }) => r.id)).toContain(id);
    expect(
      (await get(`${SUPERVISE}/page`, chief, { awaitRole: 'section_chief', current: 1, size: 100 })).records.map(
        (r: { id: string }) => r.id,
      ),
    ).not.toContain(id);
  });

  it('the last approval needs the finding handled, and leaves nothing behind when refused', async () => {
    expect((await post(`${SUPERVISE}/approved`, director, { id, role: 'director' })).body).toMatchObject({
      success: false,
      msg: '督办的异常尚未处理,不能办结',
    });
    expect((await detail(SUPERVISE, id)).superviseStatus).toBe(1);
    expect((await history(SUPERVISE, id)).map((h) => h.action)).toEqual(['approve-section-chief']);
  });

  it("the director's approval (the role named by its id) completes the supervision and the finding's supervision", async () => {
    await ok(`${SONG_FINDING}/handle`, admin, { id: finding, handleResult: '已从点播系统删除' });
    const directorRole = (await roleIdsByAlias(s, A)).director;
    await ok(`${SUPERVISE}/approved`, director, { id, role: directorRole, opinion: '同意办结' });
    expect(await detail(SUPERVISE, id)).toMatchObject({
      superviseStatus: 2,
      awaitRole: null,
      directorUserName: '王局长',
      approveOpinion: '同意办结',
    });
    expect(await detail(SONG_FINDING, finding)).toMatchObject({
      handleStatus: 2,
      superviseOpinion: '同意办结',
      superviseUserName: '王局长',
    });
    const steps = await history(SUPERVISE, id);
    expect(steps.map((h) => [h.action, h.userName, h.comment])).toEqual([
      ['approve-director', '王局长', '同意办结'],
      ['approve-section-chief', '李科长', '情况属实,同意督办'],
    ]);
    expect((await history(SONG_FINDING, finding)).map((h) => h.action)).toEqual(['supervise-complete', 'handle']);
    expect((await post(`${SUPERVISE}/approved`, director, { id, role: '局长' })).body).toMatchObject({
      success: false,
      msg: '该督办已结束,不能审核',
    });
    expect((await post(`${SUPERVISE}/approve-director`, director, { id })).body).toMatchObject({
      success: false,
      msg: ALREADY_DONE,
    });
  });

  it('a user holding both roles takes the steps in order, one call each', async () => {
    const f = await newFinding();
    await ok(`${SONG_FINDING}/handle`, admin, { id: f, handleResult: '已删除' });
    const sid = await supervise(f);
    expect((await post(`${SUPERVISE}/approved`, both, { id: sid, role: 'director' })).body.msg).toBe(
      '当前待科长审核,局长不能越级审批',
    );
    await ok(`${SUPERVISE}/approved`, both, { id: sid, role: 'section_chief' });
    await ok(`${SUPERVISE}/approved`, both, { id: sid, role: 'director' });
    expect((await detail(SUPERVISE, sid)).superviseStatus).toBe(2);
  });
});

describe('reject and supervise-reject', () => {
  let finding: string;
  let first: string;
  let second: string;
  beforeAll(async () => {
    finding = await newFinding();
    first = await supervise(finding);
  });

  it('reject: only the awaited role, with a cause', async () => {
    expect(
      (await post(`${SUPERVISE}/reject`, director, { id: first, role: 'director', cause: '越级' })).body,
    ).toMatchObject({ success: false, msg: '当前待科长审核,局长不能越级审批' });
    expect(
      (await post(`${SUPERVISE}/reject`, admin, { id: first, role: 'section_chief', cause: '无角色' })).body,
    ).toMatchObject({ success: false, msg: '您不是科长,不能以科长身份审核' });
    expect((await post(`${SUPERVISE}/reject`, chief, { id: first, role: 'section_chief' })).body).toMatchObject({
      code: 400,
      msg: '请输入驳回原因',
    });
    expect((await post(`${SUPERVISE}/reject`, chief, { id: first, cause: '材料不全' })).body).toMatchObject({
      code: 400,
      msg: '请选择审核角色',
    });
    expect((await detail(SUPERVISE, first)).superviseStatus).toBe(0);
    await ok(`${SUPERVISE}/reject`, chief, { id: first, role: 'section_chief', cause: '材料不全' });
    expect(await detail(SUPERVISE, first)).toMatchObject({
      superviseStatus: 3,
      rejectRole: 'section_chief',
      rejectCause: '材料不全',
      rejectUserName: '李科长',
    });
    expect((await history(SUPERVISE, first))[0]).toMatchObject({ action: 'reject', comment: '材料不全' });
    expect(
      (await post(`${SUPERVISE}/reject`, chief, { id: first, role: 'section_chief', cause: '再次' })).body.msg,
    ).toBe(ALREADY_DONE);
    expect((await post(`${SUPERVISE}/submit`, chief, { id: first, content: '改' })).body).toMatchObject({
      success: false,
      msg: '该督办已结束,不能修改',
    });
  });

  it('after a rejection the finding may be taken up again; supervise-reject sends it back with its cause', async () => {
    second = await supervise(finding);
    expect(
      (await post(`${SUPERVISE}/supervise-reject`, chief, { id: second, type: 'reportcheckabnormal', cause: '退回' }))
        .body,
    ).toMatchObject({ code: 400, msg: '退回类型与督办来源不符' });
    expect(
      (await post(`${SUPERVISE}/supervise-reject`, chief, { id: second, type: 'invalidsongabnormal' })).body,
    ).toMatchObject({ code: 400, msg: '请输入退回原因' });
    expect(
      (
        await post(`${SUPERVISE}/supervise-reject`, inspector, {
          id: second,
          type: 'invalidsongabnormal',
          cause: '退回',
        })
      ).status,
    ).toBe(403);
    await ok(`${SUPERVISE}/supervise-reject`, chief, {
      id: second,
      type: 'invalidsongabnormal',
      cause: '请先补充整改材料',
    });
    expect(await detail(SUPERVISE, second)).toMatchObject({
      superviseStatus: 4,
      rejectCause: '请先补充整改材料',
      awaitRole: null,
    });
    expect((await history(SUPERVISE, second))[0]).toMatchObject({
      action: 'supervise-reject',
      comment: '请先补充整改材料',
    });
  });

  it('get-supervise answers the one under way, else the latest; get-by-source-id all of them', async () => {
    expect(
      (await get(`${SUPERVISE}/get-supervise`, chief, { sourceId: finding, type: 'invalidsongabnormal' })).id,
    ).toBe(second);
    expect(
      await get(`${SUPERVISE}/get-supervise`, chief, { sourceId: finding, type: 'reportcheckabnormal' }),
    ).toBeNull();
    const third = await supervise(finding);
    expect(
      await get(`${SUPERVISE}/get-supervise`, chief, { sourceId: finding, type: 'invalidsongabnormal' }),
    ).toMatchObject({ id: third, superviseStatus: 0, awaitRole: 'section_chief', subjectName: '金色年华KTV' });
    const all = await get(`${SUPERVISE}/get-by-source-id`, chief, { sourceId: finding });
    expect(all.map((r: { id: string }) => r.id)).toEqual([third, second, first]);
    expect((await call(s, `${SUPERVISE}/get-by-source-id`, { token: chief })).body).toMatchObject({
      code: 400,
      msg: '缺少必要的请求参数: sourceId',
    });
  });
});

describe('corrections, attachments and the check list', () => {
  let finding: string, id: string;
  beforeAll(async () => {
    ({ finding, id } = await supervisedFinding());
  });

  it('a correction under a supervision records who and when; attachments keep their files', async () => {
    const c = await ok(`${SUPERVISE_CORRECT}/submit`, inspector, {
      superviseId: id,
      content: '已删除违规曲目并培训员工',
      images: IMG,
      subjectId: '1',
    });
    expect(c).toMatchObject({
      superviseId: id,
      subjectId: subjectA,
      deptId: deptA,
      content: '已删除违规曲目并培训员工',
    });
    const shown = await detail(SUPERVISE_CORRECT, String(c.id));
    expect(shown).toMatchObject({
      correctUserName: '刘检查',
      superviseContent: '限期下架违规曲目',
      subjectName: '金色年华KTV',
    });
    expectJustNow(String(shown.correctTime));
    expect((await post(`${SUPERVISE_CORRECT}/submit`, inspector, { superviseId: id })).body).toMatchObject({
      code: 400,
      msg: '请输入整改情况',
    });
    expect(
      (await post(`${SUPERVISE_ATTACH}/submit`, chief, { superviseId: id, name: '督办通知书' })).body,
    ).toMatchObject({
      code: 400,
      msg: '请上传附件',
    });
    expect(
      (await post(`${SUPERVISE_ATTACH}/submit`, chief, { superviseId: id, name: '脚本', files: 'javascript:alert(1)' }))
        .body.success,
    ).toBe(false);
    await ok(`${SUPERVISE_ATTACH}/submit`, chief, { superviseId: id, name: '督办通知书', files: DOC });
  });

  it('checklist: the supervision, its steps, the finding, corrections, rectifications, attachments and history', async () => {
    await ok(`${CORRECT}/submit`, admin, { sourceType: 'invalidsongabnormal', sourceId: finding });
    const list = await ok(`${SUPERVISE}/checklist`, chief, { id, inspectId: '' });
    expect(list.supervise).toMatchObject({ id, awaitRole: 'section_chief' });
    expect(list.steps).toEqual([
      expect.objectContaining({ role: 'section_chief', roleName: '科长', done: false, current: true }),
      expect.objectContaining({ role: 'director', roleName: '局长', done: false, current: false }),
    ]);
    expect(list.source).toMatchObject({
      type: 'invalidsongabnormal',
      typeName: '违规曲目异常',
      record: { id: finding, subjectName: '金色年华KTV' },
    });
    expect(list.inspection).toBeNull();
    expect(list.corrections).toHaveLength(1);
    expect(list.corrections[0]).toMatchObject({ correctUserName: '刘检查', images: IMG });
    expect(list.attachments.map((a: { name: string }) => a.name)).toEqual(['督办通知书']);
    expect(list.rectifications).toHaveLength(1);
    expect(list.rectifications[0]).toMatchObject({ sourceId: finding, correctStatus: 0 });
    expect(list.history).toEqual([]);
    await ok(`${SUPERVISE}/approved`, chief, { id, role: 'section_chief' });
    const after = await ok(`${SUPERVISE}/checklist`, chief, { id });
    expect(after.steps[0]).toMatchObject({ done: true, userName: '李科长', current: false });
    expect(after.steps[1]).toMatchObject({ current: true });
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(['approve-section-chief']);
    expect((await post(`${SUPERVISE}/checklist`, chief, { id: '1234567890123' })).body).toMatchObject({ code: 404 });
  });

  it('no correction is added to a supervision that ended', async () => {
    await ok(`${SUPERVISE}/reject`, director, { id, role: 'director', cause: '整改不到位' });
    expect(
      (await post(`${SUPERVISE_CORRECT}/submit`, inspector, { superviseId: id, content: '补充' })).body,
    ).toMatchObject({
      success: false,
      msg: '该督办已结束,不能再添加整改记录',
    });
  });
});

describe("rectification against the finding's deadline", () => {
  let onTime: string;
  let late: string;
  let lateFinding: string;

  it("takes the finding's subject, description and deadline; one under way per finding", async () => {
    const finding = await newFinding();
    const saved = await ok(`${CORRECT}/submit`, admin, {
      sourceType: 'invalidsongabnormal',
      sourceId: finding,
      deadline: '2099-01-01',
      subjectId: '1',
      remark: '限期整改',
    });
    onTime = String(saved.id);
    expect(saved).toMatchObject({
      subjectId: subjectA,
      deptId: deptA,
      regionCode: '330106',
      deadline: addDays(today, REMOVAL_DAYS),
      correctStatus: 0,
      remark: '限期整改',
    });
    expect(String(saved.findingDescription)).toContain('督办测试曲');
    expect(await detail(CORRECT, onTime)).toMatchObject({ overdue: 0, overdueDays: 0, subjectName: '金色年华KTV' });
    expect(
      (await post(`${CORRECT}/submit`, admin, { sourceType: 'invalidsongabnormal', sourceId: finding })).body,
    ).toMatchObject({ success: false, msg: '该异常已有整改在办,请勿重复' });
    expect((await post(`${CORRECT}/submit`, admin, { sourceType: 'subject', sourceId: subjectA })).body).toMatchObject({
      code: 400,
      msg: '整改来源类型不正确',
    });
    expect((await post(`${CORRECT}/submit`, admin, { sourceType: 'invalidsongabnormal' })).body).toMatchObject({
      code: 400,
      msg: '请选择整改来源',
    });
  });

  it('a rectification past its deadline is flagged, filtered and counted', async () => {
    const before = await get(`${CORRECT}/overdue-count`, admin, {});
    lateFinding = await newFinding();
    await ok(`${SONG_FINDING}/submit`, admin, { id: lateFinding, deadline: addDays(today, -3) });
    late = String(
      (await ok(`${CORRECT}/submit`, admin, { sourceType: 'invalidsongabnormal', sourceId: lateFinding })).id,
    );
    expect(await detail(CORRECT, late)).toMatchObject({ deadline: addDays(today, -3), overdue: 1, overdueDays: 3 });
    const overdue = await get(`${CORRECT}/page`, admin, { overdue: 1, current: 1, size: 100 });
    expect(overdue.records.map((r: { id: string }) => r.id)).toContain(late);
    expect(overdue.records.map((r: { id: string }) => r.id)).not.toContain(onTime);
    expect(overdue.records.every((r: { overdue: number }) => r.overdue === 1)).toBe(true);
    const counts = await get(`${CORRECT}/overdue-count`, admin, {});
    expect(counts).toMatchObject({ overdue: before.overdue + 1, pending: before.pending + 1, total: before.total + 1 });
    expect((await call(s, `${CORRECT}/page`, { token: admin, query: { overdue: 'yes' } })).body).toMatchObject({
      code: 400,
    });
  });

  it('rectify asks what was done; done late it is marked late and no longer overdue; confirm or send back', async () => {
    expect((await post(`${CORRECT}/rectify`, admin, { id: late })).body).toMatchObject({
      code: 400,
      msg: '请输入整改情况',
    });
    await ok(`${CORRECT}/rectify`, admin, { id: late, content: '已删除曲目', images: IMG });
    expect(await detail(CORRECT, late)).toMatchObject({
      correctStatus: 1,
      isLate: 1,
      overdue: 0,
      content: '已删除曲目',
      images: IMG,
      correctUserName: '陈管理',
    });
    expect((await post(`${CORRECT}/rectify`, admin, { id: late, content: '再次' })).body.msg).toBe(ALREADY_DONE);
    expect((await post(`${CORRECT}/return`, admin, { id: late })).body).toMatchObject({
      code: 400,
      msg: '请输入退回原因',
    });
    await ok(`${CORRECT}/return`, admin, { id: late, cause: '佐证不清晰' });
    expect(await detail(CORRECT, late)).toMatchObject({ correctStatus: 0, returnCause: '佐证不清晰', overdue: 1 });
    await ok(`${CORRECT}/rectify`, admin, { id: late, content: '重新拍照', images: IMG });
    // Who rectified does not confirm it; the inspector does.
    expect((await post(`${CORRECT}/confirm`, admin, { id: late })).body).toMatchObject({
      success: false,
      msg: '整改人本人不能确认整改',
    });
    await ok(`${CORRECT}/confirm`, inspector, { id: late, opinion: '确认整改到位' });
    expect(await detail(CORRECT, late)).toMatchObject({
      correctStatus: 2,
      confirmOpinion: '确认整改到位',
      confirmUserName: '刘检查',
    });
    await ok(`${CORRECT}/rectify`, admin, { id: onTime, content: '按期完成' });
    expect((await detail(CORRECT, onTime)).isLate).toBe(0);
    expect((await history(CORRECT, late)).map((h) => h.action)).toEqual(['confirm', 'rectify', 'return', 'rectify']);
  });
});

describe('tenant isolation', () => {
  let finding: string, id: string;
  beforeAll(async () => {
    ({ finding, id } = await supervisedFinding());
  });

  it("another tenant's 科长 can neither see nor approve, and cannot name A's findings or supervisions", async () => {
    expect((await post(`${SUPERVISE}/approved`, platformChief, { id, role: 'section_chief' })).body).toMatchObject({
      code: 404,
      success: false,
    });
    expect((await post(`${SUPERVISE}/approve-section-chief`, platformChief, { id })).body).toMatchObject({ code: 404 });
    expect((await call(s, `${SUPERVISE}/detail`, { token: platform, query: { id } })).body.data).toBeNull();
    expect(await get(`${SUPERVISE}/get-by-source-id`, platform, { sourceId: finding })).toEqual([]);
    expect(
      await get(`${SUPERVISE}/get-supervise`, platform, { sourceId: finding, type: 'invalidsongabnormal' }),
    ).toBeNull();
    expect((await post(`${SUPERVISE}/checklist`, platform, { id })).body).toMatchObject({ code: 404 });
    expect(
      (
        await post(`${SUPERVISE}/save`, platform, {
          sourceType: 'invalidsongabnormal',
          sourceId: finding,
          content: '越权',
          deadline: future,
        })
      ).body,
    ).toMatchObject({ code: 404 });
    expect(
      (await post(`${CORRECT}/submit`, platform, { sourceType: 'invalidsongabnormal', sourceId: finding })).body,
    ).toMatchObject({ code: 404 });
    // The engine's reference check refuses another tenant's supervision before the domain hook would.
    expect(
      (await post(`${SUPERVISE_CORRECT}/submit`, platform, { superviseId: id, content: '越权' })).body,
    ).toMatchObject({
      success: false,
    });
    expect(
      (await post(`${SUPERVISE_ATTACH}/submit`, platform, { superviseId: id, name: '越权', files: DOC })).body,
    ).toMatchObject({
      success: false,
    });
    expect(await get(`${SUPERVISE_CORRECT}/page`, platform, { current: 1, size: 10 })).toMatchObject({ total: 0 });
    expect(await get(`${CORRECT}/overdue-count`, platform, {})).toMatchObject({ total: 0, overdue: 0 });
    expect((await detail(SUPERVISE, id)).superviseStatus).toBe(0);
  });
});
