import { beforeAll, describe, expect, it } from 'vitest';
import { creditCheckChar } from '../../resources/formats';
import { QUERY_COUNT_HEADER } from '../../server/http/query-count-seam';
import { newId } from '../../server/core/ids';
import { BASIC, call, login, useServer } from './harness';
import { addRole, grantsChanged } from './auth-fixtures';
import { SUBJECT } from './api-paths';

/**
 * Reference fields answer the referenced row's label beside the id (subject deptId → deptName,
 * pauseUser → pauseUserName), resolved with one query per referenced table for a whole page, never one
 * per row: the `X-Query-Count` test seam counts the statements of a request.
 */
const server = useServer();
let b: string; // admin of the platform tenant (the subject menu is seeded, not yet here)
let me: string, myName: string;
const B = '000000';
const OTHER = '100001';
const DEPT = '/api/blade-system/dept';
const db = () => server.built.app.db;
const depts: Array<{ id: string; name: string }> = [];
const subjects: string[] = [];
let foreignDept: string, removedDept: string;

const creditCode = (i: number) => {
  const first17 = `91330100MA${String(i).padStart(7, '0')}`;
  return first17 + creditCheckChar(first17);
};

/** A GET with the statement count the server ran for it. */
async function counted(path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${server.url}${path}?${qs}`, {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${b}` },
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { body, queries: Number(res.headers.get(QUERY_COUNT_HEADER)) };
}

/** The count of a request once caches (permissions, totals, first pages) are warm: its second run. */
async function warmCount(path: string, query: Record<string, string | number>) {
  await counted(path, query);
  return counted(path, query);
}

