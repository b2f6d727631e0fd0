import { sql, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import { FINDING_COMPLETE, FINDING_FOUND, FINDING_HANDLED } from '../../../resources/findings';
import type reportcheckwarn from '../../../resources/report/reportcheckwarn/schema';
import {
  CASE_OPENED,
  WARN_ABNORMAL,
  WARN_CLEARED,
  WARN_MISSING,
} from '../../../resources/report/reportcheckwarn/schema';
import { FREQUENCIES, periodsBetween } from '../../../resources/report-periods';
import { codeLabels } from '../../crud/export-labels';
import { VersionedCache } from '../../crud/versioned-cache';
import { pagingOf, parseListParams } from '../../crud/list-params';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { todayIn } from '../../crud/no-past';
import { ok, page } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { ctxOf } from '../../http/request';
import { envelope, pageOf, params, rows as rowsOf, S } from '../../http/route-schema';
import { closedPeriodsBeginning } from './obligations';
import { dueCte, reportOf } from './due-obligations';
import { reportingLookups } from './reporting-lookups';
import { parseWarnQuery, rangeOf, VIEW_BY_BIZ_TYPE, WARN_QUERY, warnWhere, type WarnQuery } from './warn-filters';

type Query = Record<string, unknown>;

const MAX_PAGE = 200;
/** A period's `status` in getCheckpointDetail: closed without a report, reported, or still open without one. */
const PERIOD_MISSING = 0;
const PERIOD_REPORTED = 1;
const PERIOD_NOT_DUE = 2;

/** The counts every board row carries, by kind and by handling state. */
const COUNTS = [
  sql<string>`count(*)`.as('total'),
  sql<string>`count(*) filter (where type = ${WARN_MISSING})`.as('missing'),
  sql<string>`count(*) filter (where type = ${WARN_ABNORMAL})`.as('abnormal'),
  sql<string>`count(*) filter (where handle_status = ${FINDING_FOUND})`.as('open'),
  sql<string>`count(*) filter (where handle_status = ${FINDING_HANDLED})`.as('handled'),
  sql<string>`count(*) filter (where handle_status = ${FINDING_COMPLETE})`.as('completed'),
  sql<string>`count(*) filter (where handle_status = ${WARN_CLEARED})`.as('cleared'),
  sql<string>`count(*) filter (where case_state = ${CASE_OPENED})`.as('cases'),
];
const COUNT_NAMES = ['total', 'missing', 'abnormal', 'open', 'handled', 'completed', 'cleared', 'cases'] as const;
type Counts = Record<(typeof COUNT_NAMES)[number], number>;
/** A board row with its counts as numbers (count(*) reads back as text). */
const numbers = <R extends Record<string, unknown>>(r: R): R & Counts => ({
  ...r,
  ...(Object.fromEntries(COUNT_NAMES.map((k) => [k, Number(r[k] ?? 0)])) as Counts),
});

const paging = (q: Query) => pagingOf(q, MAX_PAGE);

/**
 * The query calls of `/api/subject/reportcheckwarn` (docs/spec.md §7; meanings of the §3 fields in
 * warn-filters.ts). All read only the caller's tenant and data scope.
 * - getCheckpointTypeList: warning counts per checkpoint market type (viewType 2: business category).
 * - getCheckpointTypeListRepeat: the same per subject (a page, most open first; subjectId: one subject).
 * - getCheckpointTypeListById (id: a market type, or a business category with viewType 2): per checkpoint of that type.
 * - getCheckpointList: counts per checkpoint.
 * - getCheckpointDetail (subjectId, checkpointId; paged): the periods of that checkpoint for that subject
 *   in [sDate, eDate] (default the last 90 days), newest first: `status` 0 closed without a report, 1 reported,
 *   2 still open without one; with the report and the warning.
 * - getListInfo: totals for [sDate, eDate] (default the last 30 days): should report (closed periods
 *   that began in the range), reported, missing, late, abnormal, report rate; warnings, open.
 * - list-checkpoint-report (subjectId): the subject's checkpoints with their reports in the range.
 * - list-report (id of a warning, or subjectId [+checkpointId]): the reports behind it, paged.
 */
export function warnQueryRoutes(app: FastifyInstance, warns: Repository<typeof reportcheckwarn>) {
  const reports = app.repo('reportcheck');
  const { subjects, checkpoints, reportSubjects, labels } = reportingLookups(app);
  const db = app.db;
  const base = warns.def.base;
  // Reads confirm the warning table's counter with the guard (one query on PostgreSQL), so the counts
  // cached per counter below are never older than the last write any instance made.
  const read = { access: { perm: codesOf(warns.def).read }, readKeys: (tenantId: string) => warns.readKeys(tenantId) };
  /** The parameters of a call: the warn query's (checked by parseWarnQuery, its own answers) and its own. */
  const query = (own: Record<string, typeof S.any> = {}) => params({ ...WARN_QUERY, ...own });
  const PAGED = { current: S.any, size: S.any };
  const cache = new VersionedCache<unknown>(
    (key) => app.feed.version(key),
    2_000,
    app.metrics.cache('report_warnings'),
  );
  /** What the caller's data scope makes of the warnings (part of every cache key). */
  const scopeKey = (ctx: RequestContext) => {
    const rule = ctx.isAdministrator ? undefined : ctx.dataScopes.get(warns.menuCode);
    if (!rule) return '';
    const depts = rule.scopeType === 4 ? `:${app.feed.version(`t:blade_dept:${ctx.tenantId}`)}` : '';
    return `${rule.scopeType}:${rule.scopeValue}:${ctx.userId}:${ctx.deptId}${depts}`;
  };
  /** The warning counts of one call, once per change of the warning table (they read nothing else). */
  const counted = <T>(ctx: RequestContext, call: string, key: unknown, load: () => Promise<T>): Promise<T> =>
    cache.get([warns.versionKeyFor(ctx)], `${call}|${scopeKey(ctx)}|${JSON.stringify(key)}`, load) as Promise<T>;
  const today = () => todayIn(app.config.timeZone);
  const field = (name: string) => warns.def.fields.find((f) => f.name === name)!;
  /** The column the view groups by: the checkpoint's market type, or its business category. */
  const typeColumn = (w: WarnQuery) => (w.viewType === VIEW_BY_BIZ_TYPE ? 'bizType' : 'marketType');
  /** The names of the view's type keys (the dictionary of its column). */
  const typeNames = async (ctx: RequestContext, w: WarnQuery): Promise<Map<string, string>> =>
    (await codeLabels(db, app.repos, ctx, warns.def, [field(typeColumn(w))])).values().next().value ?? new Map();

  /** Counts grouped by the type key (market type or business category) of the view. */
  async function byType(ctx: RequestContext, w: WarnQuery) {
    const column = typeColumn(w);
    const rows = await counted(ctx, 'byType', w, () =>
      db
        .selectFrom(warns.def.table)
        .select([sql.ref<string | number | null>(column).as('key'), ...COUNTS])
        .where(warnWhere(warns, ctx, w))
        .groupBy(column)
        .orderBy(column)
        .execute(),
    );
    const names = await typeNames(ctx, w);
    return rows.map((r) =>
      numbers({
        ...r,
        key: r.key === null ? null : String(r.key),
        name: r.key === null ? '未分类' : (names.get(String(r.key)) ?? String(r.key)),
        viewType: w.viewType,
      }),
    );
  }

  /** Counts per checkpoint, with its name, type and frequency. */
  async function byCheckpoint(ctx: RequestContext, w: WarnQuery) {
    const rows = await counted(ctx, 'byCheckpoint', w, () =>
      db
        .selectFrom(warns.def.table)
        .select(['checkpointId', ...COUNTS])
        .where(warnWhere(warns, ctx, w))
        .groupBy('checkpointId')
        .execute(),
    );
    const ids = rows.map((r) => String(r.checkpointId));
    const named = ids.length
      ? await db
          .selectFrom(checkpoints.def.table)
          .select(['id', 'checkpointName', 'marketType', 'bizType', 'reportFrequency', 'sort'])
          .where('tenantId', '=', ctx.tenantId)
          .where('id', 'in', ids)
          .execute()
      : [];
    const byId = new Map(named.map((c) => [String(c.id), c]));
    return rows
      .map((r) => {
        const c = byId.get(String(r.checkpointId));
        return numbers({
          ...r,
          checkpointId: String(r.checkpointId),
          checkpointName: c?.checkpointName ?? null,
          marketType: c?.marketType ?? null,
          bizType: c?.bizType ?? null,
          reportFrequency: c?.reportFrequency ?? null,
          sort: c?.sort ?? 0,
        });
      })
      .sort((a, b) => Number(a.sort) - Number(b.sort) || String(a.checkpointId).localeCompare(String(b.checkpointId)));
  }

  /** A route answering counts in rows for the warnings the query's filters select. */
  const countRows = (path: string, counts: (ctx: RequestContext, w: WarnQuery) => Promise<unknown[]>) =>
    app.get(
      `${base}/${path}`,
      { config: read, schema: { querystring: query(), response: envelope(rowsOf()) } },
      async (req) => ok(await counts(ctxOf(req), parseWarnQuery(req.query as Query))),
    );

  /** A paged route: the answer gets the caller, the query's warning filters and the page asked for. */
  const pagedRoute = (
    path: string,
    answer: (ctx: RequestContext, w: WarnQuery, at: { current: number; size: number }) => Promise<unknown>,
  ) =>
    app.get(
      `${base}/${path}`,
      { config: read, schema: { querystring: query(PAGED), response: envelope(pageOf()) } },
      async (req) => {
        const q = req.query as Query;
        return answer(ctxOf(req), parseWarnQuery(q), paging(q));
      },
    );

  countRows('getCheckpointTypeList', byType);

  app.get(
    `${base}/getCheckpointTypeListById`,
    { config: read, schema: { querystring: query({ id: S.any }), response: envelope(rowsOf()) } },
    async (req) => {
      const q = req.query as Query;
      const w = parseWarnQuery(q);
      const id = String(q.id ?? '').trim();
      if (!id) throw badRequest('缺少必要的请求参数: id');
      if (w.viewType === VIEW_BY_BIZ_TYPE) w.bizType = id.slice(0, 64);
      else if (/^\d{1,9}$/.test(id)) w.marketType = Number(id);
      else throw badRequest('查询参数格式错误: id');
      return ok(await byCheckpoint(ctxOf(req), w));
    },
  );

  countRows('getCheckpointList', byCheckpoint);

  pagedRoute('getCheckpointTypeListRepeat', async (ctx, w, { current, size }) => {
    const column = typeColumn(w);
    const grouped = db
      .selectFrom(warns.def.table)
      .select(['subjectId', sql.ref<string | number | null>(column).as('key'), ...COUNTS])
      .where(warnWhere(warns, ctx, w))
      .groupBy(['subjectId', column]);
    const { rows, total: n } = await counted(ctx, 'bySubject', { w, current, size }, async () => {
      const [{ n: total }] = await db
        .selectFrom(grouped.as('g'))
        .select(sql<string>`count(*)`.as('n'))
        .execute();
      const found = await grouped
        .orderBy(sql`count(*) filter (where handle_status = ${FINDING_FOUND})`, 'desc')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('subjectId')
        .limit(size)
        .offset((current - 1) * size)
        .execute();
      return { rows: found, total: Number(total) };
    });
    const names = await typeNames(ctx, w);
    const records = await labels.rows(
      ctx,
      warns.def,
      rows.map((r) =>
        numbers({
          ...r,
          subjectId: String(r.subjectId),
          key: r.key === null ? null : String(r.key),
          name: r.key === null ? '未分类' : (names.get(String(r.key)) ?? String(r.key)),
          viewType: w.viewType,
        }),
      ),
    );
    return ok(page(records, Number(n), current, size));
  });

  app.get(
    `${base}/getListInfo`,
    { config: read, schema: { querystring: query(), response: envelope(S.record) } },
    async (req) => {
      const ctx = ctxOf(req);
      const w = parseWarnQuery(req.query as Query);
      const day = today();
      const { from, to } = rangeOf(w, day, 30);
      const periods = closedPeriodsBeginning(from, to, day);
      const visible = db
        .selectFrom(subjects.def.table)
        .select('id')
        .where((eb) => subjects.scope(eb, ctx));
      const filter = {
        subjectId: w.subjectId,
        checkpointId: w.checkpointId,
        marketType: w.marketType,
        bizType: w.bizType,
        subjectIn: visible,
      };
      const due = periods.length
        ? (
            await sql<{
              should: string;
              reported: string;
              late: string;
              abnormal: string;
            }>`${dueCte(ctx.tenantId, periods, filter)}
          select count(*) as should, count(r.id) as reported, count(*) filter (where r.is_late = 1) as late, count(*) filter (where r.is_ab = 1) as abnormal
          from due d left join biz_report_check r on ${reportOf(ctx.tenantId)}`.execute(db)
          ).rows[0]
        : { should: 0, reported: 0, late: 0, abnormal: 0 };
      const warned = await db
        .selectFrom(warns.def.table)
        .select(COUNTS)
        .where(warnWhere(warns, ctx, { ...w, sDate: from, eDate: to }))
        .executeTakeFirstOrThrow();
      const should = Number(due.should);
      const reported = Number(due.reported);
      return ok({
        sDate: from,
        eDate: to,
        shouldReport: should,
        reported,
        missing: should - reported,
        late: Number(due.late),
        abnormal: Number(due.abnormal),
        reportRate: should ? Math.round((reported / should) * 1000) / 10 : 0,
        warnings: Number(warned.total),
        missingWarnings: Number(warned.missing),
        abnormalWarnings: Number(warned.abnormal),
        open: Number(warned.open),
        handled: Number(warned.handled),
        completed: Number(warned.completed),
        cleared: Number(warned.cleared),
      });
    },
  );

  pagedRoute('getCheckpointDetail', async (ctx, w, { current, size }) => {
    const { subjectId, checkpointId } = w;
    if (!subjectId) throw badRequest('请选择经营主体');
    if (!checkpointId) throw badRequest('请选择检查点');
    const subject = await subjects.findRow(ctx, subjectId);
    const checkpoint = await checkpoints.findRow(ctx, checkpointId);
    if (!subject || !checkpoint) throw notFound('数据不存在或无权操作');
    const duty = await db
      .selectFrom(reportSubjects.def.table)
      .select(['reportFrequency', 'startDate', 'endDate', 'enabled'])
      .where('tenantId', '=', ctx.tenantId)
      .where('isDeleted', '=', 0)
      .where('subjectId', '=', subjectId)
      .executeTakeFirst();
    const frequency = Number(checkpoint.reportFrequency ?? duty?.reportFrequency);
    if (!FREQUENCIES.includes(frequency)) return ok(page([], 0, current, size));
    const day = today();
    const { from, to } = rangeOf(w, day, 90);
    const periods = periodsBetween(frequency, from, to < day ? to : day)
      .filter((p) => p.start >= from || p.end >= from)
      .reverse();
    if (periods.length === 0) return ok(page([], 0, current, size));
    const first = periods[periods.length - 1].start;
    const last = periods[0].start;
    /** The rows of this subject's checkpoint whose periods begin within the periods shown (SQL names: either table). */
    const key = [
      sql<SqlBool>`subject_id = ${subjectId}`,
      sql<SqlBool>`checkpoint_id = ${checkpointId}`,
      sql<SqlBool>`period_start >= ${first}`,
      sql<SqlBool>`period_start <= ${last}`,
    ];
    const reported = await db
      .selectFrom(reports.def.table)
      .select(['id', 'reportNo', 'periodStart', 'reportTime', 'isAb', 'isLate', 'reporterName'])
      .where((eb) => eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), ...key]))
      .execute();
    const warned = await db
      .selectFrom(warns.def.table)
      .select(['id', 'periodStart', 'type', 'handleStatus'])
      .where((eb) => eb.and([warns.scope(eb, ctx), ...key]))
      .execute();
    const dayOf = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
    const reportAt = new Map(reported.map((r) => [dayOf(r.periodStart), r]));
    const rows = periods
      .map((p) => {
        const r = reportAt.get(p.start);
        const ws = warned.filter((x) => dayOf(x.periodStart) === p.start);
        const missing = ws.find((x) => Number(x.type) === WARN_MISSING);
        return {
          subjectId,
          checkpointId,
          periodStart: p.start,
          periodEnd: p.end,
          closed: p.end < day,
          status: r ? PERIOD_REPORTED : p.end < day ? PERIOD_MISSING : PERIOD_NOT_DUE,
          reportcheckId: r ? String(r.id) : null,
          reportNo: r?.reportNo ?? null,
          reportTime: r ? (reports.serialize({ reportTime: r.reportTime }).reportTime ?? null) : null,
          reporterName: r?.reporterName ?? null,
          isAb: r ? Number(r.isAb) : null,
          isLate: r ? Number(r.isLate ?? 0) : null,
          warnId: missing ? String(missing.id) : ws[0] ? String(ws[0].id) : null,
          warnTypes: ws.map((x) => Number(x.type)),
          handleStatus: missing ? Number(missing.handleStatus) : ws[0] ? Number(ws[0].handleStatus) : null,
        };
      })
      .filter((r) => (w.status === undefined || r.status === w.status) && (w.isAb === undefined || r.isAb === w.isAb));
    return ok({
      ...page(rows.slice((current - 1) * size, current * size), rows.length, current, size),
      subjectName: subject.subjectName,
      checkpointName: checkpoint.checkpointName,
      reportFrequency: frequency,
    });
  });

  app.get(
    `${base}/list-checkpoint-report`,
    { config: read, schema: { querystring: query(), response: envelope(rowsOf()) } },
    async (req) => {
      const ctx = ctxOf(req);
      const w = parseWarnQuery(req.query as Query);
      if (!w.subjectId) throw badRequest('请选择经营主体');
      if (!(await subjects.findRow(ctx, w.subjectId))) throw notFound('数据不存在或无权操作');
      const { from, to } = rangeOf(w, today(), 90);
      const rows = await sql<{
        checkpointId: string;
        checkpointName: string | null;
        marketType: number | null;
        reportFrequency: number | null;
        enabled: number | null;
        reports: string;
        abnormal: string;
        late: string;
        missing: string;
        open: string;
        lastReportTime: string | null;
      }>`
      select sc.checkpoint_id, c.checkpoint_name, c.market_type, c.report_frequency, c.enabled, c.sort,
        (select count(*) from biz_report_check r where r.tenant_id = sc.tenant_id and r.subject_id = sc.subject_id and r.checkpoint_id = sc.checkpoint_id and r.is_deleted = 0 and r.period_start between ${from}::date and ${to}::date) as reports,
        (select count(*) from biz_report_check r where r.tenant_id = sc.tenant_id and r.subject_id = sc.subject_id and r.checkpoint_id = sc.checkpoint_id and r.is_deleted = 0 and r.is_ab = 1 and r.period_start between ${from}::date and ${to}::date) as abnormal,
        (select count(*) from biz_report_check r where r.tenant_id = sc.tenant_id and r.subject_id = sc.subject_id and r.checkpoint_id = sc.checkpoint_id and r.is_deleted = 0 and r.is_late = 1 and r.period_start between ${from}::date and ${to}::date) as late,
        (select max(r.report_time) from biz_report_check r where r.tenant_id = sc.tenant_id and r.subject_id = sc.subject_id and r.checkpoint_id = sc.checkpoint_id and r.is_deleted = 0) as last_report_time,
        (select count(*) from biz_report_check_warn x where x.tenant_id = sc.tenant_id and x.subject_id = sc.subject_id and x.checkpoint_id = sc.checkpoint_id and x.is_deleted = 0 and x.type = ${WARN_MISSING} and x.handle_status <> ${WARN_CLEARED} and x.period_start between ${from}::date and ${to}::date) as missing,
        (select count(*) from biz_report_check_warn x where x.tenant_id = sc.tenant_id and x.subject_id = sc.subject_id and x.checkpoint_id = sc.checkpoint_id and x.is_deleted = 0 and x.handle_status = ${FINDING_FOUND} and x.period_start between ${from}::date and ${to}::date) as open
      from biz_subject_checkpoint sc join biz_checkpoint c on c.id = sc.checkpoint_id and c.tenant_id = sc.tenant_id and c.is_deleted = 0
      where sc.tenant_id = ${ctx.tenantId} and sc.is_deleted = 0 and sc.subject_id = ${w.subjectId}
      order by c.sort, c.id`.execute(db);
      return ok(
        rows.rows.map((r) => ({
          subjectId: w.subjectId,
          checkpointId: String(r.checkpointId),
          checkpointName: r.checkpointName,
          marketType: r.marketType,
          reportFrequency: r.reportFrequency,
          enabled: r.enabled,
          reports: Number(r.reports),
          abnormal: Number(r.abnormal),
          late: Number(r.late),
          missing: Number(r.missing),
          open: Number(r.open),
          lastReportTime: r.lastReportTime ? reports.serialize({ reportTime: r.lastReportTime }).reportTime : null,
          sDate: from,
          eDate: to,
        })),
      );
    },
  );

  app.get(
    `${base}/list-report`,
    {
      config: { access: read.access },
      schema: { querystring: query({ ...PAGED, id: S.any }), response: envelope(pageOf()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Query;
      const w = parseWarnQuery(q);
      const { current, size } = paging(q);
      const filters: Query = { current, size };
      const id = String(q.id ?? '').trim();
      if (id) {
        const warn = await warns.findRow(ctx, id);
        if (!warn) throw notFound('数据不存在或无权操作');
        const day = (v: unknown) => warns.serialize({ periodStart: v }).periodStart;
        Object.assign(filters, {
          subjectId: String(warn.subjectId),
          checkpointId: String(warn.checkpointId),
          periodStart_datege: day(warn.periodStart),
          periodStart_datele: day(warn.periodStart),
        });
      } else {
        if (!w.subjectId) throw badRequest('请选择经营主体或预警');
        Object.assign(filters, {
          subjectId: w.subjectId,
          checkpointId: w.checkpointId,
          periodStart_datege: w.sDate,
          periodStart_datele: w.eDate,
          isAb: w.isAb,
        });
      }
      const answer = await reports.page(ctx, parseListParams(reports.def, filters));
      return ok(await labels.answer(ctx, reports.def, answer));
    },
  );
}
