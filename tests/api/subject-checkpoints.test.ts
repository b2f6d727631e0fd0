import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { dbOf } from './auth-fixtures';
import { creditCode } from './business-calls';
import { tenantStaff } from './tenant-staff';
import { CHECKPOINT, CHECKPOINT_ASSIGNMENT, SUBJECT } from './api-paths';
import { expectJustNow } from './wire-time';

/**
 * Checkpoints and their assignment: checkpoint CRUD and lists, addByMarketType (existing
 * subjects now, new and moved subjects later, through the subject's write hook), addBySubjectId,
 * set-checkpoint (exactly the given set), the lists of a subject's checkpoints and a checkpoint's
 * subjects, removal, no duplicates, foreign-tenant ids refused; templates, inspection items and
 * self-reporting subjects. Users of the demo tenant with its seeded roles: admin writes, inspector reads.
 */
const A = '100001';

const s = useServer();
let platform: string, admin: string, inspector: string;

let serial = 0;

async function createSubject(token: string, marketType: number, over: Record<string, unknown> = {}): Promise<string> {
  const r = await call(s, `${SUBJECT}/submit`, {
    token,
    body: {
      subjectName: `检查点测试主体${++serial}`,
      creditCode: creditCode(),
      marketType,
      legalPerson: '张三',
      contactPhone: '13800138000',
      address: '文三路1号',
      ...over,
    },
  });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data.id;
}

async function createCheckpoint(token: string, over: Record<string, unknown> = {}): Promise<string> {
  const r = await call(s, `${CHECKPOINT}/submit`, {
    token,
    body: { checkpointName: `消防通道畅通${++serial}`, marketType: 1, reportFrequency: 1, needNfc: 1, ...over },
  });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data.id;
}

const post = (path: string, token: string, body: Record<string, unknown>) =>
  call(s, path, { method: 'POST', token, body });
const checkpointsOf = async (subjectId: string, token = admin): Promise<Array<{ id: string; assignWay: number }>> => {
  const r = await call(s, `${SUBJECT}/checkpoint-list`, { token, query: { subjectId } });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data;
};
const idsOf = async (subjectId: string) => (await checkpointsOf(subjectId)).map((c) => c.id).sort();

/** Live assignment rows of a pair, read straight from the table (duplicates would show here). */
async function rowsOf(subjectId: string, checkpointId: string): Promise<number> {
  const r = await dbOf(s)
    .selectFrom('biz_subject_checkpoint')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('subjectId', '=', subjectId)
    .where('checkpointId', '=', checkpointId)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  const staff = await tenantStaff(s, A);
  admin = (await staff.add('cpadmin', 'admin', null, '周管理')).token;
  inspector = (await staff.add('cpinspector', 'inspector', null, '吴检查')).token;
});

describe('checkpoint CRUD and lists', () => {
  it('saves a checkpoint with its declared messages, lists it by market type and category, all-list has only enabled ones', async () => {
    expect((await post(`${CHECKPOINT}/submit`, admin, { marketType: 1, reportFrequency: 1 })).body).toMatchObject({
      success: false,
      msg: '请输入检查点名称',
    });
    expect(
      (await post(`${CHECKPOINT}/submit`, admin, { checkpointName: '曲库合规', marketType: 1 })).body,
    ).toMatchObject({ success: false, msg: '请选择上报频次' });
    const on = await createCheckpoint(admin, {
      checkpointName: '曲库合规',
      marketType: 2,
      bizType: '201',
      reportFrequency: 3,
      needNfc: 0,
      content: '不得含有禁播曲目',
    });
    const off = await createCheckpoint(admin, {
      checkpointName: '未成年人禁入标志',
      marketType: 2,
      bizType: '202',
      enabled: 0,
    });
    const d = (await call(s, `${CHECKPOINT}/detail`, { token: inspector, query: { id: on } })).body.data;
    expect(d).toMatchObject({
      id: on,
      checkpointName: '曲库合规',
      marketType: 2,
      bizType: '201',
      reportFrequency: 3,
      needNfc: 0,
      needPhoto: 1,
      enabled: 1,
      marketTypeRule: null,
      tenantId: A,
    });
    const list = (await call(s, `${CHECKPOINT}/list`, { token: inspector, query: { marketType: 2, bizType: '201' } }))
      .body.data;
    expect(list.map((r: { id: string }) => r.id)).toEqual([on]);
    const all = (await call(s, `${CHECKPOINT}/all-list`, { token: inspector, query: { marketType: 2 } })).body.data.map(
      (r: { id: string }) => r.id,
    );
    expect(all).toContain(on);
    expect(all).not.toContain(off);
    // The foreign tenant's list does not show them.
    const foreign = (await call(s, `${CHECKPOINT}/all-list`, { token: platform })).body.data.map(
      (r: { id: string }) => r.id,
    );
    expect(foreign).not.toContain(on);
  });

  it('a reader may not write: inspector is refused the assignment calls', async () => {
    const cp = await createCheckpoint(admin);
    const subject = await createSubject(admin, 1);
    expect((await post(`${SUBJECT}/addByMarketType`, inspector, { checkPointId: cp, marketTypeIds: '1' })).status).toBe(
      403,
    );
    expect((await post(`${SUBJECT}/addBySubjectId`, inspector, { checkPointId: cp, subjectIds: subject })).status).toBe(
      403,
    );
    expect(
      (await post(`${CHECKPOINT}/deleteSubjectForCheckpoint`, inspector, { checkpointId: cp, subjectIds: subject }))
        .status,
    ).toBe(403);
    expect(
      (await post(`${CHECKPOINT}/submit`, inspector, { checkpointName: '越权', marketType: 1, reportFrequency: 1 }))
        .status,
    ).toBe(403);
  });
});

