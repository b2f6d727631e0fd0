import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import type { Database } from '../../db/database';
import { ok, page } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { isBlank, withParams } from '../../http/request';
import { envelope, pageOf, params, queryIntoBody, S, withMessage } from '../../http/route-schema';
import type evaluation from '../../../resources/consumer/evaluation/schema';
import { addDays } from '../../../resources/report-periods';
import { BAD_CEILING, GOOD_FLOOR, SCORE_MAX, SCORE_MIN } from '../../../resources/consumer/evaluation/evaluation-rules';

type Row = Record<string, unknown>;
type Eb = ExpressionBuilder<Database, 'biz_evaluation'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const YEAR = /^\d{4}$/;
const MAX_SIZE = 200;

const PERIOD_FORMAT = '统计周期格式不正确';
const DATE_FORMAT = '日期格式不正确';
const REGION_FORMAT = '区域编码格式不正确';

/**
 * The period and region both calls take, checked by `periodRange` and `selected` with their messages
 * (the same messages when the value is not even text).
 */
const PERIOD_PARAMS = {
  period: withMessage(S.text(), PERIOD_FORMAT),
  startDate: withMessage(S.text(), DATE_FORMAT),
  endDate: withMessage(S.text(), DATE_FORMAT),
  regionCode: withMessage(S.text(), REGION_FORMAT),
};

/** The counts every statistic carries, as SQL over biz_evaluation's live rows. */
const counts: Record<string, RawBuilder<unknown>> = {
  total: sql<string>`count(*)`,
  average: sql<string | null>`round(avg(score)::numeric, 2)`,
  good: sql<string>`count(*) filter (where score >= ${sql.lit(GOOD_FLOOR)})`,
  medium: sql<string>`count(*) filter (where score > ${sql.lit(BAD_CEILING)} and score < ${sql.lit(GOOD_FLOOR)})`,
  bad: sql<string>`count(*) filter (where score <= ${sql.lit(BAD_CEILING)})`,
};

const countColumns = () => Object.entries(counts).map(([k, v]) => v.as(k));

const num = (v: unknown): number => Number(v ?? 0);
const avg = (v: unknown): number => (v === null || v === undefined ? 0 : Math.round(Number(v) * 100) / 100);

/** A period as the first day and the day after the last: `yyyy`, `yyyy-MM`, or startDate/endDate (days). */
export function periodRange(p: Row): { from?: string; until?: string } {
  const period = String(p.period ?? '').trim();
  if (YEAR.test(period)) return { from: `${period}-01-01`, until: `${Number(period) + 1}-01-01` };
  if (MONTH.test(period)) {
    const [y, m] = period.split('-').map(Number);
    if (m < 1 || m > 12) throw badRequest(PERIOD_FORMAT);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    return { from: `${period}-01`, until: `${next}-01` };
  }
  if (period) throw badRequest(PERIOD_FORMAT);
  const out: { from?: string; until?: string } = {};
  for (const [key, name] of [
    ['startDate', 'from'],
    ['endDate', 'until'],
  ] as const) {
    const v = String(p[key] ?? '')
      .trim()
      .slice(0, 10);
    if (!v) continue;
    const day = new Date(`${v}T00:00:00Z`);
    if (!DAY.test(v) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== v)
      throw badRequest(DATE_FORMAT);
    out[name] = name === 'until' ? addDays(v, 1) : v;
  }
  return out;
}

/**
 * Evaluation statistics (`/api/consumer/evaluation`), over the evaluations the caller may read (tenant
 * and data scope of the evaluation menu):
 * - GET total-evaluation (subjectId?, period? | startDate?, endDate?): `{ subjectId, total, average,
 *   good, medium, bad, scores: {"1": n, .. "5": n} }` for one subject, or overall when no subject is
 *   given (`subjectId` null); average has two decimals, 0 when there are none.
 * - POST evaluationSmSta (body: current, size, period 'yyyy' | 'yyyy-MM' or startDate/endDate,
 *   regionCode (prefix), marketType, subjectName (part)): one row per evaluated subject `{ subjectId,
 *   subjectName, marketType, regionCode, total, average, good, medium, bad }`, most evaluated first, as
 *   a Blade page (records, total = subjects, current, size, pages); a page number or size that is no
 *   number is the first page of ten.
 */
