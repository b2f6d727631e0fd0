import type { FieldDef, FilterOp, ResourceDef } from '../../resources/types';
import { allResources } from '../../resources/declarations';
import { viaFiltersOf } from '../../resources/via-filters';
import { badRequest } from '../http/errors';
import { isCalendarDate, isDecimal, isInt32, isInt64Id } from './wire-values';

export interface Filter {
  column: string;
  type: FieldDef['type'];
  /** Blade's operators, and `member`: one id of a comma-joined id list (a user's deptId, roleId). */
  op: Exclude<FilterOp, 'ignore'> | 'member';
  value: string;
  /**
   * A via filter (resources/via-filters.ts): `column` is the target table's, and the row matches when
   * its reference column names a live target row that matches.
   */
  via?: { reference: string; table: string; tenantScoped: boolean };
}

/** A filterable name of a list: a field of the resource, or a via filter through one of its references. */
interface Filterable {
  field: FieldDef;
  ops: FilterOp[];
  /** Of a via filter: the target's column and how to reach it. */
  via?: { column: string; through: NonNullable<Filter['via']> };
}

export interface ListParams {
  current: number;
  size: number;
  filters: Filter[];
  orders: Array<{ column: string; dir: 'asc' | 'desc' }>;
}

const PAGING = new Set(['current', 'size', 'ascs', 'descs', '_t']);
export const MAX_PAGE_SIZE = 1000;

// Blade's filter operators (the suffix of `<name>_<op>`), in families.
const EQUALITY_OPS: FilterOp[] = ['', 'equal', 'notequal'];
const LIKE_OPS: FilterOp[] = ['like', 'likeleft', 'likeright', 'notlike'];
/** Comparisons of the stored value; the `date…` ones compare a moment's day. */
const ORDER_OPS: FilterOp[] = ['ge', 'le', 'gt', 'lt'];
const DAY_OPS: FilterOp[] = ['datege', 'dategt', 'dateequal', 'datele', 'datelt'];
/** Empty or not, and `ignore`: a parameter the client sends that filters nothing. */
const PRESENCE_OPS: FilterOp[] = ['null', 'notnull', 'ignore'];

const SUFFIXES: FilterOp[] = [...EQUALITY_OPS, ...LIKE_OPS, ...DAY_OPS, ...ORDER_OPS, ...PRESENCE_OPS].filter(Boolean);
const TEXT_OPS: FilterOp[] = [...EQUALITY_OPS, ...LIKE_OPS, ...PRESENCE_OPS];
const NUMBER_OPS: FilterOp[] = [...EQUALITY_OPS, ...ORDER_OPS, ...PRESENCE_OPS];
const DATE_OPS: FilterOp[] = ['', ...DAY_OPS, ...ORDER_OPS, ...PRESENCE_OPS];
const COMPARE_OPS: FilterOp[] = [...EQUALITY_OPS, ...ORDER_OPS];

const isNumeric = (f: FieldDef) => f.type === 'int' || f.type === 'number' || f.type === 'id';
const isDate = (f: FieldDef) => f.type === 'date' || f.type === 'datetime';

/** The operators a field accepts: its declaration's, never LIKE on a number or date column. */
function opsFor(f: FieldDef): FilterOp[] {
  if (!f.filter) return [];
  const typed = isNumeric(f) ? NUMBER_OPS : isDate(f) ? DATE_OPS : TEXT_OPS;
  if (!Array.isArray(f.filter)) return typed;
  const valid: FilterOp[] = typed === TEXT_OPS ? [...TEXT_OPS, ...ORDER_OPS] : typed;
  return [...f.filter, 'ignore' as const].filter((op) => valid.includes(op));
}

const declarationNamed = (name: string) => allResources.find((d) => d.name === name);

const shapes = new WeakMap<ResourceDef, ReturnType<typeof buildShape>>();

/** The known, filterable and sortable fields of a resource, including the audit columns lists always offer. */
export function queryShape(def: ResourceDef) {
  let shape = shapes.get(def);
  if (!shape) shapes.set(def, (shape = buildShape(def)));
  return shape;
}

function buildShape(def: ResourceDef) {
  const createTime: FieldDef = {
    name: 'createTime',
    label: '创建时间',
    type: 'datetime',
    filter: true,
    sortable: true,
  };
  const updateTime: FieldDef = {
    name: 'updateTime',
    label: '更新时间',
    type: 'datetime',
    filter: true,
    sortable: true,
  };
  const id: FieldDef = { name: 'id', label: 'ID', type: 'id', filter: ['equal'], sortable: true };
  const status: FieldDef = {
    name: 'status',
    label: '状态',
    type: 'int',
    filter: ['equal', 'notequal'],
    sortable: true,
  };
  // Server-only fields (password hashes) are no field of the wire: never a condition, never an order.
  // Nor are masked ones (identity numbers): a LIKE on them would tell the hidden digits one by one.
  const fields = [...def.fields.filter((f) => !f.serverOnly && !f.masked), createTime, updateTime, id, status];
  const filterable = new Map<string, Filterable>(
    fields.filter((f) => f.filter).map((f) => [f.name, { field: f, ops: opsFor(f) }]),
  );
  for (const v of viaFiltersOf(def, declarationNamed)) {
    const through = { reference: v.via.name, table: v.target.table, tenantScoped: v.target.tenantScoped };
    filterable.set(v.field.name, {
      field: v.field,
      ops: opsFor(v.field),
      via: { column: v.filter.field, through },
    });
  }
  return {
    known: new Map(fields.map((f) => [f.name, f])),
    filterable,
    sortable: new Map(fields.filter((f) => f.sortable).map((f) => [f.name, f])),
  };
}