describe('addByMarketType', () => {
  it('assigns every subject of the types now, and a subject created afterwards gets it too', async () => {
    const before = [await createSubject(admin, 3), await createSubject(admin, 3), await createSubject(admin, 4)];
    const other = await createSubject(admin, 5);
    const cp = await createCheckpoint(admin, { marketType: 3 });
    const total = async (type: number) =>
      (await call(s, `${SUBJECT}/page`, { token: admin, query: { marketType: type, size: 1 } })).body.data
        .total as number;
    const expected = (await total(3)) + (await total(4));
    const r = await post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: cp, marketTypeIds: '3,4' });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({
      code: 200,
      success: true,
      data: { added: expected, matched: expected, marketTypeRule: '3,4' },
    });
    expect(r.body.msg).toBe(`已为${expected}个主体分配检查点`);
    for (const id of before)
      expect(await checkpointsOf(id)).toEqual([
        expect.objectContaining({ id: cp, assignWay: 1, checkpointName: expect.any(String) }),
      ]);
    expect(await idsOf(other)).toEqual([]);
    expect((await call(s, `${CHECKPOINT}/detail`, { token: admin, query: { id: cp } })).body.data.marketTypeRule).toBe(
      '3,4',
    );

    // Created afterwards: the subject's own save assigns it.
    const later = await createSubject(admin, 4);
    expect(await checkpointsOf(later)).toEqual([expect.objectContaining({ id: cp, assignWay: 1 })]);
    // Again: nothing new, no duplicates.
    const again = await post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: cp, marketTypeIds: [3, 4] });
    expect(again.body.data).toMatchObject({ added: 0, matched: expected + 1 });
    for (const id of [...before, later]) expect(await rowsOf(id, cp)).toBe(1);
  });

  it('a subject moved to a type of the rule gets it; moved away it loses what the rule gave, keeps what was chosen', async () => {
    const ruled = await createCheckpoint(admin, { marketType: 6 });
    const chosen = await createCheckpoint(admin, { marketType: 6 });
    expect(
      (await post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: ruled, marketTypeIds: '6' })).body.success,
    ).toBe(true);
    const subject = await createSubject(admin, 7);
    expect(await idsOf(subject)).toEqual([]);
    const move = (marketType: number) => post(`${SUBJECT}/submit`, admin, { id: subject, marketType });
    expect((await move(6)).body.success).toBe(true);
    expect(await idsOf(subject)).toEqual([ruled]);
    expect(
      (await post(`${SUBJECT}/addBySubjectId`, admin, { checkPointId: chosen, subjectIds: subject })).body.data,
    ).toMatchObject({ added: 1 });
    expect((await move(7)).body.success).toBe(true);
    expect(await idsOf(subject)).toEqual([chosen]);
    // Saving without a type change leaves the assignments alone.
    expect((await post(`${SUBJECT}/submit`, admin, { id: subject, remark: '改备注' })).body.success).toBe(true);
    expect(await idsOf(subject)).toEqual([chosen]);
  });

  it('refuses a foreign-tenant checkpoint, an unknown market type and a bad list, changing nothing', async () => {
    const foreignCp = await createCheckpoint(platform);
    const r = await post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: foreignCp, marketTypeIds: '1' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, msg: '检查点不存在' });
    const cp = await createCheckpoint(admin);
    expect(
      (await post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: cp, marketTypeIds: '99' })).body,
    ).toMatchObject({ success: false, msg: '市场类型不存在' });
    expect(
      (await post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: cp, marketTypeIds: '1;drop' })).body,
    ).toMatchObject({ success: false, msg: '参数格式错误: marketTypeIds' });
    expect((await post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: cp })).body).toMatchObject({
      success: false,
      msg: '请选择市场类型',
    });
    expect(
      (await call(s, `${CHECKPOINT}/detail`, { token: admin, query: { id: cp } })).body.data.marketTypeRule,
    ).toBeNull();
  });

  it('two concurrent calls for one checkpoint leave each subject with it once', async () => {
    const subjects = [await createSubject(admin, 8), await createSubject(admin, 8)];
    const cp = await createCheckpoint(admin, { marketType: 8 });
    const answers = await Promise.all([
      post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: cp, marketTypeIds: '8' }),
      post(`${SUBJECT}/addByMarketType`, admin, { checkPointId: cp, marketTypeIds: '8' }),
    ]);
    for (const a of answers) expect(a.body.success, JSON.stringify(a.body)).toBe(true);
    expect(answers[0].body.data.added + answers[1].body.data.added).toBe(answers[0].body.data.matched);
    for (const id of subjects) expect(await rowsOf(id, cp)).toBe(1);
  });
});

