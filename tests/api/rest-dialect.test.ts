import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, BASIC, call, login, useServer } from './harness';
import { addRole, createUser } from './auth-fixtures';
import { subjectFields } from './business-calls';
import { SUBJECT } from './api-paths';

/**
 * react-admin's simple REST dialect (`/api/rest/<resource>`, server/rest/) agrees with the Blade routes
 * of the same resource: the same rows in the same order, the same totals, the same messages, and the
 * same refusals. Two resources: the system `param` (platform tenant 000000) and the business `subject`
 * (demo tenant A, 100001).
 */
const A = '100001';
const PARAM = '/api/blade-system/param';
const s = useServer();
let platform: string, admin: string, bare: string;

interface Answer {
  status: number;
  body: any;
  range: string | null;
  expose: string | null;
}

/** One dialect call as ra-data-simple-rest makes it: JSON query values, JSON bodies, the Blade auth headers. */
async function rest(
  path: string,
  o: { token?: string; method?: string; query?: Record<string, unknown>; body?: unknown } = {},
): Promise<Answer> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(o.query ?? {})) qs.set(k, JSON.stringify(v));
  const headers: Record<string, string> = { Authorization: BASIC };
  if (o.token) headers['Blade-Auth'] = `bearer ${o.token}`;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${s.url}/api/rest/${path}${qs.size ? `?${qs}` : ''}`, {
    method: o.method ?? 'GET',
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return {
    status: res.status,
    body: await res.json(),
    range: res.headers.get('content-range'),
    expose: res.headers.get('access-control-expose-headers'),
  };
}

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

beforeAll(async () => {
  platform = (await login(s)).access_token;
  admin = (await login(s, 'admin', ADMIN_PASSWORD, A)).access_token;
  const role = await addRole(s, A, 'restbare');
  await createUser(s, { tenantId: A, account: 'restbare', password: 'Rest#2026', roleIds: [role] });
  bare = (await login(s, 'restbare', 'Rest#2026', A)).access_token;
  for (const [name, key, value] of [
    ['甲参数', 'rest.alpha', '1'],
    ['乙参数', 'rest.beta', '2'],
    ['丙参数', 'rest.gamma', '3'],
  ])
    expect(
      (
        await call(s, `${PARAM}/submit`, {
          token: platform,
          body: { paramName: name, paramKey: key, paramValue: value },
        })
      ).status,
    ).toBe(200);
});

describe('the dialect lists what the Blade page lists', () => {
  it('pages params in the same order with the same total', async () => {
    const blade = await call(s, `${PARAM}/page`, { token: platform, query: { ascs: 'paramKey', current: 2, size: 3 } });
    expect(blade.body.data.total).toBe(7);
    const r = await rest('param', { token: platform, query: { sort: ['paramKey', 'ASC'], range: [3, 5] } });
    expect(r.status).toBe(200);
    expect(r.range).toBe('param 3-5/7');
    expect(r.expose).toBe('Content-Range');
    expect(ids(r.body)).toEqual(ids(blade.body.data.records));
    expect(r.body.map((p: { paramKey: string }) => p.paramKey)).toEqual(['rest.alpha', 'rest.beta', 'rest.gamma']);
  });

  it('filters and searches as Blade does, descending', async () => {
    const r = await rest('param', {
      token: platform,
      query: { sort: ['paramKey', 'DESC'], range: [0, 9], filter: { paramKey: 'rest.' } },
    });
    expect(r.range).toBe('param 0-2/3');
    expect(r.body.map((p: { paramKey: string }) => p.paramKey)).toEqual(['rest.gamma', 'rest.beta', 'rest.alpha']);
    const blade = await call(s, `${PARAM}/page`, { token: platform, query: { descs: 'paramKey', paramKey: 'rest.' } });
    expect(ids(r.body)).toEqual(ids(blade.body.data.records));

    const q = await rest('param', { token: platform, query: { range: [0, 9], filter: { q: '乙' } } });
    expect(q.range).toBe('param 0-0/1');
    expect(q.body[0]).toMatchObject({ paramName: '乙参数', paramKey: 'rest.beta', paramValue: '2' });
  });

  it("answers getMany's ids, only those the caller may read", async () => {
    const all = await rest('param', { token: platform, query: { filter: { paramKey: 'rest.' } } });
    const [alpha, beta] = ids(all.body).slice(-2);
    const r = await rest('param', { token: platform, query: { filter: { id: [alpha, beta] } } });
    expect(r.range).toBe('param 0-1/2');
    expect(ids(r.body).sort()).toEqual([alpha, beta].sort());
    // Tenant A's admin asks for the platform's rows: none of them are A's.
    const other = await rest('param', { token: admin, query: { filter: { id: [alpha, beta] } } });
    expect(other.status).toBe(200);
    expect(other.body).toEqual([]);
    expect(other.range).toBe('param */0');
  });

  it('refuses a sort, a filter or a range the declaration does not allow, saying which', async () => {
    const sort = await rest('param', { token: platform, query: { sort: ['paramValue', 'ASC'], range: [0, 9] } });
    expect(sort).toMatchObject({ status: 400, body: { message: '不支持按该字段排序: paramValue' } });
    const filter = await rest('param', { token: platform, query: { filter: { password: 'x' } } });
    expect(filter).toMatchObject({ status: 400, body: { message: '不支持的过滤条件: password' } });
    const range = await rest('param', { token: platform, query: { range: [3, 7] } });
    expect(range).toMatchObject({ status: 400, body: { message: '分页范围须与每页条数对齐: range [3,7]' } });
    const big = await rest('param', { token: platform, query: { range: [0, 1000] } });
    expect(big).toMatchObject({ status: 400, body: { message: '分页参数错误: size 应在 1 到 1000 之间' } });
  });
});

describe('writes through the dialect are the Blade writes', () => {
  it('creates, reads, updates and deletes a param, seen through Blade detail', async () => {
    const created = await rest('param', {
      token: platform,
      method: 'POST',
      body: { paramName: '巡检周期', paramKey: 'rest.cycle', paramValue: '7' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(id).toMatch(/^\d{15,19}$/);
    const detail = () => call(s, `${PARAM}/detail`, { token: platform, query: { id } });
    expect((await detail()).body.data).toMatchObject({ id, paramKey: 'rest.cycle', paramValue: '7' });

    const one = await rest(`param/${id}`, { token: platform });
    expect(one).toMatchObject({ status: 200, body: { id, paramName: '巡检周期', paramValue: '7' } });

    const updated = await rest(`param/${id}`, {
      token: platform,
      method: 'PUT',
      body: { ...one.body, paramValue: '14' },
    });
    expect(updated).toMatchObject({ status: 200, body: { id, paramValue: '14' } });
    expect((await detail()).body.data.paramValue).toBe('14');

    const removed = await rest(`param/${id}`, { token: platform, method: 'DELETE' });
    expect(removed).toMatchObject({ status: 200, body: { id, paramKey: 'rest.cycle', paramValue: '14' } });
    expect((await detail()).body.data).toBeNull();
    expect(await rest(`param/${id}`, { token: platform })).toMatchObject({
      status: 404,
      body: { message: '数据不存在' },
    });
  });

  it("answers the declaration's messages: 400 for a missing value, 409 for a duplicate key", async () => {
    const missing = await rest('param', { token: platform, method: 'POST', body: { paramName: '缺键名' } });
    expect(missing).toMatchObject({ status: 400, body: { message: '请输入参数键名' } });
    const dup = await rest('param', {
      token: platform,
      method: 'POST',
      body: { paramName: '重复', paramKey: 'rest.alpha', paramValue: '9' },
    });
    expect(dup).toMatchObject({ status: 409, body: { message: '参数键名已存在' } });
  });
});

describe('the subject through the dialect', () => {
  let first: string;

  beforeAll(async () => {
    for (const name of ['REST主体一', 'REST主体二', 'REST主体三']) {
      const r = await call(s, `${SUBJECT}/submit`, {
        token: admin,
        body: subjectFields(name, { legalPerson: '钱七' }),
      });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200 });
    }
  });

  it('lists the same subjects as the Blade page, for the same filter and sort', async () => {
    const r = await rest('subject', {
      token: admin,
      query: { sort: ['subjectName', 'ASC'], range: [0, 1], filter: { legalPerson: '钱七' } },
    });
    expect(r.range).toBe('subject 0-1/3');
    expect(r.body.map((x: { subjectName: string }) => x.subjectName)).toEqual(['REST主体一', 'REST主体三']);
    const blade = await call(s, `${SUBJECT}/page`, {
      token: admin,
      query: { ascs: 'subjectName', legalPerson: '钱七', current: 1, size: 2 },
    });
    expect(blade.body.data.total).toBe(3);
    expect(ids(r.body)).toEqual(ids(blade.body.data.records));
    first = r.body[0].id;
  });

  it('ignores the pause state in PUT as Blade submit does, and keeps the other edits', async () => {
    const row = (await rest(`subject/${first}`, { token: admin })).body;
    expect(row.pauseStatus).toBe(0);
    const r = await rest(`subject/${first}`, {
      token: admin,
      method: 'PUT',
      body: { ...row, pauseStatus: 1, address: '西湖区文三路9号' },
    });
    expect(r.status).toBe(200);
    const blade = await call(s, `${SUBJECT}/detail`, { token: admin, query: { id: first } });
    expect(blade.body.data).toMatchObject({ pauseStatus: 0, address: '西湖区文三路9号' });
  });

  it("answers a bad credit code with the declaration's message", async () => {
    const r = await rest('subject', {
      token: admin,
      method: 'POST',
      body: subjectFields('REST坏代码', { creditCode: '91330106MA0000000X' }),
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('统一社会信用代码格式不正确');
  });

  it("refuses another tenant's row by id (404) and a user without the menu (403), and no token (401)", async () => {
    const platformParam = (await rest('param', { token: platform, query: { filter: { paramKey: 'rest.alpha' } } }))
      .body[0].id;
    expect(await rest(`param/${platformParam}`, { token: admin })).toMatchObject({
      status: 404,
      body: { message: '数据不存在' },
    });
    expect(await rest('subject', { token: bare, query: { range: [0, 9] } })).toMatchObject({
      status: 403,
      body: { message: '缺失权限,请求被拒绝' },
    });
    expect(await rest(`subject/${first}`, { token: bare, method: 'DELETE' })).toMatchObject({ status: 403 });
    expect(await rest('subject')).toMatchObject({ status: 401, body: { message: '缺失令牌,鉴权失败' } });
  });
});

describe('a life cycle through the dialect: the notice', () => {
  const NOTICE = '/api/blade-desk/notice';
  // Market type 1: the subjects of the describe above, to be notified when it is published.
  const draft = { title: 'REST通知', category: 1, content: '请自查', scopeType: 1, marketTypes: '1' };

  it('deletes a draft, and refuses to edit or delete a published notice, as Blade does (409)', async () => {
    const removable = await rest('notice', { token: admin, method: 'POST', body: draft });
    expect(removable).toMatchObject({ status: 201, body: { title: 'REST通知', noticeStatus: 0 } });
    expect((await rest(`notice/${removable.body.id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    const removed = await call(s, `${NOTICE}/detail`, { token: admin, query: { id: removable.body.id } });
    expect(removed.body.data).toBeNull();

    const kept = await rest('notice', { token: admin, method: 'POST', body: { ...draft, noticeStatus: 1 } });
    const id = kept.body.id as string;
    // The state is the publish action's: a create naming it still makes a draft.
    expect(kept.body.noticeStatus).toBe(0);
    const published = await call(s, `${NOTICE}/publish`, { token: admin, body: { id } });
    expect(published.body).toMatchObject({ code: 200, success: true });

    const edit = await rest(`notice/${id}`, { token: admin, method: 'PUT', body: { ...draft, title: '改标题' } });
    expect(edit).toMatchObject({ status: 409, body: { message: '已发布的监管通知不能修改' } });
    const del = await rest(`notice/${id}`, { token: admin, method: 'DELETE' });
    expect(del).toMatchObject({ status: 409, body: { message: '已发布的监管通知不能删除' } });
    const detail = await call(s, `${NOTICE}/detail`, { token: admin, query: { id } });
    expect(detail.body.data).toMatchObject({ id, title: 'REST通知', noticeStatus: 1 });
  });
  it("answers getManyReference's {target: id} as Blade's reference condition", async () => {
    const subjects = await rest('subject', {
      token: admin,
      query: { sort: ['subjectName', 'ASC'], range: [0, 1], filter: { legalPerson: '钱七' } },
    });
    const [one, two] = ids(subjects.body);
    const listed = await rest('notice', {
      token: admin,
      method: 'POST',
      body: { ...draft, title: '点名通知', scopeType: 2, subjectIds: one },
    });
    expect(listed.status).toBe(201);
    const r = await rest('notice', {
      token: admin,
      query: { sort: ['id', 'DESC'], range: [0, 9], filter: { subjectIds: one } },
    });
    expect(r.range).toBe('notice 0-0/1');
    expect(r.body.map((n: { title: string }) => n.title)).toEqual(['点名通知']);
    const none = await rest('notice', { token: admin, query: { range: [0, 9], filter: { subjectIds: two } } });
    expect(none.range).toBe('notice */0');
  });
});

