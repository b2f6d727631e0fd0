import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bladeDataProvider, PICKER_META } from '../../dataProvider';
import { ok, stubFetch } from './support/fetch';

const BASE = '/api/blade-system/dept';
const provider = bladeDataProvider(
  () => BASE,
  () => 'deptName',
);

describe('reference picker reads (meta.picker) -> {base}/options', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('getList searches the label field, at most 50 names', async () => {
    const { calls } = stubFetch(ok([{ id: 7, deptName: '执法一队' }]));
    const result = await provider.getList('dept', {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'sort', order: 'ASC' },
      filter: { deptName: '执法' },
      meta: PICKER_META,
    });
    expect(calls[0].path).toBe(`${BASE}/options`);
    expect(calls[0].query).toEqual({ deptName: '执法', size: '50' });
    expect(result).toEqual({ data: [{ id: '7', deptName: '执法一队' }], total: 1 });
  });

  it('getMany asks for the names of all ids in one call', async () => {
    const { calls } = stubFetch(
      ok([
        { id: '7', deptName: '执法一队' },
        { id: '9', deptName: '市场管理科' },
      ]),
    );
    const result = await provider.getMany('dept', { ids: ['7', '9'], meta: PICKER_META });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${BASE}/options?ids=7%2C9`);
    expect(result.data.map((r) => r.deptName)).toEqual(['执法一队', '市场管理科']);
  });

  it('other reads keep their routes', async () => {
    const { calls } = stubFetch(({ query }) => ok({ id: query.id }));
    await provider.getMany('dept', { ids: ['1'] });
    expect(calls[0].path).toBe(`${BASE}/detail`);
  });
});
