import { describe, expect, it } from 'vitest';
import param from '../../resources/system/param/schema';
import subject from '../../resources/subject/subject/schema';
import { dialectList } from '../../server/rest/dialect-query';

/** react-admin's simple REST list query as the Blade query of the same resource (server/rest/dialect-query.ts). */
const list = (def: Parameters<typeof dialectList>[0], q: Record<string, unknown>) =>
  dialectList(def, Object.fromEntries(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)])));

describe('the dialect list query', () => {
  it('turns sort, range and filter into Blade parameters', () => {
    expect(
      list(param, { sort: ['paramKey', 'DESC'], range: [50, 74], filter: { paramKey: 'account.', q: '密码' } }),
    ).toEqual({
      query: { descs: 'paramKey', paramKey: 'account.', paramName: '密码', current: '3', size: '25' },
      start: 50,
    });
    expect(list(param, { sort: ['id', 'ASC'], range: [0, 9], filter: {} })).toEqual({
      query: { ascs: 'id', current: '1', size: '10' },
      start: 0,
    });
  });

  it('keeps declared operators, a single id as equality, and numbers and booleans as Blade flags', () => {
    expect(list(param, { filter: { createTime_datege: '2026-01-01', id: '42' } }).query).toEqual({
      createTime_datege: '2026-01-01',
      id_equal: '42',
    });
    expect(list(subject, { filter: { marketType: 1, pauseStatus: false } }).query).toEqual({
      marketType: '1',
      pauseStatus: '0',
    });
  });

  it("reads getMany's id list as ids, once each", () => {
    expect(list(param, { filter: { id: ['7', 8, '7'] } })).toEqual({ query: {}, start: 0, ids: ['7', '8'] });
  });

  it('refuses what the declaration does not allow, naming it', () => {
    expect(() => list(param, { sort: ['paramValue', 'ASC'] })).toThrow('不支持按该字段排序: paramValue');
    expect(() => list(param, { sort: ['paramKey', 'UP'] })).toThrow(
      '参数格式错误: sort 应为 ["字段", "ASC" 或 "DESC"]',
    );
    expect(() => list(param, { filter: { tenantId: '000000' } })).toThrow('不支持的过滤条件: tenantId');
    expect(() => list(param, { filter: { paramKey_gt: 'a' } })).toThrow('不支持的过滤条件: paramKey_gt');
    expect(() => list(param, { filter: { paramKey: ['a', 'b'] } })).toThrow('过滤条件只接受单个值: paramKey');
    expect(() => list(param, { filter: { id: ['1'], paramKey: 'a' } })).toThrow('按编号取多条时不能再加其他过滤条件');
    expect(() => list(param, { range: [10, 29] })).toThrow('分页范围须与每页条数对齐: range [10,29]');
    expect(() => list(param, { range: [9, 0] })).toThrow('参数格式错误: range 的结束不能小于起始');
    expect(() => dialectList(param, { filter: '{"paramKey":' })).toThrow('参数格式错误: filter');
  });
});