describe("a resource's own behaviour through the dialect: the dept", () => {
  const DEPT = '/api/blade-system/dept';
  const dept = (deptName: string, parentId = '0') => ({
    deptName,
    fullName: deptName,
    deptCategory: 1,
    sort: 1,
    parentId,
  });

  it('creates through its own submit (ancestors kept) and refuses to delete a parent with its own check', async () => {
    const parent = await rest('dept', { token: admin, method: 'POST', body: dept('REST科') });
    expect(parent).toMatchObject({ status: 201, body: { deptName: 'REST科', parentId: '0', ancestors: '0' } });
    const child = await rest('dept', { token: admin, method: 'POST', body: dept('REST一组', parent.body.id) });
    expect(child).toMatchObject({ status: 201, body: { parentId: parent.body.id, ancestors: `0,${parent.body.id}` } });

    const refused = await rest(`dept/${parent.body.id}`, { token: admin, method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { message: '请先删除子节点!' } });
    const still = await call(s, `${DEPT}/detail`, { token: admin, query: { id: parent.body.id } });
    expect(still.body.data).toMatchObject({ deptName: 'REST科' });

    expect((await rest(`dept/${child.body.id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    expect((await rest(`dept/${parent.body.id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    const gone = await call(s, `${DEPT}/detail`, { token: admin, query: { id: parent.body.id } });
    expect(gone.body.data).toBeNull();
  });
});