describe("addBySubjectId, the checkpoint's subjects and their removal", () => {
  it('assigns the given subjects once, lists them by page, removes them', async () => {
    const cp = await createCheckpoint(admin);
    const subjects = [
      await createSubject(admin, 1, { subjectName: '星光量贩式KTV' }),
      await createSubject(admin, 1),
      await createSubject(admin, 2),
    ];
    const r = await post(`${SUBJECT}/addBySubjectId`, admin, { checkPointId: cp, subjectIds: subjects.join(',') });
    expect(r.body).toMatchObject({
      code: 200,
      success: true,
      data: { added: 3, matched: 3 },
      msg: '已为3个主体分配检查点',
    });
    expect(
      (await post(`${SUBJECT}/addBySubjectId`, admin, { checkPointId: cp, subjectIds: subjects.slice(0, 2).join(',') }))
        .body.data,
    ).toMatchObject({ added: 0 });
    for (const id of subjects) expect(await rowsOf(id, cp)).toBe(1);

    const list = await call(s, `${CHECKPOINT}/getCheckpointSubjectList`, {
      token: inspector,
      query: { checkpointId: cp, current: 1, size: 2 },
    });
    expect(list.body.data).toMatchObject({ total: 3, size: 2, current: 1 });
    expect(list.body.data.records).toHaveLength(2);
    expect(list.body.data.records[0]).toMatchObject({
      subjectId: expect.any(String),
      subjectName: expect.any(String),
      assignWay: 2,
      assignTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const named = await call(s, `${CHECKPOINT}/getCheckpointSubjectList`, {
      token: inspector,
      query: { checkpointId: cp, subjectName: '星光' },
    });
    expect(named.body.data.records.map((x: { subjectId: string }) => x.subjectId)).toEqual([subjects[0]]);

    const del = await post(`${CHECKPOINT}/deleteSubjectForCheckpoint`, admin, {
      checkpointId: cp,
      subjectIds: subjects.slice(0, 2).join(','),
    });
    expect(del.body).toMatchObject({ success: true, data: { removed: 2 } });
    const after = await call(s, `${CHECKPOINT}/getCheckpointSubjectList`, {
      token: admin,
      query: { checkpointId: cp },
    });
    expect(after.body.data.records.map((x: { subjectId: string }) => x.subjectId)).toEqual([subjects[2]]);
    expect(await idsOf(subjects[0])).toEqual([]);
  });

  it('refuses a foreign-tenant subject: the whole call fails and nothing is added', async () => {
    const cp = await createCheckpoint(admin);
    const mine = await createSubject(admin, 1);
    const foreign = await createSubject(platform, 1);
    const r = await post(`${SUBJECT}/addBySubjectId`, admin, { checkPointId: cp, subjectIds: `${mine},${foreign}` });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, msg: '数据不存在或无权操作' });
    expect(await rowsOf(mine, cp)).toBe(0);
    expect(await rowsOf(foreign, cp)).toBe(0);
    expect(
      (await post(`${SUBJECT}/addBySubjectId`, admin, { checkPointId: cp, subjectIds: 'abc' })).body,
    ).toMatchObject({ success: false, msg: '参数格式错误: subjectIds' });
    expect(
      (await post(`${CHECKPOINT}/deleteSubjectForCheckpoint`, admin, { checkpointId: cp, subjectIds: foreign })).status,
    ).toBe(404);
    expect(
      (await call(s, `${CHECKPOINT}/getCheckpointSubjectList`, { token: platform, query: { checkpointId: cp } }))
        .status,
    ).toBe(404);
    expect((await call(s, `${SUBJECT}/checkpoint-list`, { token: admin, query: { subjectId: foreign } })).status).toBe(
      404,
    );
  });
});

