import { sql, type Expression, type SqlBool } from 'kysely';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { isCalendarDate } from '../../crud/wire-values';
import { S } from '../../http/route-schema';
import { addDays } from '../../../resources/report-periods';
import type { CountedEb } from './counted';

type Query = Record<string, unknown>;

/** The longest range one statistics call reads (ten years: a 本年 view and a few years' comparison fit). */
export const MAX_RANGE_DAYS = 3660;

/**
 * The filters every statistics call takes (docs/spec.md §7 names sdate, edate, dict_key, dept; the screens add
 * region and market type). Choices made here:
 * - the range is [from, to], whole days in the server's time zone; `period` week | month | year means
 *   this week (Monday on), this month, this year up to today; sdate/edate (or sDate/eDate) a custom range;
 *   nothing: this month;
 * - regionCode selects the region and everything under it (codes are prefixes of their children's);
 * - deptId the records owned by that dept (`dept` is its Blade name); marketType (`dict_key`) the
 *   records of subjects of that market type.
 */
export interface StatQuery {
  from: string;
  to: string;
  regionCode?: string;
  deptId?: string;
  marketType?: number;
}

/**
 * The parameters `parseStatQuery` reads (a route's contract): each checked there with its message, and
 * the same names in several spellings (Blade's and the screens'), so they are the parser's to check.
 */
export const STAT_PARAMS = Object.fromEntries(
  [
    'period',
    'sdate',
    'sDate',
    'startDate',
    'edate',
    'eDate',
    'endDate',
    'regionCode',
    'region',
    'deptId',
    'dept',
    'marketType',
    'dict_key',
  ].map((name) => [name, S.any]),
);

const one = (v: unknown): string =>
  Array.isArray(v) ? one(v[v.length - 1]) : v === undefined || v === null ? '' : String(v).trim();

export const first = (q: Query, ...names: string[]): string => {
  for (const n of names) {
    const v = one(q[n]);
    if (v) return v;
  }
  return '';
};

function dayOf(q: Query, ...names: string[]): string | undefined {
  const v = first(q, ...names);
  if (!v) return undefined;
  if (!isCalendarDate(v.slice(0, 10), false)) throw badRequest(`日期格式错误: ${names[0]}`);
  return v.slice(0, 10);
}

export function intParam(q: Query, ...names: string[]): number | undefined {
  const v = first(q, ...names);
  if (!v) return undefined;
  if (!/^-?\d{1,9}$/.test(v)) throw badRequest(`查询参数格式错误: ${names[0]}`);
  return Number(v);
}

export function idParam(q: Query, ...names: string[]): string | undefined {
  const v = first(q, ...names);
  if (!v) return undefined;
  if (!isId(v)) throw badRequest(`查询参数格式错误: ${names[0]} 应为数据编号`);
  return v;
}

/** The first day of the named period that holds `today` (weeks begin on Monday). */
export function periodStart(period: string, today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  switch (period) {
    case 'week':
      return addDays(today, -((d.getUTCDay() + 6) % 7));
    case 'year':
      return `${today.slice(0, 4)}-01-01`;
    default:
      return `${today.slice(0, 7)}-01`;
  }
}

export function parseStatQuery(q: Query, today: string): StatQuery {
  const period = first(q, 'period');
  if (period && !['week', 'month', 'year', 'custom'].includes(period)) throw badRequest('查询参数格式错误: period');
  const sdate = dayOf(q, 'sdate', 'sDate', 'startDate');
  const edate = dayOf(q, 'edate', 'eDate', 'endDate');
  const from = sdate ?? (period === 'custom' || !period ? periodStart('month', today) : periodStart(period, today));
  const to = edate ?? today;
  if (from > to) throw badRequest('开始日期不能晚于结束日期');
  if (addDays(from, MAX_RANGE_DAYS) < to) throw badRequest(`统计区间不能超过 ${MAX_RANGE_DAYS} 天`);
  const regionCode = first(q, 'regionCode', 'region');
  if (regionCode && !/^\d{1,12}$/.test(regionCode)) throw badRequest('查询参数格式错误: regionCode');
  return {
    from,
    to,
    regionCode: regionCode || undefined,
    deptId: idParam(q, 'deptId', 'dept'),
    marketType: intParam(q, 'marketType', 'dict_key'),
  };
}

/** `column` (an expression, or a column as SQL names it) within the query's days (a datetime column; the end day counts whole). */
export const inRange = (eb: CountedEb, column: Expression<unknown> | string, s: StatQuery): Expression<SqlBool> => {
  const col = typeof column === 'string' ? sql.ref(column) : column;
  return eb.and([
    eb(col, '>=', sql<string>`${s.from}::timestamp`),
    eb(col, '<', sql<string>`${addDays(s.to, 1)}::timestamp`),
  ]);
};

/**
 * The owner filters of a business row (its own dept_id and region_code, resources/business-fields.ts)
 * and the market type of its subject (`subjectColumn`: the row's subject id column, or `id` for
 * subjects themselves, whose market type is their own). A removed subject's records keep its market
 * type, as the statistics' rollups keep them (server/domains/statistics/rollup-defs.ts).
 */
export function ownerFilters(
  eb: CountedEb,
  s: StatQuery,
  subjectColumn: 'id' | 'subject_id',
  qualifier = '',
): Expression<SqlBool>[] {
  // The row's own columns, as SQL names them (a qualifier names the row's table in a join).
  const own = (column: string) => sql.ref(`${qualifier}${column}`);
  const conds: Expression<SqlBool>[] = [];
  if (s.regionCode) conds.push(eb(own('region_code'), 'like', `${s.regionCode}%`));
  if (s.deptId) conds.push(eb(own('dept_id'), '=', s.deptId));
  if (s.marketType !== undefined) {
    conds.push(
      subjectColumn === 'id'
        ? eb(own('market_type'), '=', s.marketType)
        : eb(
            own('subject_id'),
            'in',
            eb.selectFrom('biz_subject as ms').select('ms.id').where('ms.marketType', '=', s.marketType),
          ),
    );
  }
  return conds;
}
