import type { FieldDef, ResourceDef } from '../../resources/types';
import { badRequest } from '../http/errors';
import { queryShape } from '../crud/list-params';

/**
 * react-admin's simple REST list query (`sort=["f","ASC"]`, `range=[0,24]`, `filter={...}`) as the Blade
 * query of the same resource (`ascs`/`descs`, `current`/`size`, `<field>` / `<field>_<op>`). Pure, so it
 * is checked without a server. Where Blade quietly ignores what its entity does not know, the dialect
 * refuses it with 400: a caller of a REST API expects a filter it sent to filter.
 */

export type BladeQuery = Record<string, string>;

/** The dialect's list query, translated: the Blade query, the first row's offset, and getMany's ids. */
export interface DialectList {
  query: BladeQuery;
  /** Offset of the page's first row (the start of `range`), for Content-Range. */
  start: number;
  /** getMany (`filter={"id":[1,2,3]}`): the ids asked for, read one by one through Blade detail. */
  ids?: string[];
}

/** The most ids one getMany may ask for. */
export const MAX_MANY = 100;

function parsed(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(`参数格式错误: ${name}`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`参数格式错误: ${name}`);
  }
}

/** `range=[start,end]`, both inclusive, as Blade's page: react-admin's ranges are whole pages. */
function pageOf(raw: unknown): { current: number; size: number; start: number } | undefined {
  const range = parsed(raw, 'range');
  if (range === undefined) return undefined;
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0))
    throw badRequest('参数格式错误: range 应为 [起始, 结束]');
  const [start, end] = range as [number, number];
  if (end < start) throw badRequest('参数格式错误: range 的结束不能小于起始');
  const size = end - start + 1;
  if (start % size !== 0) throw badRequest(`分页范围须与每页条数对齐: range [${start},${end}]`);
  return { current: start / size + 1, size, start };
}

/** `sort=["field","ASC"|"DESC"]`: a field the declaration lets lists sort by. */
function orderOf(def: ResourceDef, raw: unknown): BladeQuery {
  const sort = parsed(raw, 'sort');
  if (sort === undefined) return {};
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(sort[1]))
    throw badRequest('参数格式错误: sort 应为 ["字段", "ASC" 或 "DESC"]');
  const [field, order] = sort as [string, 'ASC' | 'DESC'];
  if (!queryShape(def).sortable.has(field)) throw badRequest(`不支持按该字段排序: ${field}`);
  return { [order === 'DESC' ? 'descs' : 'ascs']: field };
}

/** The field the free-text box (`q`) searches: the declaration's first `search` field, as the web app's list. */
export function searchFieldOf(def: ResourceDef): FieldDef | undefined {
  const { known } = queryShape(def);
  return def.fields.find((f) => f.search && known.has(f.name));
}

/**
 * A filter key the declaration allows: a filterable field or via filter, bare or with one of its
 * operators (`createTime_datege`), or a bare reference field (react-admin's getManyReference target).
 */
function allowedKey(def: ResourceDef, key: string): boolean {
  const { known, filterable } = queryShape(def);
  if (filterable.has(key)) return true;
  if (known.get(key)?.reference) return true;
  const us = key.lastIndexOf('_');
  if (us <= 0) return false;
  const ops = filterable.get(key.slice(0, us))?.ops ?? [];
  return (ops as string[]).includes(key.slice(us + 1)) && key.slice(us + 1) !== 'ignore';
}

function scalar(key: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(Number(value));
  throw badRequest(`过滤条件只接受单个值: ${key}`);
}

/** getMany's `{"id":[...]}`: ids only, no other condition beside them. */
function manyIds(filter: Record<string, unknown>): string[] | undefined {
  if (!Array.isArray(filter.id)) return undefined;
  if (Object.keys(filter).length > 1) throw badRequest('按编号取多条时不能再加其他过滤条件');
  const ids = filter.id.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''));
  if (ids.some((id) => !/^\d{1,19}$/.test(id))) throw badRequest('参数格式错误: id 应为数据编号');
  if (ids.length > MAX_MANY) throw badRequest(`一次最多读取${MAX_MANY}条`);
  return [...new Set(ids)];
}

function conditionsOf(def: ResourceDef, filter: Record<string, unknown>): BladeQuery {
  const query: BladeQuery = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      const field = searchFieldOf(def);
      if (!field) throw badRequest(`${def.label}不支持全文搜索: q`);
      const v = scalar(key, value);
      if (v !== undefined) query[field.name] = v;
      continue;
    }
    // Blade's id condition is equality: a single id filters the page like any other condition.
    const name = key === 'id' ? 'id_equal' : key;
    if (!allowedKey(def, name)) throw badRequest(`不支持的过滤条件: ${key}`);
    const v = scalar(key, value);
    if (v !== undefined) query[name] = v;
  }
  return query;
}

/** The dialect's list query of one resource as its Blade page query; 400 for what the declaration does not allow. */
export function dialectList(def: ResourceDef, q: Record<string, unknown>): DialectList {
  const filter = parsed(q.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('参数格式错误: filter 应为对象');
  const page = pageOf(q.range);
  const ids = manyIds(filter as Record<string, unknown>);
  if (ids) return { query: {}, start: 0, ids };
  const query: BladeQuery = {
    ...orderOf(def, q.sort),
    ...conditionsOf(def, filter as Record<string, unknown>),
    ...(page ? { current: String(page.current), size: String(page.size) } : {}),
  };
  return { query, start: page?.start ?? 0 };
}
