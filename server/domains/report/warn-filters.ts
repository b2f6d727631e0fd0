import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { RequestContext } from '../../http/access';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { isCalendarDate } from '../../crud/wire-values';
import type { Repository } from '../../crud/repository';
import type { Database } from '../../db/database';
import { S } from '../../http/route-schema';
import { addDays } from '../../../resources/report-periods';
import type reportcheckwarn from '../../../resources/report/reportcheckwarn/schema';

/** Conditions on the warning table, unaliased. */
type WarnEb = ExpressionBuilder<Database, (typeof reportcheckwarn)['table']>;
type Query = Record<string, unknown>;

/** viewType of the board calls: group by the checkpoint's market type (1, default) or business category (2). */
export const VIEW_BY_MARKET_TYPE = 1;
export const VIEW_BY_BIZ_TYPE = 2;
/** The longest day range one query call reads. */
export const MAX_RANGE_DAYS = 366;

/**
 * The report-check warn query of docs/spec.md §3 (subjectId, checkpointId, sDate, eDate, status, isAb,
 * viewType, bizType, type), plus marketType. Meanings chosen here (the spec names the fields only):
 * - sDate / eDate (yyyy-MM-dd): the warnings of the periods that begin within those days;
 * - status: the warning's handling state (0 待处理, 1 已处理, 2 已办结, 3 已消除), except in
 *   getCheckpointDetail, where it is the period's (0 未上报: closed without a report, 1 已上报, 2 未到期);
 * - isAb: 1 abnormal-report warnings (0 the others); type: 1 未上报, 2 上报异常;
 * - viewType: what the board calls group by (1 market type, 2 business category).
 */
export interface WarnQuery {
  subjectId?: string;
  checkpointId?: string;
  sDate?: string;
  eDate?: string;
  status?: number;
  isAb?: number;
  bizType?: string;
  type?: number;
  marketType?: number;
  viewType: number;
}

/**
 * The warn query as a route contract: every parameter named, none refused by the schema, as
 * `parseWarnQuery` reads and refuses them with its own answers (a repeated one by its last value).
 */
export const WARN_QUERY = {
  subjectId: S.any,
  checkpointId: S.any,
  sDate: S.any,
  eDate: S.any,
  status: S.any,
  isAb: S.any,
  bizType: S.any,
  type: S.any,
  marketType: S.any,
  viewType: S.any,
};

const one = (v: unknown): string =>
  Array.isArray(v) ? one(v[v.length - 1]) : v === undefined || v === null ? '' : String(v).trim();

function idOf(q: Query, name: string): string | undefined {
  const v = one(q[name]);
  if (!v) return undefined;
  if (!isId(v)) throw badRequest(`查询参数格式错误: ${name} 应为数据编号`);
  return v;
}

function intOf(q: Query, name: string, allowed?: number[]): number | undefined {
  const v = one(q[name]);
  if (!v) return undefined;
  const n = Number(v);
  if (!/^-?\d{1,9}$/.test(v) || (allowed && !allowed.includes(n))) throw badRequest(`查询参数格式错误: ${name}`);
  return n;
}

function dayOf(q: Query, name: string): string | undefined {
  const v = one(q[name]);
  if (!v) return undefined;
  if (!isCalendarDate(v.slice(0, 10), false)) throw badRequest(`日期格式错误: ${name}`);
  return v.slice(0, 10);
}

export function parseWarnQuery(q: Query): WarnQuery {
  const sDate = dayOf(q, 'sDate');
  const eDate = dayOf(q, 'eDate');
  if (sDate && eDate && sDate > eDate) throw badRequest('开始日期不能晚于结束日期');
  const bizType = one(q.bizType);
  if (bizType.length > 64) throw badRequest('查询参数过长: bizType');
  return {
    subjectId: idOf(q, 'subjectId'),
    checkpointId: idOf(q, 'checkpointId'),
    sDate,
    eDate,
    status: intOf(q, 'status'),
    isAb: intOf(q, 'isAb', [0, 1]),
    bizType: bizType || undefined,
    type: intOf(q, 'type'),
    marketType: intOf(q, 'marketType'),
    viewType: intOf(q, 'viewType', [VIEW_BY_MARKET_TYPE, VIEW_BY_BIZ_TYPE]) ?? VIEW_BY_MARKET_TYPE,
  };
}

/** A day range for calls that need one: the given days, else the last `defaultDays` up to today; at most a year. */
export function rangeOf(w: WarnQuery, today: string, defaultDays: number): { from: string; to: string } {
  const to =
    w.eDate ?? (w.sDate && addDays(w.sDate, defaultDays - 1) < today ? addDays(w.sDate, defaultDays - 1) : today);
  const from = w.sDate ?? addDays(to, -(defaultDays - 1));
  if (addDays(from, MAX_RANGE_DAYS) < to) throw badRequest('查询时间范围不能超过一年');
  return { from, to };
}

/** The warnings the caller may see that match the query (the warning table unaliased). */
export function warnWhere(
  warns: Repository<typeof reportcheckwarn>,
  ctx: RequestContext,
  w: WarnQuery,
  skip: Array<keyof WarnQuery> = [],
) {
  return (eb: WarnEb): Expression<SqlBool> => {
    const use = (k: keyof WarnQuery) => w[k] !== undefined && !skip.includes(k);
    const conds: Expression<SqlBool>[] = [warns.scope(eb, ctx)];
    if (use('subjectId')) conds.push(eb('subjectId', '=', w.subjectId!));
    if (use('checkpointId')) conds.push(eb('checkpointId', '=', w.checkpointId!));
    if (use('sDate')) conds.push(eb('periodStart', '>=', sql<string>`${w.sDate}::date`));
    if (use('eDate')) conds.push(eb('periodStart', '<=', sql<string>`${w.eDate}::date`));
    if (use('status')) conds.push(eb('handleStatus', '=', w.status!));
    if (use('isAb')) conds.push(eb('isAb', '=', w.isAb!));
    if (use('bizType')) conds.push(eb('bizType', '=', w.bizType!));
    if (use('type')) conds.push(eb('type', '=', w.type!));
    if (use('marketType')) conds.push(eb('marketType', '=', w.marketType!));
    return eb.and(conds);
  };
}

/**
 * The engine's list, page and exports of warnings read the same query: `status` is the handling
 * state (the base column `status` of a warning is always 1), sDate/eDate the periods' first days.
 * Rewritten into the declared fields' parameters before those routes parse them.
 */
export function engineQuery(q: Query): Query {
  const out: Query = { ...q };
  if (one(q.status) !== '') out.handleStatus = one(q.status);
  delete out.status;
  if (one(q.sDate) !== '') out.periodStart_datege = one(q.sDate).slice(0, 10);
  if (one(q.eDate) !== '') out.periodStart_datele = one(q.eDate).slice(0, 10);
  delete out.sDate;
  delete out.eDate;
  return out;
}
