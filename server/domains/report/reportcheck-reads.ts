import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import { codesOf } from '../../crud/routes';
import { todayIn } from '../../crud/no-past';
import type { Repository } from '../../crud/repository';
import { ok, page } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { envelope, pageOf, params, rows as rowsOf, S } from '../../http/route-schema';
import { isId } from '../../core/ids';
import { addDays, FREQUENCY_MONTHLY, periodOf, periodsBetween } from '../../../resources/report-periods';
import type reportcheck from '../../../resources/report/reportcheck/schema';
import { ctxOf } from '../../http/request';
import { assignedCheckpoints } from '../subject/assigned-checkpoints';
import { subjectColumns } from '../subject/subject-columns';
import { reportingLookups } from './reporting-lookups';

type Query = Record<string, unknown>;

/** Most reports `get-list` answers (it is unpaged: one subject's or one checkpoint's reports of a period). */
export const GET_LIST_CAP = 1000;
const MAX_PAGE = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (v: unknown): string => String(v ?? '').trim();
const time = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).slice(0, 19));
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/** sDate / eDate of a query (yyyy-MM-dd; a datetime's day counts); default this month; refused when reversed. */
export function dayRange(q: Query): { from: string; to: string } {
  const month = periodOf(FREQUENCY_MONTHLY, todayIn());
  const day = (name: string, fallback: string): string => {
    const v = text(q[name]).slice(0, 10);
    if (!v) return fallback;
    if (!DAY.test(v) || Number.isNaN(Date.parse(v))) throw badRequest(`参数格式错误: ${name}`);
    return v;
  };
  const from = day('sDate', month.start);
  const to = day('eDate', month.end);
  if (from > to) throw badRequest('开始日期不能晚于结束日期');
  return { from, to };
}

/** The range parameters of the reading calls, checked by `dayRange` (its own answers). */
const RANGE = { sDate: S.any, eDate: S.any };

/**
 * The reading calls of self-check reports (docs/spec.md §7 "reportcheck: GET subject-page, subject-nfc-list,
 * get-list"), all under the report menu's view right, within the caller's tenant and data scope:
 * - `subject-page`: the self-reporting subjects (an enabled `reportsubject` row over the period, or a
 *   report in it) with their reporting state for the period;
 * - `subject-nfc-list`: one subject's checkpoints with the NFC scans its reports made in the period;
 * - `get-list`: the reports of a subject and/or a checkpoint whose periods meet the range, unpaged, capped.
 * A report belongs to the range when its period overlaps it. The handlers check their parameters
 * themselves (dayRange, the paging read leniently), so the contracts name them without refusing any.
 */
