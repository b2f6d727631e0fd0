import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { deptIdsByName, roleIdsByAlias } from './auth-fixtures';

/**
 * Departments keep `ancestors` right through inserts and moves and refuse to orphan rows; posts and
 * department pickers stay in the caller's tenant; regions are read by code from the seeded 浙江省 data.
 */
const server = useServer();
let a: string; // platform 000000
let b: string; // tenant 100001
const B = '100001';
const ids: Record<string, string> = {};

const db = () => server.built.app.db;
const DEPT = '/api/blade-system/dept';
const REGION = '/api/blade-system/region';
const submitDept = (body: Record<string, unknown>, token = b) => call(server, `${DEPT}/submit`, { token, body });
const removeDept = (list: string, token = b) =>
  call(server, `${DEPT}/remove`, { token, method: 'POST', query: { ids: list } });
const dept = (name: string, parentId: string, extra: Record<string, unknown> = {}) =>
  submitDept({ parentId, deptName: name, fullName: name, deptCategory: 2, sort: 1, ...extra });

async function ancestorsOf(id: string) {
  const r = await call(server, `${DEPT}/detail`, { token: b, query: { id } });
  return r.body.data.ancestors as string;
}

async function rootOf(tenantId: string) {
  const row = await db()
    .selectFrom('blade_dept')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('parentId', '=', '0')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

beforeAll(async () => {
  a = (await login(server, 'admin', undefined, '000000')).access_token;
  b = (await login(server, 'admin', undefined, B)).access_token;
  ids.bRoot = await rootOf(B);
  ids.aRoot = await rootOf('000000');
});

describe('department ancestors', () => {
  it("are set on insert from the parent's path", async () => {
    const top = await dept('稽查大队', ids.bRoot);
    expect(top.body.success).toBe(true);
    ids.top = top.body.data.id;
    expect(top.body.data.ancestors).toBe(`0,${ids.bRoot}`);
    const mid = await dept('稽查一组', ids.top);
    ids.mid = mid.body.data.id;
    expect(mid.body.data.ancestors).toBe(`0,${ids.bRoot},${ids.top}`);
    const leaf = await dept('稽查一组一班', ids.mid);
    ids.leaf = leaf.body.data.id;
    expect(leaf.body.data.ancestors).toBe(`0,${ids.bRoot},${ids.top},${ids.mid}`);
    const other = await dept('宣传科', ids.bRoot);
    ids.other = other.body.data.id;
    const root = await dept('独立机构', '');
    expect(root.body.data).toMatchObject({ parentId: '0', ancestors: '0' });
    ids.loose = root.body.data.id;
  });

  it("ignore a client's ancestors and refuse an unknown or foreign parent", async () => {
    const r = await dept('伪造', ids.bRoot, { ancestors: '0,1,2' });
    expect(r.body.data.ancestors).toBe(`0,${ids.bRoot}`);
    await removeDept(r.body.data.id);
    for (const parentId of [ids.aRoot, '123456789012345']) {
      const bad = await dept('外租户下级', parentId);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('上级机构不存在');
    }
  });

  it('follow a move, descendants included', async () => {
    const r = await submitDept({ id: ids.mid, parentId: ids.other });
    expect(r.body.data).toMatchObject({ id: ids.mid, parentId: ids.other, ancestors: `0,${ids.bRoot},${ids.other}` });
    expect(await ancestorsOf(ids.leaf)).toBe(`0,${ids.bRoot},${ids.other},${ids.mid}`);
    expect(await ancestorsOf(ids.top)).toBe(`0,${ids.bRoot}`);
    // To the top level and back.
    await submitDept({ id: ids.mid, parentId: '0' });
    expect(await ancestorsOf(ids.mid)).toBe('0');
    expect(await ancestorsOf(ids.leaf)).toBe(`0,${ids.mid}`);
    await submitDept({ id: ids.mid, parentId: ids.top });
    expect(await ancestorsOf(ids.leaf)).toBe(`0,${ids.bRoot},${ids.top},${ids.mid}`);
    // An edit that keeps the parent keeps the path.
    const renamed = await submitDept({ id: ids.mid, deptName: '稽查第一组' });
    expect(renamed.body.data).toMatchObject({
      deptName: '稽查第一组',
      parentId: ids.top,
      ancestors: `0,${ids.bRoot},${ids.top}`,
    });
  });

  it('refuse a move under the row itself or a descendant', async () => {
    for (const parentId of [ids.top, ids.mid, ids.leaf]) {
      const r = await submitDept({ id: ids.top, parentId });
      expect(r.status, parentId).toBe(200);
      expect(r.body, parentId).toMatchObject({ code: 400, success: false, msg: '父节点不可选择自身或子节点' });
    }
    expect(await ancestorsOf(ids.top)).toBe(`0,${ids.bRoot}`);
    expect(await ancestorsOf(ids.leaf)).toBe(`0,${ids.bRoot},${ids.top},${ids.mid}`);
  });
});

describe('department removal', () => {
  it('refuses a dept with children, unless they go with it', async () => {
    let r = await removeDept(ids.top);
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '请先删除子节点!' });
    r = await removeDept(`${ids.top},${ids.mid}`);
    expect(r.body.msg).toBe('请先删除子节点!');
    expect((await call(server, `${DEPT}/detail`, { token: b, query: { id: ids.top } })).body.data.id).toBe(ids.top);
  });

  it('refuses a dept with users', async () => {
    const roleId = (await roleIdsByAlias(server, B)).inspector;
    const u = await call(server, '/api/blade-user/submit', {
      token: b,
      body: {
        account: 'in_leaf',
        name: 'x',
        realName: 'x',
        roleId,
        deptId: `${ids.other},${ids.leaf}`,
      },
    });
    expect(u.body.success).toBe(true);
    let r = await removeDept(ids.leaf);
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '该机构下存在用户,请先移除用户!' });
    await call(server, '/api/blade-user/remove', { token: b, method: 'POST', query: { ids: u.body.data.id } });
    r = await removeDept(`${ids.top},${ids.mid},${ids.leaf}`);
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect((await call(server, `${DEPT}/detail`, { token: b, query: { id: ids.mid } })).body.data).toBeNull();
  });
});

