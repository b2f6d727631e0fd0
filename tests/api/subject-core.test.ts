import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { fetchXlsx } from './xlsx';
import { addRole, createUser, dbOf, grantRole, menuIdsByCode, ownSubjectsScope, roleIdsByAlias } from './auth-fixtures';
import { creditCode, subjectFields } from './business-calls';
import { OSS_FILE, SUBJECT, TOURISM_INFO } from './api-paths';

/**
 * The subject's core calls: all-list, getSubjectTree, listBizs, getSubjectImageLocalUrl, the
 * market types a user supervises (dept `marketTypes`), validation and tenant isolation of
 * subjects, and the tourism information resource. Two tenants: the demo tenant A (100001), where the
 * tests work, and the platform tenant P (000000), whose subjects A must never see.
 */
const A = '100001';

const s = useServer();
let platform: string, admin: string;
/** An inspector of tenant A in a dept whose parent supervises travel agencies and scenic spots (4, 7). */
let inspector: string;
/** An inspector of tenant A in a dept tree that says nothing about market types. */
let anyType: string;
/** A user of tenant A who sees only the subjects they created (data scope 2 on the subject menu). */
let own: { id: string; token: string };
/** A user of tenant A without the subject menu. */
let outsider: string;
const ids: Record<string, string> = {};

let seq = 0;
const subjectBody = (over: Record<string, unknown> = {}) =>
  subjectFields(`核心主体${++seq}`, { address: '杭州市西湖区文三路1号', ...over });

async function addSubject(token: string, over: Record<string, unknown> = {}): Promise<string> {
  const r = await call(s, `${SUBJECT}/submit`, { token, body: subjectBody(over) });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data.id;
}

async function addDept(token: string, body: Record<string, unknown>): Promise<string> {
  const r = await call(s, '/api/blade-system/dept/submit', {
    token,
    body: { deptCategory: 2, fullName: body.deptName, sort: 1, parentId: '0', ...body },
  });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
  return String(
    r.body.data.id ??
      (
        await dbOf(s)
          .selectFrom('blade_dept')
          .select('id')
          .where('tenantId', '=', A)
          .where('deptName', '=', String(body.deptName))
          .executeTakeFirstOrThrow()
      ).id,
  );
}

async function userWith(account: string, roleIds: string[], deptIds: string[] = []) {
  const id = await createUser(s, { tenantId: A, account, password: 'Core#2026', roleIds, deptIds, name: account });
  return { id, token: (await login(s, account, 'Core#2026', A)).access_token };
}

const get = (path: string, token: string, query: Record<string, string> = {}) => call(s, path, { token, query });

beforeAll(async () => {
  platform = (await login(s)).access_token;
  admin = (await login(s, 'admin', ADMIN_PASSWORD, A)).access_token;
  const roles = await roleIdsByAlias(s, A);

  // Depts: 文旅科 supervises 4 and 7; its child 旅游中队 says nothing, so it inherits them.
  ids.travelDept = await addDept(admin, { deptName: '文旅科', marketTypes: '4,7' });
  ids.travelTeam = await addDept(admin, { deptName: '旅游中队', parentId: ids.travelDept });
  ids.plainDept = await addDept(admin, { deptName: '综合中队' });
  inspector = (await userWith('coreinsp', [roles.inspector], [ids.travelTeam])).token;
  anyType = (await userWith('coreany', [roles.inspector], [ids.plainDept])).token;

  const scope = await ownSubjectsScope(s, platform, '本人主体(核心)');
  const roleId = await addRole(s, A, 'coreown');
  await grantRole(
    s,
    platform,
    roleId,
    await menuIdsByCode(s, ['subject', 'subject_view', 'subject_add', 'subject_edit']),
    scope,
  );
  own = await userWith('coreown', [roleId], [ids.plainDept]);
  const bare = await addRole(s, A, 'corebare', { sort: 61 });
  outsider = (await userWith('corebare', [bare])).token;

  ids.ktvB = await addSubject(admin, { subjectName: '乙KTV', marketType: 1, bizType: '101' });
  ids.ktvA = await addSubject(admin, {
    subjectName: '甲KTV',
    marketType: 1,
    bizType: '101,103',
    planImage: `${OSS_FILE}/plan-a.png`,
    photos: `${OSS_FILE}/p1.jpg,${OSS_FILE}/p2.jpg`,
  });
  ids.cafe = await addSubject(admin, { subjectName: '丙网吧', marketType: 3 });
  ids.agency = await addSubject(admin, { subjectName: '丁旅行社', marketType: 4, bizType: '401' });
  ids.scenic = await addSubject(admin, { subjectName: '戊景区', marketType: 7 });
  ids.mine = await addSubject(own.token, { subjectName: '己自建歌厅', marketType: 1 });
  ids.foreign = await addSubject(platform, { subjectName: '平台租户主体', marketType: 1 });
}, 120_000);