export function reportcheckRoutes(app: FastifyInstance, reports: Repository<typeof reportcheck>) {
  const { subjects, checkpoints, reportSubjects, labels } = reportingLookups(app);
  const assignments = app.repo('subjectcheckpoint');
  const db = app.db;
  const access = { access: { perm: codesOf(reports.def).read } };
  const R = reports.def.table;

  /** Reports (alias r) the caller sees whose period meets [from, to]. */
  const reportsIn = <DB, TB extends keyof DB>(
    eb: ExpressionBuilder<DB, TB>,
    ctx: RequestContext,
    from: string,
    to: string,
  ) => eb.and([reports.scope(eb, ctx), sql<SqlBool>`r.period_start <= ${to}`, sql<SqlBool>`r.period_end >= ${from}`]);

  async function visibleSubject(ctx: RequestContext, id: string): Promise<void> {
    if (!isId(id)) throw notFound('经营主体不存在');
    const row = await subjects.findRow(ctx, id);
    if (!row) throw notFound('经营主体不存在');
  }

  // ---- subjects with their reporting state for a period ----
  app.get(
    `${reports.def.base}/subject-page`,
    {
      config: access,
      schema: {
        querystring: params({ ...RANGE, current: S.any, size: S.any, subjectName: S.any, marketType: S.any }),
        response: envelope(pageOf()),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Query;
      const { from, to } = dayRange(q);
      const current = Math.max(1, Math.floor(Number(q.current ?? 1)) || 1);
      const size = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(q.size ?? 10)) || 10));
      const name = text(q.subjectName).slice(0, 100);
      const marketType = text(q.marketType);
      if (marketType && !/^\d{1,9}$/.test(marketType)) throw badRequest('参数格式错误: marketType');

      const base = db.selectFrom(`${subjects.def.table} as s`).where((eb) =>
        eb.and([
          subjects.scope(eb, ctx),
          ...(name ? [eb('s.subjectName', 'like', `%${likeEscape(name)}%`)] : []),
          ...(marketType ? [eb('s.marketType', '=', Number(marketType))] : []),
          eb.or([
            eb.exists(
              eb
                .selectFrom(`${reportSubjects.def.table} as rs`)
                .select('rs.id')
                .where((e) =>
                  e.and([
                    e('rs.tenantId', '=', ctx.tenantId),
                    e('rs.isDeleted', '=', 0),
                    e('rs.enabled', '=', 1),
                    e('rs.subjectId', '=', e.ref('s.id')),
                    e('rs.startDate', '<=', to),
                    e.or([e('rs.endDate', 'is', null), e('rs.endDate', '>=', from)]),
                  ]),
                ),
            ),
            eb.exists(
              eb
                .selectFrom(`${R} as r`)
                .select('r.id')
                .where((e) => e.and([reportsIn(e, ctx, from, to), e('r.subjectId', '=', e.ref('s.id'))])),
            ),
          ]),
        ]),
      );
      const [{ n }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        base
          .select((eb) => {
            /** The subject's reports in the range (all, abnormal ones or late ones), counted. */
            const counted = (only?: 'isAb' | 'isLate') =>
              eb
                .selectFrom(`${R} as r`)
                .select((e) => e.fn.countAll<string>().as('n'))
                .where((e) =>
                  e.and([
                    reportsIn(e, ctx, from, to),
                    e('r.subjectId', '=', e.ref('s.id')),
                    ...(only ? [e(`r.${only}`, '=', 1)] : []),
                  ]),
                );
            return [
              's.id',
              's.subjectName',
              's.marketType',
              's.creditCode',
              's.address',
              eb
                .selectFrom(`${assignments.def.table} as a`)
                .select((e) => e.fn.countAll<string>().as('n'))
                .where((e) =>
                  e.and([
                    e('a.tenantId', '=', ctx.tenantId),
                    e('a.isDeleted', '=', 0),
                    e('a.subjectId', '=', e.ref('s.id')),
                  ]),
                )
                .as('checkpointCount'),
              counted().as('reportCount'),
              counted('isAb').as('abnormalCount'),
              counted('isLate').as('lateCount'),
              eb
                .selectFrom(`${R} as r`)
                .select((e) => e.fn.max('r.reportTime').as('t'))
                .where((e) => e.and([reportsIn(e, ctx, from, to), e('r.subjectId', '=', e.ref('s.id'))]))
                .as('lastReportTime'),
            ];
          })
          .orderBy('s.subjectName')
          .orderBy('s.id')
          .limit(size)
          .offset((current - 1) * size)
          .execute(),
      ]);
      const expected = await expectedReports(
        ctx,
        rows.map((r) => String(r.id)),
        from,
        to,
      );
      return ok(
        page(
          rows.map((r) => ({
            id: String(r.id),
            subjectId: String(r.id),
            ...subjectColumns(r),
            checkpointCount: Number(r.checkpointCount),
            expectedCount: expected.get(String(r.id)) ?? 0,
            reportCount: Number(r.reportCount),
            normalCount: Number(r.reportCount) - Number(r.abnormalCount),
            abnormalCount: Number(r.abnormalCount),
            lateCount: Number(r.lateCount),
            lastReportTime: time(r.lastReportTime),
          })),
          Number(n),
          current,
          size,
        ),
      );
    },
  );

  /**
   * How many reports each subject owed in [from, to]: per assigned enabled checkpoint, the periods of
   * its frequency that began by today within the subject's self-reporting dates (its enabled
   * `reportsubject` row; without one, the whole range).
   */
  async function expectedReports(
    ctx: RequestContext,
    subjectIds: string[],
    from: string,
    to: string,
  ): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (!subjectIds.length) return out;
    const [owed, windows] = await Promise.all([
      assignedCheckpoints(db, ctx.tenantId, subjectIds)
        .select(['a.subjectId', 'c.reportFrequency'])
        .where('c.enabled', '=', 1)
        .execute(),
      db
        .selectFrom(reportSubjects.def.table)
        .select(['subjectId', 'startDate', 'endDate'])
        .where((eb) =>
          eb.and([
            eb('tenantId', '=', ctx.tenantId),
            eb('isDeleted', '=', 0),
            eb('enabled', '=', 1),
            eb('subjectId', 'in', subjectIds),
          ]),
        )
        .execute(),
    ]);
    const window = new Map(windows.map((w) => [String(w.subjectId), w]));
    const today = todayIn();
    for (const a of owed) {
      const w = window.get(String(a.subjectId));
      const start = w?.startDate && String(w.startDate).slice(0, 10) > from ? String(w.startDate).slice(0, 10) : from;
      const ends = [to, today, ...(w?.endDate ? [String(w.endDate).slice(0, 10)] : [])].sort();
      const end = ends[0];
      let count = 0;
      try {
        // A period counts once it has begun and the subject was reporting on some day of it.
        if (start <= end)
          count = periodsBetween(Number(a.reportFrequency), start, end).filter((p) => p.start <= today).length;
      } catch {
        /* a checkpoint without a known frequency owes nothing */
      }
      out.set(String(a.subjectId), (out.get(String(a.subjectId)) ?? 0) + count);
    }
    return out;
  }

  // ---- one subject's NFC scans per checkpoint ----
  app.get(
    `${reports.def.base}/subject-nfc-list`,
    {
      config: access,
      schema: { querystring: params({ ...RANGE, subjectId: S.any }), response: envelope(rowsOf()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Query;
      const subjectId = text(q.subjectId);
      if (!subjectId) throw badRequest('缺少必要的请求参数: subjectId');
      await visibleSubject(ctx, subjectId);
      const { from, to } = dayRange(q);
      const [points, scans] = await Promise.all([
        assignedCheckpoints(db, ctx.tenantId, [subjectId])
          .select(['c.id', 'c.checkpointName', 'c.needNfc', 'c.reportFrequency', 'a.nfcCode'])
          .orderBy('c.sort')
          .orderBy('c.id')
          .execute(),
        // No join here: the scope's conditions name their columns unqualified.
        db
          .selectFrom(`${R} as r`)
          .select([
            'r.id',
            'r.reportNo',
            'r.checkpointId',
            'r.nfcCode',
            'r.nfcTime',
            'r.reporterName',
            'r.createUser',
            'r.periodStart',
            'r.periodEnd',
            'r.isAb',
          ])
          .where((eb) =>
            eb.and([
              reports.scope(eb, ctx),
              eb('r.subjectId', '=', subjectId),
              eb('r.nfcTime', 'is not', null),
              eb('r.nfcTime', '>=', sql<string>`${from}::timestamp`),
              eb('r.nfcTime', '<', sql<string>`${addDays(to, 1)}::timestamp`),
            ]),
          )
          .orderBy('r.nfcTime', 'desc')
          .orderBy('r.id', 'desc')
          .limit(GET_LIST_CAP)
          .execute(),
      ]);
      // Who scanned: the reporter the report names, else the account that saved it.
      const userIds = [
        ...new Set(scans.filter((s) => !s.reporterName && s.createUser).map((s) => String(s.createUser))),
      ];
      const users = userIds.length
        ? new Map(
            (
              await db
                .selectFrom('blade_user')
                .select(['id', 'realName'])
                .where('tenantId', '=', ctx.tenantId)
                .where('id', 'in', userIds)
                .execute()
            ).map((u) => [String(u.id), u.realName]),
          )
        : new Map<string, string | null>();
      const scanOf = (s: (typeof scans)[number]) => ({
        reportId: String(s.id),
        reportNo: s.reportNo,
        nfcCode: s.nfcCode,
        nfcTime: time(s.nfcTime),
        reporterName: s.reporterName || users.get(String(s.createUser)) || null,
        periodStart: String(s.periodStart).slice(0, 10),
        periodEnd: String(s.periodEnd).slice(0, 10),
        isAb: Number(s.isAb),
      });
      const byPoint = new Map<string, Array<ReturnType<typeof scanOf>>>();
      for (const s of scans) {
        const list = byPoint.get(String(s.checkpointId)) ?? [];
        list.push(scanOf(s));
        byPoint.set(String(s.checkpointId), list);
      }
      return ok(
        points.map((p) => {
          const list = byPoint.get(String(p.id)) ?? [];
          return {
            checkpointId: String(p.id),
            checkpointName: p.checkpointName,
            needNfc: Number(p.needNfc),
            reportFrequency: p.reportFrequency === null ? null : Number(p.reportFrequency),
            nfcCode: p.nfcCode ?? null,
            scanCount: list.length,
            lastScanTime: list[0]?.nfcTime ?? null,
            scans: list,
          };
        }),
      );
    },
  );

  // ---- the reports of a subject and/or a checkpoint in a range ----
  app.get(
    `${reports.def.base}/get-list`,
    {
      config: access,
      schema: {
        querystring: params({ ...RANGE, subjectId: S.any, checkpointId: S.any }),
        response: envelope(rowsOf()),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Query;
      const subjectId = text(q.subjectId);
      const checkpointId = text(q.checkpointId);
      if (!subjectId && !checkpointId) throw badRequest('请指定经营主体或检查点');
      if (subjectId) await visibleSubject(ctx, subjectId);
      if (checkpointId && !(isId(checkpointId) && (await checkpoints.findRow(ctx, checkpointId))))
        throw notFound('检查点不存在');
      const { from, to } = dayRange(q);
      const rows = await db
        .selectFrom(`${R} as r`)
        .selectAll('r')
        .where((eb) =>
          eb.and([
            reportsIn(eb, ctx, from, to),
            ...(subjectId ? [eb('r.subjectId', '=', subjectId)] : []),
            ...(checkpointId ? [eb('r.checkpointId', '=', checkpointId)] : []),
          ]),
        )
        .orderBy('r.periodStart', 'desc')
        .orderBy('r.id', 'desc')
        .limit(GET_LIST_CAP)
        .execute();
      return ok(await labels.rows(ctx, reports.def, rows.map(reports.serialize)));
    },
  );
}
