import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { tenantStaff } from './tenant-staff';

/**
 * 上报项配置 (resources/system/report-item): report items under a business dictionary, served by the
 * generic routes of their declaration: docs/spec.md §5's messages, the business dictionary's rights, the tenant.
 */
const DEMO = '100001';
const BASE = '/api/blade-system/report-item';

const s = useServer();
let platform: string, demoAdmin: string, clerk: string;
let parentId: string;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  demoAdmin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO)).access_token;
  // A clerk: an enforcer of the demo tenant, in no dept.
  clerk = (await (await tenantStaff(s, DEMO)).add('clerk2', 'enforcer', null)).token;
  const parents = await call(s, '/api/blade-system/dict-biz/parent-list', {
    token: demoAdmin,
    query: { code: 'report_item_type' },
  });
  parentId = parents.body.data.records[0].id;
});

describe('report items (docs/spec.md §3 report item config)', () => {
  it("asks for name, sort and type with docs/spec.md §5's messages, in that order", async () => {
    const submit = (body: Record<string, unknown>) =>
      call(s, `${BASE}/submit`, { token: demoAdmin, body: { parentId, ...body } });
    expect((await submit({})).body.msg).toBe('请输入字典编号');
    expect((await submit({ name: '营业面积' })).body.msg).toBe('请输入字典排序');
    expect((await submit({ name: '营业面积', sort: 1 })).body.msg).toBe('请选择市场类型');
    const saved = await submit({ name: '营业面积', sort: 1, type: 2, cfg: '{"unit":"㎡"}' });
    expect(saved.body.success).toBe(true);
    const list = await call(s, `${BASE}/list`, { token: demoAdmin, query: { parentId_equal: parentId } });
    expect(list.body.data.map((r: Record<string, unknown>) => [r.name, r.sort, r.type, r.cfg])).toEqual([
      ['营业面积', 1, 2, '{"unit":"㎡"}'],
    ]);
  });

  it("follows the business dictionary's rights and stays in its tenant", async () => {
    expect((await call(s, `${BASE}/list`, { token: clerk })).status).toBe(403);
    const mine = await call(s, `${BASE}/page`, { token: platform, query: { size: 100 } });
    expect(mine.body.data.records).toEqual([]);
  });
});