describe('set-checkpoint', () => {
  it('leaves the subject with exactly the given checkpoints', async () => {
    const [a, b, c] = [await createCheckpoint(admin), await createCheckpoint(admin), await createCheckpoint(admin)];
    const subject = await createSubject(admin, 1);
    const set = (ids: string[]) =>
      post(`${SUBJECT}/set-checkpoint`, admin, { subjectId: subject, checkpointIds: ids.join(',') });
    expect((await set([a, b])).body).toMatchObject({ success: true, data: { added: 2, removed: 0, total: 2 } });
    expect(await idsOf(subject)).toEqual([a, b].sort());
    expect((await checkpointsOf(subject)).every((x) => x.assignWay === 3)).toBe(true);
    expect((await set([b, c])).body.data).toMatchObject({ added: 1, removed: 1 });
    expect(await idsOf(subject)).toEqual([b, c].sort());
    expect((await set([b, c])).body.data).toMatchObject({ added: 0, removed: 0 });
    expect(await rowsOf(subject, b)).toBe(1);
    expect((await set([])).body.data).toMatchObject({ added: 0, removed: 2, total: 0 });
    expect(await idsOf(subject)).toEqual([]);
  });

  it('refuses a foreign checkpoint or subject and keeps the selection as it was', async () => {
    const mine = await createCheckpoint(admin);
    const foreign = await createCheckpoint(platform);
    const subject = await createSubject(admin, 1);
    expect(
      (await post(`${SUBJECT}/set-checkpoint`, admin, { subjectId: subject, checkpointIds: mine })).body.success,
    ).toBe(true);
    const r = await post(`${SUBJECT}/set-checkpoint`, admin, {
      subjectId: subject,
      checkpointIds: `${mine},${foreign}`,
    });
    expect(r.status).toBe(404);
    expect(await idsOf(subject)).toEqual([mine]);
    const foreignSubject = await createSubject(platform, 1);
    expect(
      (await post(`${SUBJECT}/set-checkpoint`, admin, { subjectId: foreignSubject, checkpointIds: mine })).status,
    ).toBe(404);
    expect((await post(`${SUBJECT}/set-checkpoint`, inspector, { subjectId: subject, checkpointIds: '' })).status).toBe(
      403,
    );
  });
});

