import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { dbOf } from './auth-fixtures';
import { tenantStaff } from './tenant-staff';
import * as seed from '../../server/db/seed-data';

/** System (shared) and business (per tenant) dictionaries: trees, the dictionary lookups, the rules. */
const DEMO = '100001';
const DICT = '/api/blade-system/dict';
const BIZ = '/api/blade-system/dict-biz';

const s = useServer();
let platform: string, demoAdmin: string, clerk: string;

interface Node {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  enName?: string;
  parentName?: string;
  children?: Node[];
}

/** Saves an unsealed business dictionary entry under `parentId` as `token`; the raw answer. */
const addBizEntry = (token: string, parentId: string, dictKey: string, dictValue: string, sort: number) =>
  call(s, `${BIZ}/submit`, { token, body: { parentId, dictKey, dictValue, sort, isSealed: 0 } });

async function parentOf(token: string, base: string, code: string): Promise<string> {
  const r = await call(s, `${base}/parent-list`, { token, query: { code, size: 100 } });
  const row = r.body.data.records.find((x: Node) => x.code === code);
  return row.id;
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  demoAdmin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO)).access_token;
  // A clerk: an enforcer of the demo tenant, in no dept.
  clerk = (await (await tenantStaff(s, DEMO)).add('clerk1', 'enforcer', null)).token;
});