export function evaluationStatsRoutes(app: FastifyInstance, repo: Repository<typeof evaluation>) {
  const subjects = app.repo('subject');
  const db = app.db;
  const base = repo.def.base;
  const read = { access: { perm: codesOf(repo.def).read } };

  /** The caller's evaluations in the period (and region), as conditions on biz_evaluation. */
  const selected = (ctx: RequestContext, p: Row, extra: (eb: Eb) => Expression<SqlBool>[] = () => []) => {
    const range = periodRange(p);
    const region = String(p.regionCode ?? '').trim();
    if (region && !/^\d{1,12}$/.test(region)) throw badRequest(REGION_FORMAT);
    return (eb: Eb) =>
      eb.and([
        repo.scope(eb, ctx),
        ...(range.from ? [eb('evaluateTime', '>=', sql<string>`${range.from}::timestamp`)] : []),
        ...(range.until ? [eb('evaluateTime', '<', sql<string>`${range.until}::timestamp`)] : []),
        ...(region ? [eb('regionCode', 'like', `${region}%`)] : []),
        ...extra(eb),
      ]);
  };

  app.get(
    `${base}/total-evaluation`,
    {
      config: read,
      schema: { querystring: params({ subjectId: S.id, ...PERIOD_PARAMS }), response: envelope(S.record) },
    },
    withParams(async (ctx, p) => {
      const subjectId = isBlank(p.subjectId) ? null : String(p.subjectId).trim();
      if (subjectId !== null && !isId(subjectId)) throw badRequest('参数格式错误: subjectId');
      const where = selected(ctx, p, (eb) => (subjectId ? [eb('subjectId', '=', subjectId)] : []));
      const totals = (await db
        .selectFrom(repo.def.table)
        .select(countColumns())
        .where(where)
        .executeTakeFirstOrThrow()) as Row;
      const byScore = (await db
        .selectFrom(repo.def.table)
        .select(['score', sql<string>`count(*)`.as('n')])
        .where(where)
        .groupBy('score')
        .execute()) as Row[];
      const scores: Record<string, number> = {};
      for (let s = SCORE_MIN; s <= SCORE_MAX; s++) scores[String(s)] = 0;
      for (const r of byScore) scores[String(r.score)] = num(r.n);
      return ok({
        subjectId,
        total: num(totals.total),
        average: avg(totals.average),
        good: num(totals.good),
        medium: num(totals.medium),
        bad: num(totals.bad),
        scores,
      });
    }),
  );

  app.post(
    `${base}/evaluationSmSta`,
    {
      config: read,
      preValidation: queryIntoBody,
      schema: {
        body: params({
          ...PERIOD_PARAMS,
          current: S.any,
          size: S.any,
          marketType: withMessage(S.int(), '市场类型格式不正确'),
          subjectName: S.any,
        }),
        response: envelope(pageOf()),
      },
    },
    withParams(async (ctx, p) => {
      const current = Math.max(1, Math.floor(Number(p.current) || 1));
      const size = Math.min(MAX_SIZE, Math.max(1, Math.floor(Number(p.size) || 10)));
      const marketType = isBlank(p.marketType) ? null : Number(p.marketType);
      if (marketType !== null && !Number.isInteger(marketType)) throw badRequest('市场类型格式不正确');
      const name = String(p.subjectName ?? '').trim();

      const grouped = db
        .selectFrom(repo.def.table)
        .select(['subjectId', ...countColumns()])
        .where(selected(ctx, p))
        .groupBy('subjectId');
      const joined = () => {
        let q = db
          .selectFrom(grouped.as('e'))
          .innerJoin(`${subjects.def.table} as s`, 's.id', 'e.subjectId')
          .where('s.tenantId', '=', ctx.tenantId)
          .where('s.isDeleted', '=', 0);
        if (marketType !== null) q = q.where('s.marketType', '=', marketType);
        if (name) q = q.where('s.subjectName', 'like', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        return q;
      };
      const { n } = (await joined()
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()) as Row;
      const rows = (await joined()
        .select([
          'e.subjectId',
          's.subjectName',
          's.marketType',
          's.regionCode',
          'e.total',
          'e.average',
          'e.good',
          'e.medium',
          'e.bad',
        ])
        .orderBy('e.total', 'desc')
        .orderBy('e.average', 'desc')
        .orderBy('e.subjectId', 'asc')
        .limit(size)
        .offset((current - 1) * size)
        .execute()) as Row[];
      const records = rows.map((r) => ({
        subjectId: String(r.subjectId),
        subjectName: r.subjectName ?? '',
        marketType: r.marketType === null || r.marketType === undefined ? null : Number(r.marketType),
        regionCode: r.regionCode ?? null,
        total: num(r.total),
        average: avg(r.average),
        good: num(r.good),
        medium: num(r.medium),
        bad: num(r.bad),
      }));
      return ok(page(records, num(n), current, size));
    }),
  );
}