describe('validation and tenant isolation, proven', () => {
  it('refuses a wrong check digit and a bad phone with their messages', async () => {
    const good = creditCode();
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const r = await call(s, `${SUBJECT}/submit`, { token: admin, body: subjectBody({ creditCode: wrong }) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, msg: '统一社会信用代码格式不正确' });
    expect(
      (await call(s, `${SUBJECT}/submit`, { token: admin, body: subjectBody({ contactPhone: '23800138000' }) })).body
        .msg,
    ).toBe('手机号码格式不正确');
    expect(
      (await call(s, `${SUBJECT}/submit`, { token: admin, body: subjectBody({ contactPhone: '1380013800' }) })).body
        .msg,
    ).toBe('手机号码长度不为11位');
  });

  it('refuses a duplicate credit code in the same tenant, accepts it in another', async () => {
    const code = creditCode();
    await addSubject(admin, { creditCode: code });
    const dup = await call(s, `${SUBJECT}/submit`, { token: admin, body: subjectBody({ creditCode: code }) });
    expect(dup.body).toMatchObject({ success: false, msg: '统一社会信用代码已存在' });
    // Changing another subject to the code is refused alike.
    const upd = await call(s, `${SUBJECT}/submit`, { token: admin, body: { id: ids.cafe, creditCode: code } });
    expect(upd.body).toMatchObject({ success: false, msg: '统一社会信用代码已存在' });
    await addSubject(platform, { creditCode: code });
  });

  it("another tenant's subject: detail null, remove refused, never listed", async () => {
    const detail = await get(`${SUBJECT}/detail`, admin, { id: ids.foreign });
    expect(detail.body).toMatchObject({ success: true, data: null });
    const removed = await call(s, `${SUBJECT}/remove`, { method: 'POST', token: admin, query: { ids: ids.foreign } });
    expect(removed.body.success).toBe(false);
    expect((await get(`${SUBJECT}/detail`, platform, { id: ids.foreign })).body.data).toMatchObject({
      id: ids.foreign,
      subjectName: '平台租户主体',
    });
    const all = (await get(`${SUBJECT}/all-list`, admin)).body.data as Array<{ id: string }>;
    expect(all.map((r) => r.id)).not.toContain(ids.foreign);
    const tree = JSON.stringify((await get(`${SUBJECT}/getSubjectTree`, admin)).body.data);
    expect(tree).not.toContain(ids.foreign);
    expect(tree).not.toContain('平台租户主体');
    expect((await get(`${SUBJECT}/listBizs`, admin, { subjectId: ids.foreign })).status).toBe(404);
    expect((await get(`${SUBJECT}/getSubjectImageLocalUrl`, admin, { id: ids.foreign })).status).toBe(404);
  });
});

