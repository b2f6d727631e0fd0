import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { expectJustNow } from './wire-time';

const s = useServer();
let a: string, b: string, me: string;

beforeAll(async () => {
  const admin = await login(s);
  a = admin.access_token;
  me = admin.user_id;
  b = (await login(s, 'admin', undefined, '100001')).access_token;
});

async function newItem(token = a) {
  const param = await call(s, '/api/blade-system/param/submit', {
    token,
    body: { paramName: '待审参数', paramKey: `exam.${Date.now()}.${Math.random()}`, paramValue: 'x' },
  });
  const item = await call(s, '/api/blade-system/examine/submit', {
    token,
    body: {
      title: '参数变更审核',
      sourceType: 'param',
      sourceId: param.body.data.id,
      examineStatus: 1,
      examineOpinion: 'forged',
    },
  });
  expect(item.body.success).toBe(true);
  return { item: item.body.data, paramId: param.body.data.id as string };
}

describe('examine (审核管理)', () => {
  it('a new item is pending whatever the client sends for its decision fields', async () => {
    const { item } = await newItem();
    expect(item).toMatchObject({ examineStatus: 0, examineOpinion: null, examineUser: null });
  });

  it('validates the decision, records it once, and names the reviewer', async () => {
    const { item } = await newItem();
    const handle = (body: unknown) => call(s, '/api/blade-system/examine/handle', { token: a, body });
    expect((await handle({ id: item.id, examineStatus: 9 })).body.msg).toBe('请选择审核结果');
    expect((await handle({ id: item.id, examineStatus: 2 })).body.msg).toBe('请输入驳回原因');
    const done = await handle({ id: item.id, examineStatus: 1, examineOpinion: '同意' });
    expect(done.body.data).toMatchObject({ id: item.id, examineStatus: 1, examineOpinion: '同意', examineUser: me });
    expectJustNow(done.body.data.examineTime);
    const again = await handle({ id: item.id, examineStatus: 2, examineOpinion: '改主意' });
    expect(again.body).toMatchObject({ success: false, msg: '该数据已审核,请勿重复操作' });
    const pending = await call(s, '/api/blade-system/examine/page', { token: a, query: { examineStatus_equal: 0 } });
    expect(pending.body.data.records.map((r: { id: string }) => r.id)).not.toContain(item.id);
  });

  it("shows the record an item is about, through that record's own tenant scope", async () => {
    const { item, paramId } = await newItem();
    const info = await call(s, '/api/blade-system/examine/get-abnormal-info', { token: a, query: { id: item.id } });
    expect(info.body.data.examine.id).toBe(item.id);
    expect(info.body.data.source).toMatchObject({ id: paramId, paramName: '待审参数' });
    const foreign = await call(s, '/api/blade-system/examine/get-abnormal-info', { token: b, query: { id: item.id } });
    expect(foreign.body.data).toBeNull();
  });

  it('another tenant cannot decide an item', async () => {
    const { item } = await newItem();
    const r = await call(s, '/api/blade-system/examine/handle', { token: b, body: { id: item.id, examineStatus: 1 } });
    expect(r.status).toBe(404);
    const still = await call(s, '/api/blade-system/examine/detail', { token: a, query: { id: item.id } });
    expect(still.body.data.examineStatus).toBe(0);
  });
});
