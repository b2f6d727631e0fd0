import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC, call, login, useServer } from './harness';

/**
 * The calls a stock BladeX Saber front end (Vue 2, axios) makes, as it makes them, and the odd values
 * an attacker sends instead: each answers what Blade answers, or a 400 with a message, never a 500.
 */
const s = useServer();
let token: string;

const SYS = '/api/blade-system';
const page = (path: string, query: Record<string, string | number | undefined>) => call(s, path, { token, query });

beforeAll(async () => {
  token = (await login(s)).access_token;
});

/** A raw POST as axios sends it with no data: JSON content type, empty body. */
const emptyJsonPost = (path: string) =>
  fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
  });

describe('blank and unknown query parameters', () => {
  it("the user page with a blank deptId and the client's extra parameters answers the page", async () => {
    const all = await page('/api/blade-user/page', { current: 1, size: 10 });
    const r = await page('/api/blade-user/page', {
      current: 1,
      size: 10,
      deptId: '',
      account: '',
      realName: '',
      unknownThing: 'x',
      password: 'x',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ current: 1, size: 10, total: all.body.data.total });
  });

  it("a plain field name binds like Blade's entity: equality for coded values, membership for id lists", async () => {
    const admin = (await page('/api/blade-user/page', { account: 'admin' })).body.data.records[0];
    const web = await page('/api/blade-user/page', { userType: 1 });
    expect(web.status).toBe(200);
    expect(web.body.data.total).toBeGreaterThan(0);
    expect(web.body.data.records.every((u: { userType: number }) => u.userType === 1)).toBe(true);
    expect((await page('/api/blade-user/page', { userType: 3 })).body.data.total).toBe(0);
    const dept = String(admin.deptId).split(',')[0];
    const inDept = await page('/api/blade-user/page', { deptId: dept });
    expect(inDept.body.data.records.map((u: { id: string }) => u.id)).toContain(admin.id);
    // A region's parentCode is a code: equality, so 杭州市's districts are not provinces.
    const provinces = await page(`${SYS}/region/page`, { parentCode: '00', size: 100 });
    expect(provinces.body.data.records.map((r: { name: string }) => r.name)).toEqual(['浙江省']);
    // A field that declares no filter still binds by name; free text is LIKE.
    const mark = await call(s, `${SYS}/param/submit`, {
      token,
      body: { paramName: 'compat', paramKey: 'compat.remark', paramValue: '1', remark: '兼容性备注-xyz' },
    });
    expect(mark.body.success).toBe(true);
    const byRemark = await page(`${SYS}/param/page`, { remark: '备注-xy' });
    expect(byRemark.body.data.records.map((p: { paramKey: string }) => p.paramKey)).toEqual(['compat.remark']);
  });

  it('unknown sort fields and undeclared operators are ignored and never reach SQL', async () => {
    const all = (await page(`${SYS}/param/page`, {})).body.data.total;
    for (const query of [
      { descs: 'param_name;drop table blade_param' },
      { ascs: 'remark,1/0,(select 1)' },
      { paramName_ge: 'x' },
      { 'paramName) or (1=1': 'x' },
      { tenantId_equal: '100001' },
    ]) {
      const r = await page(`${SYS}/param/page`, query);
      expect(r.status, JSON.stringify(query)).toBe(200);
      expect(r.body.data.total, JSON.stringify(query)).toBe(all);
    }
  });
});