/**
 * What a bare field name means, as Blade's entity binding does it: equality for ids, numbers, dates and
 * coded values (dictionary, choices, or a field declared for equality only), list membership for
 * comma-joined ids, LIKE for free text.
 */
function plainOp(f: FieldDef, value: string): Filter['op'] {
  if (f.type === 'ids') return 'member';
  if (isNumeric(f)) return 'equal';
  if (isDate(f)) return f.type === 'date' || !value.includes(':') ? 'dateequal' : 'equal';
  if (f.dict || f.choices) return 'equal';
  const declared = Array.isArray(f.filter) ? f.filter : [];
  if (declared.length && !declared.includes('') && !declared.includes('like') && declared.includes('equal'))
    return 'equal';
  return 'like';
}

/** The value of one condition, checked against its column type: a bad one answers 400 naming the parameter. */
function checkValue(f: FieldDef, op: Filter['op'], raw: string, key: string): string {
  if (op === 'null' || op === 'notnull') return '';
  if (raw.length > 500) throw badRequest(`查询参数过长: ${key}`);
  if (raw.includes('\u0000')) throw badRequest(`查询参数包含非法字符: ${key}`);
  if (op.startsWith('date') || (isDate(f) && !LIKE_OPS.includes(op as FilterOp))) {
    const v = raw.trim();
    if (!isCalendarDate(v, f.type !== 'date' || op.startsWith('date'))) throw badRequest(`日期格式错误: ${key}`);
    return v;
  }
  if (op === 'member') {
    const v = raw.trim();
    if (v === '0' || !isInt64Id(v)) throw badRequest(`查询参数格式错误: ${key} 应为数据编号`);
    return v;
  }
  if (!COMPARE_OPS.includes(op as FilterOp) || !isNumeric(f)) return raw;
  const v = raw.trim();
  if (f.type === 'id' && !isInt64Id(v)) throw badRequest(`查询参数格式错误: ${key} 应为数据编号`);
  if (f.type === 'int' && !isInt32(v)) {
    throw badRequest(/^-?\d+$/.test(v) ? `查询参数超出范围: ${key}` : `查询参数格式错误: ${key} 应为整数`);
  }
  if (f.type === 'number' && !isDecimal(v)) throw badRequest(`查询参数格式错误: ${key} 应为数字`);
  return v;
}

function one(v: unknown): string {
  if (Array.isArray(v)) return one(v[v.length - 1]);
  return v === undefined || v === null ? '' : String(v);
}

function splitKey(key: string): { name: string; op: FilterOp } {
  const us = key.lastIndexOf('_');
  const suffix = key.slice(us + 1) as FilterOp;
  return us > 0 && SUFFIXES.includes(suffix) ? { name: key.slice(0, us), op: suffix } : { name: key, op: '' };
}

function pageNumber(raw: unknown, fallback: number): number {
  const s = one(raw).trim();
  return s === '' ? fallback : Number(s);
}

/** Blade's `current` (from 1) and `size` (10 when absent), checked: out of range answers 400 with a message. */
export function pagingOf(query: Record<string, unknown>, maxSize: number): { current: number; size: number } {
  const current = pageNumber(query.current, 1);
  const size = pageNumber(query.size, 10);
  if (!Number.isInteger(current) || current < 1 || current > 1_000_000) throw badRequest('分页参数错误: current');
  if (!Number.isInteger(size) || size < 1 || size > maxSize)
    throw badRequest(`分页参数错误: size 应在 1 到 ${maxSize} 之间`);
  return { current, size };
}

/**
 * Blade list parameters. As Blade binds a query to its entity, what is not a field of the resource
 * (an unknown parameter, an operator the field does not declare, a sort on an undeclared field) is
 * ignored and never reaches the database, and a blank value is no condition. What is used is checked:
 * a value that does not fit its column answers 400 with a message.
 */
export function parseListParams(
  def: ResourceDef,
  query: Record<string, unknown>,
  extraAllowed: string[] = [],
): ListParams {
  const { known, filterable, sortable } = queryShape(def);
  const { current, size } = pagingOf(query, MAX_PAGE_SIZE);

  const orders: ListParams['orders'] = [];
  for (const [param, dir] of [
    ['ascs', 'asc'],
    ['descs', 'desc'],
  ] as const) {
    for (const name of one(query[param])
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      // Blade clients sometimes send snake_case column names; accept both spellings of a declared field.
      const column = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      if (sortable.has(column) && !orders.some((o) => o.column === column)) orders.push({ column, dir });
    }
  }

  const filters: Filter[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (PAGING.has(key) || extraAllowed.includes(key)) continue;
    const { name, op } = splitKey(key);
    const through = filterable.get(name)?.via;
    const field = through ? filterable.get(name)!.field : known.get(name);
    if (!field || op === 'ignore') continue;
    const value = one(rawValue);
    const blank = value.trim() === '';
    // A via filter's column is the referenced field's, in the target table.
    const column = through ? through.column : name;
    const via = through ? { via: through.through } : {};
    if (op === '') {
      if (blank) continue;
      const plain = plainOp(field, value);
      filters.push({ column, type: field.type, op: plain, value: checkValue(field, plain, value, key), ...via });
      continue;
    }
    if (!filterable.get(name)?.ops.includes(op)) continue;
    if (blank && op !== 'null' && op !== 'notnull') continue;
    filters.push({ column, type: field.type, op, value: checkValue(field, op, value, key), ...via });
  }
  return { current, size, filters, orders };
}