async function newDept(name: string) {
  const r = await call(server, `${DEPT}/submit`, {
    token: b,
    body: { parentId: '0', deptName: name, fullName: name, deptCategory: 2, sort: 1 },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return String(r.body.data.id);
}

beforeAll(async () => {
  const session = await login(server, 'admin', undefined, B);
  b = session.access_token;
  me = session.user_id;
  myName = String(
    (await db().selectFrom('blade_user').select('realName').where('id', '=', me).executeTakeFirstOrThrow()).realName,
  );
  for (const name of ['执法一队', '执法二队', '市场管理科']) depts.push({ id: await newDept(name), name });
  removedDept = await newDept('撤销科室');
  for (let i = 0; i < 60; i++) {
    const dept = i === 59 ? removedDept : depts[i % 3].id;
    const r = await call(server, `${SUBJECT}/submit`, {
      token: b,
      body: {
        subjectName: `测试主体${i}`,
        creditCode: creditCode(i),
        marketType: 1,
        legalPerson: '张三',
        contactPhone: '13800000000',
        address: '杭州市',
        deptId: dept,
      },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    subjects.push(String(r.body.data.id));
  }
  expect(
    (await call(server, `${DEPT}/remove`, { token: b, method: 'POST', query: { ids: removedDept } })).body.success,
  ).toBe(true);
  // Rows a migration could have left: a pause by this admin, and a dept of another tenant, which no
  // submit accepts (references are checked on write) but which must still never show its name here.
  foreignDept = String(
    (
      await db()
        .selectFrom('blade_dept')
        .select('id')
        .where('tenantId', '=', OTHER)
        .where('parentId', '=', '0')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await db()
    .updateTable('biz_subject')
    .set({ pauseUser: me })
    .where(
      'id',
      'in',
      subjects.filter((_, i) => i % 2 === 0),
    )
    .execute();
  await db().updateTable('biz_subject').set({ deptId: foreignDept }).where('id', '=', subjects[58]).execute();
});

describe('reference labels', () => {
  it('cost the same number of queries for a page of 10 and of 50 rows: one per referenced table, then none until it changes', async () => {
    const none = await warmCount(`${SUBJECT}/page`, { current: 1, size: 50, subjectName: '没有这个主体' });
    // What every request costs here (on PostgreSQL the guard's one confirmation of the counters).
    const base = none.queries;
    // A first read: the total, the rows, and the names, one query for the dept table and one for the user table.
    const coldTen = await counted(`${SUBJECT}/page`, { current: 1, size: 10 });
    expect(coldTen.queries - base).toBe(4);
    // 50 rows name the same depts and the same pauser as those 10: only their rows are read.
    const coldFifty = await counted(`${SUBJECT}/page`, { current: 1, size: 50 });
    expect(coldFifty.queries - base).toBe(1);
    const ten = await warmCount(`${SUBJECT}/page`, { current: 1, size: 10 });
    const fifty = await warmCount(`${SUBJECT}/page`, { current: 1, size: 50 });
    expect(ten.body.data.records).toHaveLength(10);
    expect(fifty.body.data.records).toHaveLength(50);
    expect(none.body.data.records).toHaveLength(0);
    expect(fifty.queries).toBe(ten.queries);
    // Warm, the names are kept per the referenced tables' counters: a page costs what an empty one does.
    expect(fifty.queries).toBe(none.queries);
    // A write to the dept table retires the dept names only: one lookup, and the new name shows.
    expect(
      (await call(server, `${DEPT}/submit`, { token: b, body: { id: depts[0].id, deptName: `${depts[0].name}(改)` } }))
        .body.success,
    ).toBe(true);
    const renamed = await counted(`${SUBJECT}/page`, { current: 1, size: 50 });
    expect(renamed.queries).toBe(fifty.queries + 1);
    expect(renamed.body.data.records.some((r: Record<string, unknown>) => r.deptName === `${depts[0].name}(改)`)).toBe(
      true,
    );
    expect(
      (await call(server, `${DEPT}/submit`, { token: b, body: { id: depts[0].id, deptName: depts[0].name } })).body
        .success,
    ).toBe(true);
    // A deep page is kept like a first one: warm, it costs what an empty page does. A page of more
    // than 100 rows is not kept and reads its rows every time.
    const deep = await warmCount(`${SUBJECT}/page`, { current: 4, size: 10 });
    const large = await warmCount(`${SUBJECT}/page`, { current: 1, size: 101 });
    expect(deep.body.data.records).toHaveLength(10);
    expect(large.body.data.records).toHaveLength(60);
    expect(deep.queries).toBe(none.queries);
    expect(large.queries).toBe(ten.queries + 1);
  });

  it("name each row's dept and pauser; a foreign, removed or empty reference names nothing", async () => {
    const { body } = await counted(`${SUBJECT}/page`, { current: 1, size: 100 });
    const rows = new Map<string, Record<string, unknown>>(
      body.data.records.map((r: Record<string, unknown>) => [r.id, r]),
    );
    expect(rows.size).toBe(60);
    subjects.forEach((id, i) => {
      const row = rows.get(id)!;
      const dept = i === 58 || i === 59 ? '' : depts[i % 3].name;
      expect(row).toMatchObject({ deptName: dept, pauseUserName: i % 2 === 0 ? myName : '' });
    });
    expect(rows.get(subjects[58])!.deptId).toBe(foreignDept);
    expect(rows.get(subjects[1])!.pauseUser).toBeNull();
  });

  it('are in lists and details too, and follow a rename at once (not cached with the rows)', async () => {
    const detail = await counted(`${SUBJECT}/detail`, { id: subjects[0] });
    expect(detail.body.data).toMatchObject({
      id: subjects[0],
      deptId: depts[0].id,
      deptName: '执法一队',
      pauseUserName: myName,
    });
    const list = await counted(`${SUBJECT}/list`, { current: 1, size: 20 });
    expect(list.body.data.records.every((r: Record<string, unknown>) => typeof r.deptName === 'string')).toBe(true);

    const renamed = await call(server, `${DEPT}/submit`, {
      token: b,
      body: {
        id: depts[0].id,
        parentId: '0',
        deptName: '执法一大队',
        fullName: '执法一大队',
        deptCategory: 2,
        sort: 1,
      },
    });
    expect(renamed.body.success, JSON.stringify(renamed.body)).toBe(true);
    expect((await counted(`${SUBJECT}/detail`, { id: subjects[0] })).body.data.deptName).toBe('执法一大队');
    const page = await counted(`${SUBJECT}/page`, { current: 1, size: 100 });
    const first = page.body.data.records.find((r: Record<string, unknown>) => r.id === subjects[0]);
    expect(first.deptName).toBe('执法一大队');
  });

  it("name a dept's parent in the dept list (dept → dept)", async () => {
    const child = await call(server, `${DEPT}/submit`, {
      token: b,
      body: { parentId: depts[1].id, deptName: '执法二队一组', fullName: '执法二队一组', deptCategory: 2, sort: 1 },
    });
    const { body } = await counted(`${DEPT}/detail`, { id: String(child.body.data.id) });
    expect(body.data).toMatchObject({ parentId: depts[1].id, parentName: '执法二队' });
  });

  it('the autocomplete searches the target by its label field', async () => {
    const found = await counted(`${DEPT}/list`, { deptName: '执法' });
    const names: string[] = found.body.data.map((d: Record<string, unknown>) => d.deptName);
    expect(names).toEqual(expect.arrayContaining(['执法一大队', '执法二队', '执法二队一组']));
    expect(names.every((name) => name.includes('执法'))).toBe(true);
    expect(names).not.toContain('市场管理科');
    const subjectsFound = await counted(`${SUBJECT}/page`, { subjectName: '测试主体1', size: 20 });
    expect(subjectsFound.body.data.records.map((r: Record<string, unknown>) => r.subjectName).sort()).toEqual(
      ['测试主体1', ...Array.from({ length: 10 }, (_, i) => `测试主体1${i}`)].sort(),
    );
  });
});

describe('reference pickers: GET {base}/options', () => {
  const options = (path: string, token: string, query: Record<string, string | number> = {}) =>
    call(server, `${path}/options`, { token, query });

  it('answer id and name of the rows whose name contains the text, or of the given ids', async () => {
    const found = await options(DEPT, b, { deptName: '执法' });
    expect(found.body.success).toBe(true);
    expect(found.body.data.length).toBeGreaterThanOrEqual(3);
    for (const row of found.body.data) {
      expect(Object.keys(row).sort()).toEqual(['deptName', 'id']);
      expect(row.deptName).toContain('执法');
    }
    const named = await options(DEPT, b, { ids: `${depts[1].id},${depts[2].id},${foreignDept},${removedDept}` });
    expect(named.body.data.map((r: Record<string, string>) => r.deptName).sort()).toEqual(['市场管理科', '执法二队']);
    // % and _ are text, not wildcards.
    expect((await options(DEPT, b, { deptName: '%' })).body.data).toEqual([]);
    const users = await options('/api/blade-user', b, { realName: myName.slice(0, 1), size: 5 });
    expect(users.body.data.some((r: Record<string, string>) => r.id === me && r.realName === myName)).toBe(true);
    expect(users.body.data.length).toBeLessThanOrEqual(5);
  });

  it('refuse malformed ids and sizes', async () => {
    expect((await options(DEPT, b, { ids: '1,abc' })).body).toMatchObject({ code: 400, success: false });
    expect((await options(DEPT, b, { size: 51 })).body).toMatchObject({ code: 400, success: false });
  });

  it("are open to who refers to the resource, not to everyone, and stay in the caller's tenant", async () => {
    const other = (await login(server, 'admin', undefined, OTHER)).access_token;
    const roleId = await addRole(server, OTHER, 'user_viewer', { roleName: '用户查看员', sort: 9 });
    const menus = await db().selectFrom('blade_menu').select('id').where('code', 'in', ['user', 'user_view']).execute();
    await db()
      .insertInto('blade_role_menu')
      .values(menus.map((m) => ({ id: newId(), menuId: m.id, roleId })))
      .execute();
    await grantsChanged(server);
    const made = await call(server, '/api/blade-user/submit', {
      token: other,
      body: { account: 'viewer', name: 'v', realName: '查看员', password: 'Viewer#2026', roleId, deptId: foreignDept },
    });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const viewer = (await login(server, 'viewer', 'Viewer#2026', OTHER)).access_token;

    // Users refer to depts: a user reader picks depts by name without the dept menu.
    expect((await call(server, `${DEPT}/page`, { token: viewer })).status).toBe(403);
    const theirs = await options(DEPT, viewer, {});
    expect(theirs.body.success).toBe(true);
    const mine = new Set(depts.map((d) => d.id));
    expect(theirs.body.data.some((r: Record<string, string>) => mine.has(r.id))).toBe(false);
    expect((await options(DEPT, viewer, { ids: depts.map((d) => d.id).join(',') })).body).toEqual({
      code: 200,
      success: true,
      data: [],
      msg: '操作成功',
    });
    // Nothing this role reads refers to subjects, and tenants are the platform's.
    expect((await options(SUBJECT, viewer)).body).toMatchObject({ code: 403, success: false, data: null });
    expect((await options('/api/blade-system/tenant', viewer)).body).toMatchObject({
      code: 403,
      success: false,
      data: null,
    });
  });
});
