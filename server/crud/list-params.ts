import type { FieldDef, FilterOp, ResourceDef } from '../../resources/types';
import { snake } from '../../resources/types';
import { badRequest } from '../http/errors';
import { isId } from '../http/ids';

export interface Filter {
  column: string;
  type: FieldDef['type'];
  op: Exclude<FilterOp, 'ignore'>;
  value: string;
}

export interface ListParams {
  current: number;
  size: number;
  filters: Filter[];
  orders: Array<{ column: string; dir: 'asc' | 'desc' }>;
}

const SUFFIXES: FilterOp[] = ['equal', 'notequal', 'likeleft', 'likeright', 'notlike', 'like', 'datege', 'dategt', 'dateequal', 'datele', 'datelt', 'ge', 'le', 'gt', 'lt', 'notnull', 'null', 'ignore'];
const PAGING = new Set(['current', 'size', 'ascs', 'descs', '_t']);
export const MAX_PAGE_SIZE = 1000;

const TEXT_OPS: FilterOp[] = ['', 'equal', 'notequal', 'like', 'likeleft', 'likeright', 'notlike', 'null', 'notnull', 'ignore'];
const NUMBER_OPS: FilterOp[] = ['', 'equal', 'notequal', 'ge', 'le', 'gt', 'lt', 'null', 'notnull', 'ignore'];
const DATE_OPS: FilterOp[] = ['datege', 'dategt', 'dateequal', 'datele', 'datelt', 'ge', 'le', 'gt', 'lt', 'null', 'notnull', 'ignore'];

function opsFor(f: FieldDef): FilterOp[] {
  if (!f.filter) return [];
  if (Array.isArray(f.filter)) return [...f.filter, 'ignore'];
  switch (f.type) {
    case 'int': case 'number': case 'id': return NUMBER_OPS;
    case 'date': case 'datetime': return DATE_OPS;
    default: return TEXT_OPS;
  }
}

const shapes = new WeakMap<ResourceDef, ReturnType<typeof buildShape>>();

/** The filterable and sortable fields of a resource, including the audit columns lists always offer. */
export function queryShape(def: ResourceDef) {
  let shape = shapes.get(def);
  if (!shape) shapes.set(def, (shape = buildShape(def)));
  return shape;
}

function buildShape(def: ResourceDef) {
  const createTime: FieldDef = { name: 'createTime', label: '创建时间', type: 'datetime', filter: true, sortable: true };
  const updateTime: FieldDef = { name: 'updateTime', label: '更新时间', type: 'datetime', filter: true, sortable: true };
  const id: FieldDef = { name: 'id', label: 'ID', type: 'id', filter: ['equal'], sortable: true };
  const status: FieldDef = { name: 'status', label: '状态', type: 'int', filter: ['equal', 'notequal'], sortable: true };
  const fields = [...def.fields.filter((f) => !f.serverOnly), createTime, updateTime, id, status];
  return {
    filterable: new Map(fields.filter((f) => f.filter).map((f) => [f.name, { field: f, ops: opsFor(f) }])),
    sortable: new Map(fields.filter((f) => f.sortable).map((f) => [f.name, f])),
  };
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

function checkValue(f: FieldDef, op: FilterOp, raw: string, key: string): string {
  if (op === 'null' || op === 'notnull') return '';
  if (raw.length > 500) throw badRequest(`查询参数过长: ${key}`);
  if (raw.includes('\u0000')) throw badRequest(`查询参数包含非法字符: ${key}`);
  const numericOp = ['', 'equal', 'notequal', 'ge', 'le', 'gt', 'lt'].includes(op);
  if ((f.type === 'int' || f.type === 'number') && numericOp && !/^-?\d+(\.\d+)?$/.test(raw)) throw badRequest(`查询参数格式错误: ${key}`);
  if (f.type === 'id' && numericOp && !isId(raw) && raw !== '0') throw badRequest(`查询参数格式错误: ${key}`);
  if ((f.type === 'date' || f.type === 'datetime' || op.startsWith('date')) && !DATE_RE.test(raw)) throw badRequest(`日期格式错误: ${key}`);
  return raw;
}

function one(v: unknown): string {
  if (Array.isArray(v)) return one(v[v.length - 1]);
  return v === undefined || v === null ? '' : String(v);
}

/**
 * Blade list parameters, accepted only for what the resource declares: unknown parameters, operators,
 * or sort fields answer 400 with a message instead of reaching the database.
 */
export function parseListParams(def: ResourceDef, query: Record<string, unknown>, extraAllowed: string[] = []): ListParams {
  const { filterable, sortable } = queryShape(def);
  const current = query.current === undefined || query.current === '' ? 1 : Number(one(query.current));
  const size = query.size === undefined || query.size === '' ? 10 : Number(one(query.size));
  if (!Number.isInteger(current) || current < 1 || current > 1_000_000) throw badRequest('分页参数错误: current');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw badRequest(`分页参数错误: size 应在 1 到 ${MAX_PAGE_SIZE} 之间`);

  const orders: ListParams['orders'] = [];
  for (const [param, dir] of [['ascs', 'asc'], ['descs', 'desc']] as const) {
    const list = one(query[param]);
    if (!list) continue;
    for (const name of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      // Blade clients sometimes send snake_case column names; accept both spellings of a declared field.
      const camel = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      if (!sortable.has(camel)) throw badRequest(`不支持的排序字段: ${name}`);
      orders.push({ column: snake(camel), dir });
    }
  }

  const filters: Filter[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (PAGING.has(key) || extraAllowed.includes(key)) continue;
    const value = one(rawValue);
    let name = key;
    let op: FilterOp = '';
    const us = key.lastIndexOf('_');
    if (us > 0) {
      const suffix = key.slice(us + 1) as FilterOp;
      if (SUFFIXES.includes(suffix)) {
        name = key.slice(0, us);
        op = suffix;
      }
    }
    const entry = filterable.get(name);
    if (!entry) throw badRequest(`不支持的查询参数: ${key}`);
    if (!entry.ops.includes(op)) throw badRequest(`不支持的查询条件: ${key}`);
    if (op === 'ignore') continue;
    // An empty value means "no condition", as Blade's query wrapper treats it.
    if (value === '' && op !== 'null' && op !== 'notnull') continue;
    filters.push({ column: snake(name), type: entry.field.type, op, value: checkValue(entry.field, op, value, key) });
  }
  return { current, size, filters, orders };
}
