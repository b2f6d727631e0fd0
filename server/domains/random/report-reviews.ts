import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { RequestContext } from '../../http/access';
import { registerActionHook, type ActionHook } from '../../crud/action-hooks';
import { registerRemoveHook, registerWriteHook, type RemoveHook, type WriteHook } from '../../crud/write-hooks';
import { referenceLabels } from '../../crud/reference-labels';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { ok } from '../../http/envelope';
import { badRequest, businessError } from '../../http/errors';
import { isId } from '../../core/ids';
import { ctxOf } from '../../http/request';
import { REVIEW_APPROVED } from '../../../resources/random/reportrandom/schema';
import {
  STATE_APPROVED,
  STATE_NOT_REPORTED,
  STATE_PENDING,
  STATE_REJECTED,
} from '../../../resources/random/reportrandomtasksubject/schema';

type Row = Record<string, unknown>;

interface Repos {
  reports: Repository;
  sent: Repository;
  rejects: Repository;
}
let active: Repos | undefined;
const repos = (): Repos => {
  if (!active) throw new Error('random reports: not registered');
  return active;
};

/** The distribution row of a task and subject (live, the caller's tenant), locked. */
async function distribution(
  trx: Db,
  ctx: RequestContext,
  taskId: unknown,
  subjectId: unknown,
): Promise<Row | undefined> {
  return trx
    .selectFrom(repos().sent.def.table)
    .selectAll()
    .where((eb) =>
      eb.and([
        repos().sent.scope(eb, ctx),
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
  scope: { touch(k: string): void },
  ctx: RequestContext,
  report: Row,
  state: number,
  reportId: string | null,
) {
  await trx
    .updateTable(repos().sent.def.table)
    .set({ reportState: state, reportId, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
    .where((eb) =>
      eb.and([
        repos().sent.scope(eb, ctx),
        eb('taskId', '=', String(report.taskId)),
        eb('subjectId', '=', String(report.subjectId)),
      ]),
    )
    .execute();
  scope.touch(repos().sent.versionKeyFor(ctx));
}

/**
 * A report is made only by a subject the task was sent to; it gets its number and time, and the
 * subject's dept and region. An approved report is final; task and subject of a report never change.
 */
const onReportWrite: WriteHook = async ({ scope, ctx, op, row, before }) => {
  const { trx } = scope;
  if (op === 'update' && before) {
    if (Number(before.reviewStatus) === REVIEW_APPROVED) throw businessError('已通过的上报不能修改');
    if (before.taskId !== row.taskId || before.subjectId !== row.subjectId)
      throw businessError('上报的任务和主体不能修改');
    return;
  }
  const sent = await distribution(trx, ctx, row.taskId, row.subjectId);
  if (!sent) throw businessError('该主体未被下发此任务');
  const subject = await trx
    .selectFrom('biz_subject')
    .select(['deptId', 'regionCode'])
    .where('tenantId', '=', ctx.tenantId)
    .where('id', '=', String(row.subjectId))
    .executeTakeFirst();
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const saved = await trx
    .updateTable(repos().reports.def.table)
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
  return repos().reports.serialize(saved);
};

/** A removed report leaves its subject to report again. */
const onReportRemove: RemoveHook = async ({ scope, ctx, rows }) => {
  for (const r of rows) await markDistribution(scope.trx, scope, ctx, r, STATE_NOT_REPORTED, null);
};

const onApproved: ActionHook = async ({ trx, scope, ctx, rows }) => {
  for (const r of rows) await markDistribution(trx, scope, ctx, r, STATE_APPROVED, String(r.id));
};

/** A rejection is kept as its own record (who, when, why), and counted on the report. */
const onReject: ActionHook = async ({ trx, scope, ctx, rows, params }) => {
  for (const r of rows) {
    await repos().rejects.insertIn(scope, ctx, {
      report_id: String(r.id),
      task_id: String(r.taskId),
      subject_id: String(r.subjectId),
      cause: params.cause,
      reject_user: ctx.userId || null,
      reject_time: sql<string>`now()`,
    });
    await trx
      .updateTable(repos().reports.def.table)
      .set({ rejectCount: sql`coalesce(reject_count, 0) + 1` })
      .where('id', '=', String(r.id))
      .execute();
    await markDistribution(trx, scope, ctx, r, STATE_REJECTED, String(r.id));
  }
};

const onResubmit: ActionHook = async ({ trx, scope, ctx, rows }) => {
  for (const r of rows) {
    await trx
      .updateTable(repos().reports.def.table)
      .set({ reportTime: sql<string>`now()` })
      .where('id', '=', String(r.id))
      .execute();
    await markDistribution(trx, scope, ctx, r, STATE_PENDING, String(r.id));
  }
};

/**
 * Random self-reports (issue 10): the rules of a report's save, the effects of its review actions,
 * and `GET detail (id, isReport)`. Reading of `isReport`: the screens open a report either from the
 * report list (`id` is the report's) or from a task's distribution list (`isReport=1`: `id` is the
 * distribution row's, `reportrandomtasksubject`, and the answer is the report made under it, or no
 * data when the subject has not reported yet). Either way the answer carries the report's rejection
 * records (`rejects`, newest first).
 */
export function registerReportReviews(app: FastifyInstance) {
  const reports = app.repo('reportrandom');
  const sent = app.repo('reportrandomtasksubject');
  const rejects = app.repo('reportrandomreject');
  const labels = referenceLabels(app.db, app.repos);
  active = { reports, sent, rejects };

  app.get(`${reports.def.base}/detail`, { config: { access: { perm: codesOf(reports.def).read } } }, async (req) => {
    const ctx = ctxOf(req);
    const q = req.query as Row;
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
  });

  registerWriteHook('reportrandom', onReportWrite);
  registerRemoveHook('reportrandom', onReportRemove);
  registerActionHook('reportrandom', 'approved', onApproved);
  registerActionHook('reportrandom', 'reject', onReject);
  registerActionHook('reportrandom', 'resubmit', onResubmit);
}