describe('removal and the assignment rows', () => {
  it('removing a checkpoint removes its assignments; removing a subject removes its own', async () => {
    const cp = await createCheckpoint(admin);
    const keep = await createCheckpoint(admin);
    const subjects = [await createSubject(admin, 1), await createSubject(admin, 1)];
    await post(`${SUBJECT}/addBySubjectId`, admin, { checkPointId: cp, subjectIds: subjects.join(',') });
    await post(`${SUBJECT}/addBySubjectId`, admin, { checkPointId: keep, subjectIds: subjects.join(',') });
    const page = async (checkpointId: string) =>
      (await call(s, `${CHECKPOINT_ASSIGNMENT}/page`, { token: admin, query: { checkpointId } })).body.data.total;
    expect(await page(cp)).toBe(2);
    expect(
      (await call(s, `${CHECKPOINT}/remove`, { method: 'POST', token: admin, query: { ids: cp } })).body.success,
    ).toBe(true);
    expect(await page(cp)).toBe(0);
    expect(await idsOf(subjects[0])).toEqual([keep]);
    expect(
      (await call(s, `${SUBJECT}/remove`, { method: 'POST', token: admin, query: { ids: subjects[0] } })).body.success,
    ).toBe(true);
    expect(await page(keep)).toBe(1);
  });

  it('subjectcheckpoint CRUD: a pair once, who and when recorded, references checked', async () => {
    const cp = await createCheckpoint(admin);
    const subject = await createSubject(admin, 1);
    const r = await post(`${CHECKPOINT_ASSIGNMENT}/submit`, admin, {
      subjectId: subject,
      checkpointId: cp,
      nfcCode: '04A1B2C3D4E5F6',
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const d = (await call(s, `${CHECKPOINT_ASSIGNMENT}/detail`, { token: admin, query: { id: r.body.data.id } })).body
      .data;
    expect(d).toMatchObject({
      subjectId: subject,
      checkpointId: cp,
      nfcCode: '04A1B2C3D4E5F6',
      assignWay: 2,
      subjectName: expect.any(String),
      checkpointName: expect.any(String),
    });
    expect(d.assignUser).toMatch(/^\d+$/);
    expectJustNow(d.assignTime);
    expect(
      (await post(`${CHECKPOINT_ASSIGNMENT}/submit`, admin, { subjectId: subject, checkpointId: cp })).body,
    ).toMatchObject({
      success: false,
      msg: '该主体已分配此检查点',
    });
    expect((await checkpointsOf(subject))[0]).toMatchObject({ id: cp, nfcCode: '04A1B2C3D4E5F6' });
    const foreign = await createCheckpoint(platform);
    expect(
      (await post(`${CHECKPOINT_ASSIGNMENT}/submit`, admin, { subjectId: subject, checkpointId: foreign })).body
        .success,
    ).toBe(false);
  });
});

describe('templates, inspection items, self-reporting subjects', () => {
  it('template listAll answers the enabled templates of the tenant', async () => {
    const save = (body: Record<string, unknown>) => post('/api/subject/template/submit', admin, body);
    expect((await save({ templateType: 1 })).body.msg).toBe('请输入模板名称');
    const on = (await save({ templateName: '现场检查笔录', templateType: 1, marketType: 1, content: '检查时间:____' }))
      .body.data.id;
    const off = (await save({ templateName: '停用模板', templateType: 3, enabled: 0 })).body.data.id;
    const all = await call(s, '/api/subject/template/listAll', { token: inspector });
    expect(all.body.success).toBe(true);
    const ids = all.body.data.map((t: { id: string }) => t.id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
    expect(
      (await call(s, '/api/subject/template/listAll', { token: platform })).body.data.map((t: { id: string }) => t.id),
    ).not.toContain(on);
  });

  it('inspection items filter by market type', async () => {
    const save = (body: Record<string, unknown>) => post('/api/subject/inspectitem/submit', admin, body);
    const ktv = (
      await save({
        itemName: '是否悬挂未成年人禁入标志',
        marketType: 1,
        category: 3,
        basis: '《娱乐场所管理条例》第二十三条',
        checkMethod: '现场查看',
      })
    ).body.data.id;
    const cafe = (await save({ itemName: '是否核验上网人员身份证', marketType: 3, category: 3 })).body.data.id;
    const page = await call(s, '/api/subject/inspectitem/page', { token: inspector, query: { marketType: 1 } });
    const ids = page.body.data.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(ktv);
    expect(ids).not.toContain(cafe);
  });

  it("a self-reporting subject takes its subject's dept and region, once per subject", async () => {
    const subject = await createSubject(admin, 1, { regionCode: '330106' });
    const body = {
      subjectId: subject,
      reportFrequency: 2,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      staffName: '陈店长',
      staffPhone: '13900139000',
    };
    const r = await post('/api/subject/reportsubject/submit', admin, body);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const d = (await call(s, '/api/subject/reportsubject/detail', { token: admin, query: { id: r.body.data.id } })).body
      .data;
    expect(d).toMatchObject({
      subjectId: subject,
      subjectName: expect.any(String),
      regionCode: '330106',
      reportFrequency: 2,
      enabled: 1,
    });
    expect((await post('/api/subject/reportsubject/submit', admin, body)).body).toMatchObject({
      success: false,
      msg: '该主体已在自查主体名单中',
    });
    expect(
      (
        await post('/api/subject/reportsubject/submit', admin, {
          ...body,
          subjectId: await createSubject(admin, 1),
          staffPhone: '123',
        })
      ).body.success,
    ).toBe(false);
  });
});