describe('department readers', () => {
  it('lazy-list answers one level with hasChildren; a search spans levels', async () => {
    const top = await call(server, `${DEPT}/lazy-list`, { token: b });
    expect(top.body.data.map((d: { id: string }) => d.id).sort()).toEqual([ids.bRoot, ids.loose].sort());
    expect(top.body.data.find((d: { id: string }) => d.id === ids.bRoot).hasChildren).toBe(true);
    expect(top.body.data.find((d: { id: string }) => d.id === ids.loose).hasChildren).toBe(false);
    const level = await call(server, `${DEPT}/lazy-list`, { token: b, query: { parentId: ids.bRoot } });
    expect(level.body.data.map((d: { deptName: string }) => d.deptName).sort()).toEqual(
      ['宣传科', '市场管理科', '技术保障科', '综合执法队'].sort(),
    );
    expect(level.body.data.find((d: { deptName: string }) => d.deptName === '综合执法队').hasChildren).toBe(true);
    const search = await call(server, `${DEPT}/lazy-list`, { token: b, query: { deptName: '中队' } });
    expect(search.body.data.map((d: { deptName: string }) => d.deptName).sort()).toEqual(['执法一中队', '执法二中队']);
  });

  it('lazy-tree and tree answer title nodes', async () => {
    const lazy = await call(server, `${DEPT}/lazy-tree`, { token: b, query: { parentId: ids.bRoot } });
    const enforce = lazy.body.data.find((n: { title: string }) => n.title === '综合执法队');
    expect(enforce).toEqual({
      id: enforce.id,
      parentId: ids.bRoot,
      title: '综合执法队',
      value: enforce.id,
      key: enforce.id,
      hasChildren: true,
    });
    const tree = await call(server, `${DEPT}/tree`, { token: b });
    const root = tree.body.data.find((n: { id: string }) => n.id === ids.bRoot);
    expect(tree.body.data).toHaveLength(2);
    const enforceNode = root.children.find((n: { title: string }) => n.title === '综合执法队');
    expect(enforceNode.children.map((n: { title: string }) => n.title)).toEqual(['执法一中队', '执法二中队']);
    expect(enforceNode.hasChildren).toBe(true);
  });

  it("pickers stay in the caller's tenant unless the caller is the platform administrator", async () => {
    const own = await call(server, `${DEPT}/getDeptTreeForAddUser`, { token: b, query: { tenantId: '000000' } });
    expect(own.body.data.map((n: { id: string }) => n.id)).toContain(ids.bRoot);
    expect(own.body.data.map((n: { id: string }) => n.id)).not.toContain(ids.aRoot);
    const lazy = await call(server, `${DEPT}/lazy-tree`, {
      token: b,
      query: { tenantId: '000000', parentId: ids.aRoot },
    });
    expect(lazy.body.data).toEqual([]);
    const asPlatform = await call(server, `${DEPT}/getDeptTreeForAddUser`, { token: a, query: { tenantId: B } });
    expect(asPlatform.body.data.map((n: { id: string }) => n.id)).toContain(ids.bRoot);
    const list = await call(server, `${DEPT}/lazy-list`, { token: b, query: { parentId: ids.aRoot } });
    expect(list.body.data).toEqual([]);
    expect((await call(server, `${DEPT}/detail`, { token: b, query: { id: ids.aRoot } })).body.data).toBeNull();
    expect((await submitDept({ id: ids.aRoot, deptName: 'stolen' })).status).toBe(404);
    expect((await removeDept(ids.aRoot)).body.success).toBe(false);
  });

  it("getDeptRegionCode answers the dept's region or its nearest ancestor's", async () => {
    const bad = await submitDept({ id: ids.bRoot, regionCode: '999999' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('所属区划不存在');
    await submitDept({ id: ids.bRoot, regionCode: '330000' });
    const { 综合执法队: enforce, 执法一中队: squad } = await deptIdsByName(server, B);
    await submitDept({ id: enforce, regionCode: '330106' });
    const code = async (deptId: string) =>
      (await call(server, `${DEPT}/getDeptRegionCode`, { token: b, query: { deptId } })).body.data;
    expect(await code(squad)).toBe('330106');
    expect(await code(enforce)).toBe('330106');
    expect(await code(ids.other)).toBe('330000');
    expect(await code(ids.loose)).toBeNull();
    expect(await code(ids.aRoot)).toBeNull();
  });
});

describe('posts', () => {
  it("select answers the tenant's posts, whatever tenantId a tenant user passes", async () => {
    const r = await call(server, '/api/blade-system/post/select', { token: b, query: { tenantId: '000000' } });
    expect(r.body.data.map((p: { postCode: string }) => p.postCode)).toEqual([
      'director',
      'captain',
      'inspector',
      'staff',
    ]);
    expect(Object.keys(r.body.data[0]).sort()).toEqual(['category', 'id', 'postCode', 'postName']);
    expect(r.body.data[0]).toMatchObject({ postName: '局长', category: 1 });
    const bPosts = await db().selectFrom('blade_post').select('id').where('tenantId', '=', B).execute();
    expect(r.body.data.map((p: { id: string }) => p.id).sort()).toEqual(bPosts.map((p) => String(p.id)).sort());
    const aPost = await call(server, '/api/blade-system/post/submit', {
      token: a,
      body: { category: 4, postCode: 'a_only', postName: '平台岗位', sort: 9 },
    });
    expect(aPost.body.success).toBe(true);
    const again = await call(server, '/api/blade-system/post/select', { token: b });
    expect(again.body.data.map((p: { postCode: string }) => p.postCode)).not.toContain('a_only');
    const page = await call(server, '/api/blade-system/post/page', { token: b, query: { size: 100 } });
    expect(page.body.data.records.every((p: { tenantId: string }) => p.tenantId === B)).toBe(true);
    const platform = await call(server, '/api/blade-system/post/select', { token: a, query: { tenantId: B } });
    expect(platform.body.data).toHaveLength(4);
  });
});

describe('regions', () => {
  it('lazy-tree starts at the provinces and goes down by code', async () => {
    const top = await call(server, `${REGION}/lazy-tree`, { token: b });
    expect(top.body.data).toEqual([
      { id: '330000', parentId: '00', title: '浙江省', value: '330000', key: '330000', hasChildren: true },
    ]);
    const cities = await call(server, `${REGION}/lazy-tree`, { token: b, query: { parentCode: '330000' } });
    expect(cities.body.data).toHaveLength(11);
    expect(cities.body.data[0]).toEqual({
      id: '330100',
      parentId: '330000',
      title: '杭州市',
      value: '330100',
      key: '330100',
      hasChildren: true,
    });
    expect(cities.body.data[10]).toMatchObject({ id: '331100', title: '丽水市', hasChildren: false });
    const none = await call(server, `${REGION}/lazy-tree`, { token: b, query: { parentCode: '330102' } });
    expect(none.body.data).toEqual([]);
    expect((await call(server, `${REGION}/lazy-tree`, { token: b, query: { parentCode: "33' or 1=1" } })).status).toBe(
      400,
    );
  });

  it('region-list answers the children rows of a code', async () => {
    const r = await call(server, `${REGION}/region-list`, { token: b, query: { parentCode: '330100' } });
    expect(r.body.data).toHaveLength(13);
    expect(r.body.data.map((x: { name: string }) => x.name)).toContain('西湖区');
    expect(r.body.data.map((x: { name: string }) => x.name)).not.toContain('江干区');
    expect(r.body.data[0]).toMatchObject({ code: '330102', name: '上城区', parentCode: '330100', regionLevel: 3 });
  });

  it('detail is looked up by code', async () => {
    const r = await call(server, `${REGION}/detail`, { token: a, query: { code: '330106' } });
    expect(r.body.data).toMatchObject({
      code: '330106',
      name: '西湖区',
      parentCode: '330100',
      ancestors: '00,330000,330100',
      regionLevel: 3,
      provinceCode: '330000',
      provinceName: '浙江省',
      cityCode: '330100',
      cityName: '杭州市',
      districtCode: '330106',
      districtName: '西湖区',
    });
    expect((await call(server, `${REGION}/detail`, { token: a, query: { code: '110000' } })).body.data).toBeNull();
    const missing = await call(server, `${REGION}/detail`, { token: a, query: { id: r.body.data.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('缺少必要的请求参数: code');
  });

  it("writes are the platform's; codes stay unique", async () => {
    const row = {
      code: '110000',
      parentCode: '00',
      ancestors: '00',
      name: '北京市',
      regionLevel: 1,
      provinceCode: '110000',
      provinceName: '北京市',
      sort: 2,
    };
    const fromTenant = await call(server, `${REGION}/submit`, { token: b, body: row });
    expect(fromTenant.status).toBe(403);
    const made = await call(server, `${REGION}/submit`, { token: a, body: row });
    expect(made.body.success).toBe(true);
    const dup = await call(server, `${REGION}/submit`, { token: a, body: { ...row, name: '重复' } });
    expect(dup.body).toMatchObject({ code: 400, success: false, msg: '行政区划编号已存在' });
    const top = await call(server, `${REGION}/lazy-tree`, { token: b });
    expect(top.body.data.map((n: { id: string }) => n.id)).toEqual(['330000', '110000']);
    const page = await call(server, `${REGION}/page`, { token: a, query: { parentCode_equal: '330000' } });
    expect(page.body.data.total).toBe(11);
    expect(
      (await call(server, `${REGION}/remove`, { token: b, method: 'POST', query: { ids: made.body.data.id } })).status,
    ).toBe(403);
    expect(
      (await call(server, `${REGION}/remove`, { token: a, method: 'POST', query: { ids: made.body.data.id } })).body
        .success,
    ).toBe(true);
  });
});