describe('GET all-list', () => {
  it('answers light rows of every visible subject, ordered by name', async () => {
    const r = await get(`${SUBJECT}/all-list`, admin);
    expect(r.body.success).toBe(true);
    const rows = r.body.data as Array<Record<string, unknown>>;
    expect(Array.isArray(rows)).toBe(true);
    const ktv = rows.find((x) => x.id === ids.ktvA)!;
    expect(Object.keys(ktv).sort()).toEqual(
      ['bizType', 'creditCode', 'deptId', 'id', 'marketType', 'pauseStatus', 'regionCode', 'subjectName'].sort(),
    );
    expect(ktv).toMatchObject({ subjectName: '甲KTV', marketType: 1, bizType: '101,103', pauseStatus: 0 });
    const names = rows.map((x) => String(x.subjectName));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.every((x) => !('contactPhone' in x))).toBe(true);
  });

  it('filters by market type and name; refuses a market type that is not a key', async () => {
    const byType = (await get(`${SUBJECT}/all-list`, admin, { marketType: '7' })).body.data as Array<{ id: string }>;
    expect(byType.map((r) => r.id)).toEqual([ids.scenic]);
    const byName = (await get(`${SUBJECT}/all-list`, admin, { subjectName: 'KTV' })).body.data as Array<{ id: string }>;
    expect(byName.map((r) => r.id).sort()).toEqual([ids.ktvA, ids.ktvB].sort());
    const bad = await get(`${SUBJECT}/all-list`, admin, { marketType: '1 or 1=1' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数格式错误: marketType');
  });

  it('keeps to the data scope, and needs the subject menu', async () => {
    const mine = (await get(`${SUBJECT}/all-list`, own.token)).body.data as Array<{ id: string }>;
    expect(mine.map((r) => r.id)).toEqual([ids.mine]);
    expect((await get(`${SUBJECT}/all-list`, outsider)).status).toBe(403);
    expect((await call(s, `${SUBJECT}/all-list`, {})).status).toBe(401);
  });
});

describe('GET getSubjectTree', () => {
  type Node = {
    id: string;
    title: string;
    label: string;
    key: string;
    value: string;
    count: number;
    hasChildren: boolean;
    children?: Node[];
  };

  it('answers market type nodes with counts and their subjects as children', async () => {
    const tree = (await get(`${SUBJECT}/getSubjectTree`, admin)).body.data as Node[];
    expect(tree.map((n) => n.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const ktv = tree[0];
    expect(ktv).toMatchObject({
      id: '1',
      key: '1',
      value: '1',
      title: '歌舞娱乐场所',
      label: '歌舞娱乐场所',
      hasChildren: true,
    });
    const count = (await get(`${SUBJECT}/page`, admin, { marketType: '1', size: '1' })).body.data.total;
    expect(ktv.count).toBe(count);
    expect(ktv.children!.length).toBe(count);
    expect(ktv.children!.map((c) => c.id)).toEqual(expect.arrayContaining([ids.ktvA, ids.ktvB, ids.mine]));
    expect(ktv.children!.find((c) => c.id === ids.ktvA)).toMatchObject({
      title: '甲KTV',
      label: '甲KTV',
      key: ids.ktvA,
      value: ids.ktvA,
      hasChildren: false,
    });
    const empty = tree.find((n) => n.id === '8')!;
    expect(empty).toMatchObject({ count: 0, hasChildren: false });
    expect(empty.children).toBeUndefined();
  });

  it('narrows to one market type, and to counts only with subjects=0', async () => {
    const one = (await get(`${SUBJECT}/getSubjectTree`, admin, { marketType: '3' })).body.data as Node[];
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ id: '3', count: 1 });
    expect(one[0].children!.map((c) => c.id)).toEqual([ids.cafe]);
    const counts = (await get(`${SUBJECT}/getSubjectTree`, admin, { subjects: '0' })).body.data as Node[];
    expect(counts.every((n) => n.children === undefined)).toBe(true);
    expect(counts.find((n) => n.id === '4')).toMatchObject({ count: 1, hasChildren: true });
    expect((await get(`${SUBJECT}/getSubjectTree`, admin, { marketType: 'x' })).status).toBe(400);
  });

  it('offers only the market types the user supervises, and only the subjects they see', async () => {
    const tree = (await get(`${SUBJECT}/getSubjectTree`, inspector)).body.data as Node[];
    expect(tree.map((n) => n.id)).toEqual(['4', '7']);
    expect(tree[0].children!.map((c) => c.id)).toEqual([ids.agency]);
    expect((await get(`${SUBJECT}/getSubjectTree`, inspector, { marketType: '1' })).body.data).toEqual([]);
    const mine = (await get(`${SUBJECT}/getSubjectTree`, own.token)).body.data as Node[];
    expect(mine.find((n) => n.id === '1')).toMatchObject({
      count: 1,
      children: [expect.objectContaining({ id: ids.mine })],
    });
    expect(mine.find((n) => n.id === '3')).toMatchObject({ count: 0 });
    expect((await get(`${SUBJECT}/getSubjectTree`, outsider)).status).toBe(403);
  });
});

describe('GET listBizs', () => {
  it("resolves the subject's business types through the biz_type dictionary", async () => {
    expect((await get(`${SUBJECT}/listBizs`, admin, { subjectId: ids.ktvA })).body.data).toEqual([
      { dictKey: '101', dictValue: '量贩式KTV' },
      { dictKey: '103', dictValue: '卡拉OK' },
    ]);
    expect((await get(`${SUBJECT}/listBizs`, admin, { subjectId: ids.cafe })).body.data).toEqual([]);
  });

  it('with all=1, every business type of its market type, its own marked', async () => {
    const all = (await get(`${SUBJECT}/listBizs`, admin, { subjectId: ids.ktvB, all: '1' })).body.data;
    expect(all).toEqual([
      { dictKey: '101', dictValue: '量贩式KTV', own: true },
      { dictKey: '102', dictValue: '歌舞厅', own: false },
      { dictKey: '103', dictValue: '卡拉OK', own: false },
    ]);
  });

  it('refuses a missing, malformed or invisible subject', async () => {
    expect((await get(`${SUBJECT}/listBizs`, admin)).body).toMatchObject({
      code: 400,
      msg: '缺少必要的请求参数: subjectId',
    });
    expect((await get(`${SUBJECT}/listBizs`, admin, { subjectId: 'abc' })).status).toBe(400);
    expect((await get(`${SUBJECT}/listBizs`, own.token, { subjectId: ids.ktvA })).status).toBe(404);
  });
});

describe('GET getSubjectImageLocalUrl', () => {
  it("answers the floor plan and the photos as this server's links", async () => {
    const r = await get(`${SUBJECT}/getSubjectImageLocalUrl`, admin, { id: ids.ktvA });
    expect(r.body.data).toEqual([
      { kind: 'planImage', url: `${OSS_FILE}/plan-a.png`, local: true },
      { kind: 'photo', url: `${OSS_FILE}/p1.jpg`, local: true },
      { kind: 'photo', url: `${OSS_FILE}/p2.jpg`, local: true },
    ]);
    expect((await get(`${SUBJECT}/getSubjectImageLocalUrl`, admin, { id: ids.cafe })).body.data).toEqual([]);
  });

  it('only for a subject the caller can see', async () => {
    expect((await get(`${SUBJECT}/getSubjectImageLocalUrl`, own.token, { id: ids.ktvA })).status).toBe(404);
    expect((await get(`${SUBJECT}/getSubjectImageLocalUrl`, admin)).status).toBe(400);
    expect((await get(`${SUBJECT}/getSubjectImageLocalUrl`, outsider, { id: ids.ktvA })).status).toBe(403);
  });
});

describe('GET /api/blade-user/getMyMarketTypeList', () => {
  const types = async (token: string) =>
    ((await get('/api/blade-user/getMyMarketTypeList', token)).body.data as Array<{ dictKey: string }>).map(
      (t) => t.dictKey,
    );

  it("reads the user's depts and their ancestors", async () => {
    expect((await get('/api/blade-user/getMyMarketTypeList', inspector)).body.data).toEqual([
      { dictKey: '4', dictValue: '旅行社' },
      { dictKey: '7', dictValue: 'A级旅游景区' },
    ]);
  });

  it('answers every market type when no dept says anything', async () => {
    expect(await types(anyType)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('follows a change of the dept, in dictionary order; the union over several depts', async () => {
    const upd = await call(s, '/api/blade-system/dept/submit', {
      token: admin,
      body: { id: ids.plainDept, marketTypes: '3,1' },
    });
    expect(upd.body.success, JSON.stringify(upd.body)).toBe(true);
    expect(await types(anyType)).toEqual(['1', '3']);
    const both = await userWith('coreboth', [(await roleIdsByAlias(s, A)).inspector], [ids.plainDept, ids.travelTeam]);
    expect(await types(both.token)).toEqual(['1', '3', '4', '7']);
    const clear = await call(s, '/api/blade-system/dept/submit', {
      token: admin,
      body: { id: ids.plainDept, marketTypes: '' },
    });
    expect(clear.body.success).toBe(true);
    expect(await types(anyType)).toHaveLength(8);
  });

  it('refuses a dept market type list that is not keys', async () => {
    const r = await call(s, '/api/blade-system/dept/submit', {
      token: admin,
      body: { id: ids.plainDept, marketTypes: '1;drop' },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('监管市场类型格式不正确');
  });
});

describe('tourism information', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    subjectId: ids.agency,
    infoType: 1,
    title: '丁旅行社业务经营许可证',
    certificateNo: 'L-ZJ-100123',
    holderName: '张三',
    phone: '13900139000',
    validFrom: '2024-01-01',
    validTo: '2030-01-01',
    content: '国内旅游业务',
    files: `${OSS_FILE}/licence.pdf`,
    ...over,
  });

  it('saves, pages with the subject name, filters by subject and kind, details and removes', async () => {
    const r = await call(s, `${TOURISM_INFO}/submit`, { token: admin, body: body() });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const id = r.body.data.id;
    const route = await call(s, `${TOURISM_INFO}/submit`, {
      token: admin,
      body: body({ infoType: 3, title: '千岛湖两日游', certificateNo: '', routeDays: 2, price: 598 }),
    });
    expect(route.body.success).toBe(true);
    const page = (await get(`${TOURISM_INFO}/page`, admin, { subjectId: ids.agency })).body.data;
    expect(page.total).toBe(2);
    expect(page.records.find((x: { id: string }) => x.id === id)).toMatchObject({
      subjectName: '丁旅行社',
      title: '丁旅行社业务经营许可证',
      validTo: '2030-01-01',
    });
    expect(
      (await get(`${TOURISM_INFO}/page`, admin, { subjectId: ids.agency, infoType: '3' })).body.data.records.map(
        (x: { title: string }) => x.title,
      ),
    ).toEqual(['千岛湖两日游']);
    expect((await get(`${TOURISM_INFO}/detail`, admin, { id: route.body.data.id })).body.data).toMatchObject({
      routeDays: 2,
      subjectName: '丁旅行社',
    });
    expect(Number((await get(`${TOURISM_INFO}/detail`, admin, { id: route.body.data.id })).body.data.price)).toBe(598);
    const removed = await call(s, `${TOURISM_INFO}/remove`, {
      method: 'POST',
      token: admin,
      query: { ids: route.body.data.id },
    });
    expect(removed.body.success).toBe(true);
    expect((await get(`${TOURISM_INFO}/page`, admin, { subjectId: ids.agency })).body.data.total).toBe(1);
  });

  it("answers its messages, and refuses another tenant's subject", async () => {
    expect((await call(s, `${TOURISM_INFO}/submit`, { token: admin, body: body({ subjectId: '' }) })).body.msg).toBe(
      '请选择经营主体',
    );
    expect((await call(s, `${TOURISM_INFO}/submit`, { token: admin, body: body({ infoType: '' }) })).body.msg).toBe(
      '请选择信息类别',
    );
    expect((await call(s, `${TOURISM_INFO}/submit`, { token: admin, body: body({ title: ' ' }) })).body.msg).toBe(
      '请输入标题',
    );
    expect((await call(s, `${TOURISM_INFO}/submit`, { token: admin, body: body({ phone: '12345' }) })).body.msg).toBe(
      '手机号码长度不为11位',
    );
    expect(
      (await call(s, `${TOURISM_INFO}/submit`, { token: admin, body: body({ files: 'javascript:alert(1)' }) })).status,
    ).toBe(400);
    const foreign = await call(s, `${TOURISM_INFO}/submit`, { token: admin, body: body({ subjectId: ids.foreign }) });
    expect(foreign.body).toMatchObject({ success: false, msg: '经营主体不存在' });
  });

  it('exports the list as a workbook', async () => {
    const bytes = await fetchXlsx(s, `${TOURISM_INFO}/export`, admin, { subjectId: ids.agency });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('is read by the inspector role (its menu) but not by a user without it', async () => {
    expect((await get(`${TOURISM_INFO}/page`, inspector)).body.success).toBe(true);
    expect((await get(`${TOURISM_INFO}/page`, outsider)).status).toBe(403);
  });
});