describe('values are checked against their column type', () => {
  it('a bad value for a known field is a 400 with a message, not a 500', async () => {
    const cases: [string, Record<string, string>, string][] = [
      [`${SYS}/param/page`, { status_equal: '1.5' }, '查询参数格式错误: status_equal 应为整数'],
      [`${SYS}/param/page`, { status_equal: '-99999999999999999999' }, '查询参数超出范围: status_equal'],
      [`${SYS}/param/page`, { status_equal: '2147483648' }, '查询参数超出范围: status_equal'],
      [`${SYS}/param/page`, { id_equal: '99999999999999999999' }, '查询参数格式错误: id_equal 应为数据编号'],
      [`${SYS}/param/page`, { createTime_datege: '2024-13-45' }, '日期格式错误: createTime_datege'],
      [`${SYS}/param/page`, { createTime_datele: '0000-00-00' }, '日期格式错误: createTime_datele'],
      [`${SYS}/param/page`, { createTime_datege: '2024-02-30 25:61:61' }, '日期格式错误: createTime_datege'],
      [`${SYS}/param/page`, { createTime_datege: '2023-02-29' }, '日期格式错误: createTime_datege'],
      [`${SYS}/param/list`, { createTime: '2024-02-30' }, '日期格式错误: createTime'],
      ['/api/blade-user/page', { userType: 'web' }, '查询参数格式错误: userType 应为整数'],
      ['/api/blade-user/page', { deptId: '1 or 1=1' }, '查询参数格式错误: deptId 应为数据编号'],
      [`${SYS}/tenant/list`, { expireTime_ge: '2024-02-30 10:00:00' }, '日期格式错误: expireTime_ge'],
    ];
    for (const [path, query, msg] of cases) {
      const r = await page(path, query);
      expect(r.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(r.body).toMatchObject({ code: 400, success: false, msg });
    }
    expect((await page(`${SYS}/param/page`, { createTime_datege: '2024-02-29 23:59:59' })).status).toBe(200);
  });

  it('a submitted date that is not on the calendar is a 400', async () => {
    const tenant = (await page(`${SYS}/tenant/page`, { tenantId: '100001' })).body.data.records[0];
    const r = await call(s, `${SYS}/tenant/setting`, {
      token,
      body: { ids: tenant.id, expireTime: '2024-02-30 10:00:00' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, msg: '过期时间格式不正确' });
  });

  it('role-tree-keys without roleIds answers empty keys', async () => {
    const r = await call(s, `${SYS}/menu/role-tree-keys`, { token });
    expect(r).toEqual({
      status: 200,
      body: { code: 200, success: true, msg: '操作成功', data: { menu: [], dataScope: [], apiScope: [] } },
    });
  });
});

describe('list answers a page where Blade does', () => {
  const paged = [
    'blade-system/tenant',
    'blade-system/client',
    'blade-system/param',
    'blade-system/post',
    'blade-system/topmenu',
    'blade-system/data-scope',
    'blade-system/api-scope',
    'blade-system/region',
    'blade-user',
    'blade-log/usual',
    'blade-log/api',
    'blade-log/error',
  ];

  it.each(paged)('/api/%s/list reads data.records and data.total and honours size', async (base) => {
    const r = await page(`/api/${base}/list`, { current: 1, size: 2 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ current: 1, size: 2 });
    expect(Array.isArray(r.body.data.records)).toBe(true);
    expect(r.body.data.records.length).toBeLessThanOrEqual(2);
    expect(typeof r.body.data.total).toBe('number');
  });

  it('tree lists (role, dept, menu) keep the rows, capped', async () => {
    for (const base of ['role', 'dept', 'menu']) {
      const r = await page(`${SYS}/${base}/list`, {});
      expect(Array.isArray(r.body.data), base).toBe(true);
    }
  });
});

describe('an empty JSON body is no body', () => {
  it('POST remove?ids= with Content-Type application/json and nothing else removes', async () => {
    const made = await call(s, `${SYS}/param/submit`, {
      token,
      body: { paramName: 'e', paramKey: 'compat.empty', paramValue: '1' },
    });
    const res = await emptyJsonPost(`${SYS}/param/remove?ids=${made.body.data.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, success: true, msg: '删除成功' });
  });

  it('an empty submit answers the declared message; broken and poisoned JSON stay 400', async () => {
    const empty = await emptyJsonPost(`${SYS}/param/submit`);
    expect(await empty.json()).toMatchObject({ code: 400, msg: '请输入参数名称' });
    for (const body of ['{"paramName": ', '{"__proto__": {"x": 1}}']) {
      const res = await fetch(`${s.url}${SYS}/param/submit`, {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(400);
    }
  });
});

describe('shapes the stock client reads', () => {
  it('grant-top-tree and top-tree-keys answer {menu}', async () => {
    const tree = await call(s, `${SYS}/menu/grant-top-tree`, { token });
    expect(Array.isArray(tree.body.data.menu)).toBe(true);
    expect(tree.body.data.menu.length).toBeGreaterThan(0);
    const top = (await page(`${SYS}/topmenu/page`, { size: 1 })).body.data.records[0];
    const keys = await call(s, `${SYS}/menu/top-tree-keys`, { token, query: { topMenuIds: top.id } });
    expect(Array.isArray(keys.body.data.menu)).toBe(true);
    expect((await call(s, `${SYS}/menu/top-tree-keys`, { token })).body.data).toEqual({ menu: [] });
  });

  it('tenant/info of an unknown domain answers an object with an empty tenantId', async () => {
    const r = await call(s, `${SYS}/tenant/info`, { query: { domain: 'unknown.example.com' } });
    expect(r.body.data).toEqual({ tenantId: '', tenantName: '', domain: 'unknown.example.com', backgroundUrl: '' });
  });
});

describe('region/select', () => {
  it('answers the provinces by default and the children of a code', async () => {
    const top = await call(s, `${SYS}/region/select`, { token });
    expect(top.body.data.map((r: { code: string; name: string }) => [r.code, r.name])).toEqual([['330000', '浙江省']]);
    const cities = await call(s, `${SYS}/region/select`, { token, query: { code: '330000' } });
    expect(cities.body.data).toHaveLength(11);
    expect(cities.body.data[0]).toMatchObject({ code: '330100', name: '杭州市', parentCode: '330000' });
    expect((await call(s, `${SYS}/region/select`, { token, query: { code: '' } })).body.data).toHaveLength(1);
    expect((await call(s, `${SYS}/region/select`, { token, query: { code: '999999' } })).body.data).toEqual([]);
  });

  it('refuses a malformed code and a caller without a token', async () => {
    const bad = await call(s, `${SYS}/region/select`, { token, query: { code: "00' or '1'='1" } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数格式错误: code');
    expect((await call(s, `${SYS}/region/select`)).status).toBe(401);
  });
});
