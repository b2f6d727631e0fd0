import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';

const server = useServer();
let a: string; // platform tenant 000000
let b: string; // demo tenant 100001
let aRows: string[];

beforeAll(async () => {
  a = (await login(server, 'admin', undefined, '000000')).access_token;
  b = (await login(server, 'admin', undefined, '100001')).access_token;
  aRows = [];
  for (const key of ['a.one', 'a.two']) {
    const r = await call(server, '/api/blade-system/param/submit', {
      token: a,
      body: { paramName: key, paramKey: key, paramValue: 'secret-of-a' },
    });
    aRows.push(r.body.data.id);
  }
});

describe('tenant isolation in the data layer', () => {
  it('tenant B lists only its own rows', async () => {
    const page = await call(server, '/api/blade-system/param/page', { token: b, query: { size: 100 } });
    expect(page.body.data.records.length).toBeGreaterThan(0);
    for (const r of page.body.data.records) expect(r.tenantId).toBe('100001');
    expect(page.body.data.records.map((r: { id: string }) => r.id)).not.toContain(aRows[0]);
    const search = await call(server, '/api/blade-system/param/list', {
      token: b,
      query: { paramKey_likeright: 'a.' },
    });
    expect(search.body.data.records).toEqual([]);
    const byId = await call(server, '/api/blade-system/param/page', { token: b, query: { id_equal: aRows[0] } });
    expect(byId.body.data.total).toBe(0);
  });

  it('tenant B cannot read A rows by id', async () => {
    const r = await call(server, '/api/blade-system/param/detail', { token: b, query: { id: aRows[0] } });
    expect(r.body.data).toBeNull();
  });

  it('tenant B cannot update A rows, and the row stays unchanged', async () => {
    const r = await call(server, '/api/blade-system/param/submit', {
      token: b,
      body: { id: aRows[0], paramValue: 'stolen' },
    });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, msg: '数据不存在' });
    const check = await call(server, '/api/blade-system/param/detail', { token: a, query: { id: aRows[0] } });
    expect(check.body.data.paramValue).toBe('secret-of-a');
  });

  it('tenant B cannot remove A rows by id or by bulk ids, and a mixed bulk removes nothing', async () => {
    const own = await call(server, '/api/blade-system/param/submit', {
      token: b,
      body: { paramName: 'b', paramKey: 'b.own', paramValue: '1' },
    });
    const ownId = own.body.data.id;
    for (const ids of [aRows[0], aRows.join(','), `${ownId},${aRows[1]}`]) {
      const r = await call(server, '/api/blade-system/param/remove', { token: b, method: 'POST', query: { ids } });
      expect(r.body.success, ids).toBe(false);
    }
    for (const id of aRows) {
      const r = await call(server, '/api/blade-system/param/detail', { token: a, query: { id } });
      expect(r.body.data.id).toBe(id);
    }
    const still = await call(server, '/api/blade-system/param/detail', { token: b, query: { id: ownId } });
    expect(still.body.data.id).toBe(ownId);
  });

  it('the same key may exist once per tenant', async () => {
    const r = await call(server, '/api/blade-system/param/submit', {
      token: b,
      body: { paramName: 'x', paramKey: 'a.one', paramValue: 'b-value' },
    });
    expect(r.body.success).toBe(true);
    expect(r.body.data.tenantId).toBe('100001');
  });

  it('tenant B admin cannot reach platform-only resources or change shared dictionaries', async () => {
    const tenants = await call(server, '/api/blade-system/tenant/page', { token: b });
    expect(tenants.status).toBe(403);
    const menus = await call(server, '/api/blade-system/client/page', { token: b });
    expect(menus.status).toBe(403);
    const ownTenants = await call(server, '/api/blade-system/tenant/page', { token: a });
    expect(ownTenants.body.data.total).toBe(2);
  });
});
