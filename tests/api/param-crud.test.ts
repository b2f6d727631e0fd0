import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { expectJustNow } from './wire-time';

const server = useServer();
let token: string;

beforeAll(async () => {
  token = (await login(server)).access_token;
});

/** A page of params as the administrator. */
const page = (query: Record<string, string | number | undefined>) =>
  call(server, '/api/blade-system/param/page', { token, query });
const submit = (body: unknown, t = token) => call(server, '/api/blade-system/param/submit', { token: t, body });

describe('param: the resource engine end to end', () => {
  it('pages the seeded parameters in the Blade page shape', async () => {
    const r = await page({ current: 1, size: 10 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(r.body.data).toMatchObject({ current: 1, size: 10, orders: [], searchCount: true });
    expect(r.body.data.total).toBe(4);
    expect(r.body.data.pages).toBe(1);
    const keys = r.body.data.records.map((p: { paramKey: string }) => p.paramKey);
    expect(keys).toContain('account.failCount');
    const row = r.body.data.records[0];
    expect(typeof row.id).toBe('string');
    expectJustNow(row.createTime);
    expect(row.tenantId).toBe('000000');
  });

  it('answers the spec messages for missing fields, in field order', async () => {
    let r = await submit({});
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '请输入参数名称' });
    r = await submit({ paramName: '测试' });
    expect(r.body.msg).toBe('请输入参数键名');
    r = await submit({ paramName: '测试', paramKey: 'x.y', paramValue: '  ' });
    expect(r.body.msg).toBe('请输入参数键值');
  });

  it('round-trips submit, detail, update and remove', async () => {
    const created = await submit({ paramName: '巡检周期', paramKey: 'inspect.cycle', paramValue: '7', remark: '天' });
    expect(created.status).toBe(200);
    expect(created.body.success).toBe(true);
    const id = created.body.data.id as string;
    expect(id).toMatch(/^\d{15,19}$/);

    const detail = await call(server, '/api/blade-system/param/detail', { token, query: { id } });
    expect(detail.body.data).toMatchObject({
      id,
      paramName: '巡检周期',
      paramKey: 'inspect.cycle',
      paramValue: '7',
      remark: '天',
      isDeleted: 0,
      status: 1,
    });

    const updated = await submit({ id, paramValue: '14' });
    expect(updated.body.data).toMatchObject({ id, paramName: '巡检周期', paramValue: '14' });
    const emptied = await submit({ id, paramName: '' });
    expect(emptied.body.msg).toBe('请输入参数名称');

    const removed = await call(server, '/api/blade-system/param/remove', { token, method: 'POST', query: { ids: id } });
    expect(removed.body).toMatchObject({ code: 200, success: true });
    const gone = await call(server, '/api/blade-system/param/detail', { token, query: { id } });
    expect(gone.body).toMatchObject({ code: 200, data: null, msg: '暂无承载数据' });
    const again = await call(server, '/api/blade-system/param/remove', { token, method: 'POST', query: { ids: id } });
    expect(again.body.success).toBe(false);
  });

  it('refuses a duplicate key among live rows with the declared message', async () => {
    await submit({ paramName: 'a', paramKey: 'dup.key', paramValue: '1' });
    const r = await submit({ paramName: 'b', paramKey: 'dup.key', paramValue: '2' });
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '参数键名已存在' });
  });

  it('ignores mass assignment of tenantId, createUser and isDeleted', async () => {
    const me = await login(server);
    const r = await submit({
      paramName: 'm',
      paramKey: 'mass.assign',
      paramValue: '1',
      tenantId: '100001',
      createUser: '1',
      isDeleted: 1,
      createTime: '2000-01-01 00:00:00',
    });
    expect(r.body.data).toMatchObject({ tenantId: '000000', createUser: me.user_id, isDeleted: 0 });
    expect(r.body.data.createTime.startsWith('2000')).toBe(false);
    const id = r.body.data.id;
    const upd = await submit({ id, tenantId: '100001', isDeleted: 1, createUser: '1' });
    expect(upd.body.data).toMatchObject({ tenantId: '000000', isDeleted: 0, createUser: me.user_id });
  });

  it('filters with Blade suffixes on declared fields and sorts on declared fields', async () => {
    const like = await page({ paramName: '密码' });
    expect(like.body.data.records.map((p: { paramKey: string }) => p.paramKey).sort()).toEqual([
      'account.initPassword',
      'tenant.default.password',
    ]);
    const eq = await page({ paramKey_equal: 'account.failCount' });
    expect(eq.body.data.total).toBe(1);
    const right = await page({ paramKey_likeright: 'account.' });
    expect(right.body.data.total).toBe(3);
    // LIKE wildcards in a value are literal characters.
    const literal = await page({ paramKey: '%' });
    expect(literal.body.data.total).toBe(0);
    const future = await page({ createTime_datege: '2999-01-01 00:00:00' });
    expect(future.body.data.total).toBe(0);
    const past = await page({ createTime_datege: '2000-01-01 00:00:00', createTime_datele: '2999-01-01 00:00:00' });
    expect(past.body.data.total).toBeGreaterThanOrEqual(4);
    const asc = await page({ ascs: 'paramKey', size: 100 });
    const keys = asc.body.data.records.map((p: { paramKey: string }) => p.paramKey);
    expect(keys).toEqual([...keys].sort());
    const desc = await call(server, '/api/blade-system/param/list', { token, query: { descs: 'param_key' } });
    const dkeys = desc.body.data.records.map((p: { paramKey: string }) => p.paramKey);
    expect(dkeys).toEqual([...dkeys].sort().reverse());
  });

  it('ignores undeclared filters, operators and sort fields, as Blade does', async () => {
    const all = (await page({})).body.data.total;
    for (const query of [
      { password: 'x' },
      { paramName_ge: 'x' },
      { ascs: 'remark' },
      { descs: 'param_name;drop table blade_param' },
    ]) {
      const r = await page(query);
      expect(r.status, JSON.stringify(query)).toBe(200);
      expect(r.body.data.total, JSON.stringify(query)).toBe(all);
    }
  });

  it('answers 400 with a message for bad paging and bad values', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ size: '0' }, '分页参数错误: size 应在 1 到 1000 之间'],
      [{ current: 'abc' }, '分页参数错误: current'],
      [{ createTime_datege: 'yesterday' }, '日期格式错误: createTime_datege'],
    ];
    for (const [query, msg] of cases) {
      const r = await page(query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body).toMatchObject({ code: 400, success: false, msg });
    }
  });

  it('refuses calls without a token and answers JSON 404 for unknown API paths', async () => {
    const r = await call(server, '/api/blade-system/param/page');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, success: false, msg: '缺失令牌,鉴权失败' });
    const bad = await call(server, '/api/blade-system/param/page', { headers: { 'Blade-Auth': 'bearer not.a.token' } });
    expect(bad.status).toBe(401);
    const nf = await call(server, '/api/blade-system/nothing-here', { token });
    expect(nf.status).toBe(404);
    expect(nf.body).toMatchObject({ code: 404, success: false });
  });

  it('answers malformed JSON bodies with 400, not 500', async () => {
    const res = await fetch(`${server.url}/api/blade-system/param/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Blade-Auth': `bearer ${token}` },
      body: '{"paramName": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, success: false });
  });
});
