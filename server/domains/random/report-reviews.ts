import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { RequestContext } from '../../http/access';
import type { ActionHook, RemoveHook, WriteHook } from '../../crud/hooks';
import type { InsertOf } from '../../db/database';
import { referenceLabels } from '../../crud/reference-labels';
import type { Repository } from '../../crud/repository';
import type { WireRowOf } from '../../crud/wire-row';
import type { WriteScope } from '../../crud/write-scope';
import { codesOf } from '../../crud/routes';
import { ok } from '../../http/envelope';
import { badRequest, businessError } from '../../http/errors';
import { envelope, params, S } from '../../http/route-schema';
import { isId } from '../../core/ids';
import { ctxOf } from '../../http/request';
import type reportrandom from '../../../resources/random/reportrandom/schema';
import { REVIEW_APPROVED } from '../../../resources/random/reportrandom/schema';
import {
  STATE_APPROVED,
  STATE_NOT_REPORTED,
  STATE_PENDING,
  STATE_REJECTED,
} from '../../../resources/random/reportrandomtasksubject/schema';

type Report = WireRowOf<typeof reportrandom>;

/**
 * Random self-reports (docs/domain.md flow 2): the rules of a report's save and removal, and the effects of
 * its review actions on its distribution row and its rejection records.
 */