describe('dictionary lookups (every signed-in user)', () => {
  it('dictionary?code= answers the entries of a code, sorted, in the wire shape', async () => {
    const r = await call(s, `${DICT}/dictionary`, { token: clerk, query: { code: 'sex' } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((e: Record<string, unknown>) => [e.dictKey, e.dictValue, e.enName, e.sort])).toEqual([
      ['1', '男', 'Male', 1],
      ['2', '女', 'Female', 2],
      ['3', '未知', 'Unknown', 3],
    ]);
    expect(Object.keys(r.body.data[0]).sort()).toEqual(['dictKey', 'dictValue', 'enName', 'id', 'sort']);
    expect(typeof r.body.data[0].id).toBe('string');
  });

  it("dict-biz dictionary answers market_type and report_item_type of the caller's tenant", async () => {
    for (const code of ['market_type', 'report_item_type']) {
      const r = await call(s, `${BIZ}/dictionary`, { token: clerk, query: { code } });
      expect(
        r.body.data.map((e: Node) => [e.dictKey, e.dictValue, e.enName]),
        code,
      ).toEqual(seed.bizDicts[code]);
    }
  });

  it('dictionary-tree nests the entries; a missing code is a 400; no token is a 401', async () => {
    const r = await call(s, `${DICT}/dictionary-tree`, { token: clerk, query: { code: 'yes_no' } });
    expect(r.body.data.map((e: Node) => e.dictValue)).toEqual(['否', '是']);
    expect((await call(s, `${DICT}/dictionary`, { token: clerk })).status).toBe(400);
    expect((await call(s, `${DICT}/dictionary`, { query: { code: 'sex' } })).status).toBe(401);
  });

  it('the management reads need the dictionary menus', async () => {
    expect((await call(s, `${DICT}/parent-list`, { token: clerk })).status).toBe(403);
    expect((await call(s, `${BIZ}/parent-list`, { token: clerk })).status).toBe(403);
    expect((await call(s, `${BIZ}/parent-list`, { token: demoAdmin })).status).toBe(200);
    expect((await call(s, `${DICT}/parent-list`, { token: demoAdmin })).status).toBe(403);
  });
});

describe('dictionary management', () => {
  it('parent-list pages the parents only', async () => {
    const r = await call(s, `${DICT}/parent-list`, { token: platform, query: { size: 100 } });
    expect(r.body.data.total).toBe(Object.keys(seed.systemDicts).length);
    expect(r.body.data.records.every((x: Node) => x.parentId === '0' && x.dictKey === '-1')).toBe(true);
    const one = await call(s, `${DICT}/parent-list`, { token: platform, query: { code: 'sex' } });
    expect(one.body.data.records.map((x: Node) => x.code)).toEqual(['sex']);
  });

  it("a child takes its parent's code, needs a key, unique within the code", async () => {
    const sex = await parentOf(platform, DICT, 'sex');
    const made = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { parentId: sex, code: 'other', dictKey: '9', dictValue: '保密', sort: 9, isSealed: 0 },
    });
    expect(made.body.success).toBe(true);
    expect(made.body.data.code).toBe('sex');
    const noKey = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { parentId: sex, dictValue: '无键', sort: 10, isSealed: 0 },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.msg).toBe('请输入字典键值');
    const dup = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { parentId: sex, dictKey: '1', dictValue: '男2', sort: 11, isSealed: 0 },
    });
    expect(dup.body).toMatchObject({ code: 400, success: false, msg: '当前字典键值已存在!' });
    const dupEdit = await call(s, `${DICT}/submit`, { token: platform, body: { id: made.body.data.id, dictKey: '2' } });
    expect(dupEdit.body.msg).toBe('当前字典键值已存在!');
    const sameEdit = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { id: made.body.data.id, dictKey: '9', dictValue: '保密的' },
    });
    expect(sameEdit.body.success).toBe(true);
    const parentClash = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { code: 'sex', dictValue: '性别2', sort: 99, isSealed: 0 },
    });
    expect(parentClash.body.msg).toBe('当前字典键值已存在!');

    // The lookup cache follows the change at once.
    const lookup = await call(s, `${DICT}/dictionary`, { token: clerk, query: { code: 'sex' } });
    expect(lookup.body.data.map((e: Node) => e.dictValue)).toEqual(['男', '女', '未知', '保密的']);
  });

  it("child-list is the tree below a parent, naming each row's parent", async () => {
    const sex = await parentOf(platform, DICT, 'sex');
    const list = await call(s, `${DICT}/child-list`, { token: platform, query: { parentId: sex } });
    const male = list.body.data.find((n: Node) => n.dictValue === '男');
    const grand = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { parentId: male.id, dictKey: '1-1', dictValue: '男童', sort: 1, isSealed: 0 },
    });
    expect(grand.body.data.code).toBe('sex');
    const r = await call(s, `${DICT}/child-list`, { token: platform, query: { parentId: sex } });
    expect(r.body.data.map((n: Node) => n.dictValue)).toEqual(['男', '女', '未知', '保密的']);
    expect(r.body.data.every((n: Node) => n.parentName === '性别')).toBe(true);
    const nested = r.body.data.find((n: Node) => n.id === male.id);
    expect(nested.children.map((n: Node) => [n.dictValue, n.parentName])).toEqual([['男童', '男']]);
    const byName = await call(s, `${DICT}/child-list`, { token: platform, query: { parentId: sex, dictValue: '女' } });
    expect(byName.body.data.map((n: Node) => n.dictValue)).toEqual(['女']);
  });

  it('tree?code=DICT is the whole dictionary as a selection tree', async () => {
    const r = await call(s, `${DICT}/tree`, { token: platform, query: { code: 'DICT' } });
    expect(r.body.data).toHaveLength(Object.keys(seed.systemDicts).length);
    const sex = r.body.data.find((n: { title: string }) => n.title === '性别');
    expect(sex).toMatchObject({ parentId: '0', hasChildren: true });
    expect(sex.value).toBe(sex.id);
    expect(sex.key).toBe(sex.id);
    expect(sex.children.map((n: { title: string }) => n.title)).toEqual(['男', '女', '未知', '保密的']);
  });

  it('sealed rows refuse removal; a parent with children refuses removal', async () => {
    const sex = await parentOf(platform, DICT, 'sex');
    const sealed = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { parentId: sex, dictKey: '8', dictValue: '封存项', sort: 8, isSealed: 1 },
    });
    const gone = await call(s, `${DICT}/remove`, {
      token: platform,
      method: 'POST',
      query: { ids: sealed.body.data.id },
    });
    expect(gone.body).toMatchObject({ code: 400, success: false, msg: '封存数据不可删除' });
    const still = await call(s, `${DICT}/detail`, { token: platform, query: { id: sealed.body.data.id } });
    expect(still.body.data.dictValue).toBe('封存项');

    const parent = await call(s, `${DICT}/remove`, { token: platform, method: 'POST', query: { ids: sex } });
    expect(parent.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });

    const tmp = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { code: 'tmp_dict', dictValue: '临时', sort: 50, isSealed: 0 },
    });
    const child = await call(s, `${DICT}/submit`, {
      token: platform,
      body: { parentId: tmp.body.data.id, dictKey: '1', dictValue: '一', sort: 1, isSealed: 0 },
    });
    expect(child.body.data.code).toBe('tmp_dict');
    // Renaming a parent's code moves its children along.
    await call(s, `${DICT}/submit`, { token: platform, body: { id: tmp.body.data.id, code: 'tmp_dict2' } });
    expect(
      (await call(s, `${DICT}/dictionary`, { token: clerk, query: { code: 'tmp_dict2' } })).body.data.map(
        (e: Node) => e.dictValue,
      ),
    ).toEqual(['一']);
    const both = await call(s, `${DICT}/remove`, {
      token: platform,
      method: 'POST',
      query: { ids: `${tmp.body.data.id},${child.body.data.id}` },
    });
    expect(both.body.success).toBe(true);
    expect((await call(s, `${DICT}/dictionary`, { token: clerk, query: { code: 'tmp_dict2' } })).body.data).toEqual([]);
  });

  it('only the platform changes the system dictionary', async () => {
    const r = await call(s, `${DICT}/submit`, {
      token: demoAdmin,
      body: { code: 'mine', dictValue: '我的', sort: 1, isSealed: 0 },
    });
    expect(r.status).toBe(403);
  });
});