export function reportReviewRules(app: FastifyInstance) {
  const reports = app.repo('reportrandom');
  const sent = app.repo('reportrandomtasksubject');
  const rejects = app.repo('reportrandomreject');

  /** The distribution row of a task and subject (live, the caller's tenant), locked. */
  async function distribution(trx: Db, ctx: RequestContext, taskId: unknown, subjectId: unknown) {
    return trx
      .selectFrom(sent.def.table)
      .selectAll()
      .where((eb) =>
        eb.and([
          sent.scope(eb, ctx),
          eb('taskId', '=', String(taskId ?? '0')),
          eb('subjectId', '=', String(subjectId ?? '0')),
        ]),
      )
      .forUpdate()
      .executeTakeFirst();
  }

  /** Keeps the distribution row's report state in step with the report. */
  async function markDistribution(
    trx: Db,
    scope: Pick<WriteScope, 'touch'>,
    ctx: RequestContext,
    report: Pick<Report, 'taskId' | 'subjectId'>,
    state: number,
    reportId: string | null,
  ) {
    await trx
      .updateTable(sent.def.table)
      .set({ reportState: state, reportId, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where((eb) =>
        eb.and([
          sent.scope(eb, ctx),
          eb('taskId', '=', String(report.taskId)),
          eb('subjectId', '=', String(report.subjectId)),
        ]),
      )
      .execute();
    scope.touch(sent.versionKeyFor(ctx));
  }

  /**
   * A report is made only by a subject the task was sent to; it gets its number and time, and the
   * subject's dept and region. An approved report is final; task and subject of a report never change.
   */
  const onReportWrite: WriteHook<typeof reportrandom> = async ({ scope, ctx, op, row, before }) => {
    const { trx } = scope;
    if (op === 'update' && before) {
      if (Number(before.reviewStatus) === REVIEW_APPROVED) throw businessError('已通过的上报不能修改');
      if (before.taskId !== row.taskId || before.subjectId !== row.subjectId)
        throw businessError('上报的任务和主体不能修改');
      return;
    }
    const assigned = await distribution(trx, ctx, row.taskId, row.subjectId);
    if (!assigned) throw businessError('该主体未被下发此任务');
    const subject = await trx
      .selectFrom('biz_subject')
      .select(['deptId', 'regionCode'])
      .where('tenantId', '=', ctx.tenantId)
      .where('id', '=', String(row.subjectId))
      .executeTakeFirst();
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const saved = await trx
      .updateTable(reports.def.table)
      .set({
        reportNo: `SJZC${day}${String(row.id).slice(-6)}`,
        reportTime: sql<string>`now()`,
        deptId: row.deptId ?? subject?.deptId ?? null,
        regionCode: row.regionCode ?? subject?.regionCode ?? null,
      })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    await markDistribution(trx, scope, ctx, row, STATE_PENDING, String(row.id));
    return reports.serialize(saved);
  };

  /** A removed report leaves its subject to report again. */
  const onReportRemove: RemoveHook<typeof reportrandom> = async ({ scope, ctx, rows }) => {
    for (const r of rows) await markDistribution(scope.trx, scope, ctx, r, STATE_NOT_REPORTED, null);
  };

  const onApproved: ActionHook<typeof reportrandom> = async ({ trx, scope, ctx, rows }) => {
    for (const r of rows) await markDistribution(trx, scope, ctx, r, STATE_APPROVED, String(r.id));
  };

  /** A rejection is kept as its own record (who, when, why), and counted on the report. */
  const onReject: ActionHook<typeof reportrandom> = async ({ trx, scope, ctx, rows, params }) => {
    for (const r of rows) {
      const rejection: InsertOf<'reportrandomreject'> = {
        reportId: String(r.id),
        taskId: String(r.taskId),
        subjectId: String(r.subjectId),
        cause: params.cause === null || params.cause === undefined ? null : String(params.cause),
        rejectUser: ctx.userId || null,
        rejectTime: sql<string>`now()`,
      };
      await rejects.insertIn(scope, ctx, rejection);
      await trx
        .updateTable(reports.def.table)
        .set({ rejectCount: sql`coalesce(reject_count, 0) + 1` })
        .where('id', '=', String(r.id))
        .execute();
      await markDistribution(trx, scope, ctx, r, STATE_REJECTED, String(r.id));
    }
  };

  const onResubmit: ActionHook<typeof reportrandom> = async ({ trx, scope, ctx, rows }) => {
    for (const r of rows) {
      await trx
        .updateTable(reports.def.table)
        .set({ reportTime: sql<string>`now()` })
        .where('id', '=', String(r.id))
        .execute();
      await markDistribution(trx, scope, ctx, r, STATE_PENDING, String(r.id));
    }
  };

  return { onReportWrite, onReportRemove, onApproved, onReject, onResubmit };
}

/**
 * `GET detail (id, isReport)` of a random self-report (the resource has no generic detail). Reading of
 * `isReport`: the screens open a report either from the report list (`id` is the report's) or from a
 * task's distribution list (`isReport=1`: `id` is the distribution row's, `reportrandomtasksubject`,
 * and the answer is the report made under it, or no data when the subject has not reported yet).
 * Either way the answer carries the report's rejection records (`rejects`, newest first). The handler
 * answers a missing id (400) and one that is no id (no data) itself.
 */
export function reportDetailRoute(app: FastifyInstance, reports: Repository<typeof reportrandom>) {
  const sent = app.repo('reportrandomtasksubject');
  const rejects = app.repo('reportrandomreject');
  const labels = referenceLabels(app.db, app.repos);

  app.get(
    `${reports.def.base}/detail`,
    {
      config: { access: { perm: codesOf(reports.def).read } },
      schema: { querystring: params({ id: S.any, isReport: S.any }), response: envelope(S.any) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as { id?: unknown; isReport?: unknown };
      const id = String(q.id ?? '').trim();
      if (!id) throw badRequest('缺少必要的请求参数: id');
      if (!isId(id)) return ok(null);
      const byDistribution = ['1', 'true'].includes(
        String(q.isReport ?? '')
          .trim()
          .toLowerCase(),
      );
      let reportId = id;
      if (byDistribution) {
        const row = await sent.findRow(ctx, id);
        if (!row?.reportId) return ok(null);
        reportId = String(row.reportId);
      }
      const report = await reports.detail(ctx, reportId);
      if (!report) return ok(null);
      const [labelled] = await labels.rows(ctx, reports.def, [report]);
      const history = await app.db
        .selectFrom(rejects.def.table)
        .selectAll()
        .where((eb) => eb.and([rejects.scope(eb, ctx), eb('reportId', '=', reportId)]))
        .orderBy('rejectTime', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return ok({ ...labelled, rejects: await labels.rows(ctx, rejects.def, history.map(rejects.serialize)) });
    },
  );
}