describe('business dictionaries are per tenant', () => {
  it("tenant B sees none of tenant A's rows", async () => {
    const platformMarket = await parentOf(platform, BIZ, 'market_type');
    const a = await addBizEntry(platform, platformMarket, '99', '平台专属', 99);
    expect(a.body.success).toBe(true);
    expect(a.body.data.tenantId).toBe('000000');

    const lookup = await call(s, `${BIZ}/dictionary`, { token: demoAdmin, query: { code: 'market_type' } });
    expect(lookup.body.data.map((e: Node) => e.dictValue)).not.toContain('平台专属');
    expect(lookup.body.data).toHaveLength(seed.bizDicts.market_type.length);
    const page = await call(s, `${BIZ}/page`, { token: demoAdmin, query: { size: 100 } });
    expect(page.body.data.records.length).toBeGreaterThan(0);
    expect(page.body.data.records.every((r: { tenantId: string }) => r.tenantId === DEMO)).toBe(true);
    expect((await call(s, `${BIZ}/detail`, { token: demoAdmin, query: { id: a.body.data.id } })).body.data).toBeNull();
    const children = await call(s, `${BIZ}/child-list`, { token: demoAdmin, query: { parentId: platformMarket } });
    expect(children.body.data).toEqual([]);
    const tree = await call(s, `${BIZ}/tree`, { token: demoAdmin, query: { code: 'DICT' } });
    expect(tree.body.data.map((n: { title: string }) => n.title).sort()).toEqual(
      Object.keys(seed.bizDicts)
        .map((code) => seed.dictNames[code])
        .sort(),
    );

    // Writing under A's parent from B is refused: the parent is not B's.
    const under = await addBizEntry(demoAdmin, platformMarket, '98', '越权', 1);
    expect(under.status).toBe(400);
    expect(under.body.msg).toBe('上级字典不存在');
    const removeA = await call(s, `${BIZ}/remove`, {
      token: demoAdmin,
      method: 'POST',
      query: { ids: a.body.data.id },
    });
    expect(removeA.body.success).toBe(false);
    const rows = await dbOf(s)
      .selectFrom('blade_dict_biz')
      .select('id')
      .where('id', '=', a.body.data.id)
      .where('isDeleted', '=', 0)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("the same key may exist in each tenant; B's own edits follow its own rules", async () => {
    const demoMarket = await parentOf(demoAdmin, BIZ, 'market_type');
    const r = await addBizEntry(demoAdmin, demoMarket, '99', '示范区专属', 99);
    expect(r.body.success).toBe(true);
    expect(r.body.data.code).toBe('market_type');
    const dup = await addBizEntry(demoAdmin, demoMarket, '99', '重复', 99);
    expect(dup.body.msg).toBe('当前字典键值已存在!');
    const lookup = await call(s, `${BIZ}/dictionary`, { token: clerk, query: { code: 'market_type' } });
    expect(lookup.body.data.at(-1)).toMatchObject({ dictKey: '99', dictValue: '示范区专属' });
  });
});
