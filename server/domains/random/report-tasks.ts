import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import type { RemoveHook, WriteHook } from '../../crud/hooks';
import { allVisible, type Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { envelope, noParams, params, rows as rowsOf, S, paramsRoute } from '../../http/route-schema';
import { newId } from '../../core/ids';
import { ctxOf, idList, withParams } from '../../http/request';
import type { WriteScope } from '../../crud/write-scope';
import { tenantWide, type RequestContext } from '../../http/access';
import type reportrandomtask from '../../../resources/random/reportrandomtask/schema';
import type reportrandomtasksubject from '../../../resources/random/reportrandomtasksubject/schema';
import { STATE_NOT_REPORTED } from '../../../resources/random/reportrandomtasksubject/schema';
import { createdBy } from '../../crud/created-by';
import { subjectColumns } from '../subject/subject-columns';

/** Most subjects one task is sent to in one call. */
export const MAX_DISTRIBUTION = 2000;
const INSERT_BATCH = 500;
const FOREIGN = '数据不存在或无权操作';
const time = (v: unknown) =>
  v === null || v === undefined ? null : String(v instanceof Date ? v.toISOString().replace('T', ' ') : v).slice(0, 19);

/**
 * A task's distribution rows written by hand (CRUD, `reportrandomtasksubject`) keep the task's
 * `subjectTotal` (counted again from its live rows), and are not moved or removed once reported.
 */
export function distributionRules(app: FastifyInstance) {
  const tasks = app.repo('reportrandomtask');
  const sent = app.repo('reportrandomtasksubject');

  /** A task's `subjectTotal` counted again from its live distribution rows. */
  async function recount(scope: WriteScope, ctx: RequestContext, taskIds: unknown[]) {
    for (const taskId of new Set(taskIds.filter(Boolean).map(String))) {
      const { n } = await scope.trx
        .selectFrom(sent.def.table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenantId', '=', ctx.tenantId)
        .where('isDeleted', '=', 0)
        .where('taskId', '=', taskId)
        .executeTakeFirstOrThrow();
      await scope.trx
        .updateTable(tasks.def.table)
        .set({ subjectTotal: Number(n) })
        .where('tenantId', '=', ctx.tenantId)
        .where('id', '=', taskId)
        .execute();
    }
    scope.touch(tasks.versionKeyFor(ctx));
  }

  const onSentWrite: WriteHook<typeof reportrandomtasksubject> = async ({ scope, ctx, row, before }) => {
    if (
      before &&
      Number(before.reportState) !== STATE_NOT_REPORTED &&
      (before.taskId !== row.taskId || before.subjectId !== row.subjectId)
    )
      throw businessError('已上报的主体不能取消下发');
    await recount(scope, ctx, [row.taskId, before?.taskId]);
  };
  const onSentRemove: RemoveHook<typeof reportrandomtasksubject> = async ({ scope, ctx, rows }) => {
    if (rows.some((r) => Number(r.reportState) !== STATE_NOT_REPORTED)) throw businessError('已上报的主体不能取消下发');
    await recount(
      scope,
      ctx,
      rows.map((r) => r.taskId),
    );
  };

  return { onSentWrite, onSentRemove };
}

/**
 * The routes of random self-report tasks: `all-list` (the tenant's tasks for pickers), `submit-distribution`
 * (taskId, subjectIds: the task goes to exactly those subjects afterwards; a subject that already
 * reported cannot be taken off, and every id must be a live subject of the caller's tenant) and
 * `get-distribution-datas` (taskId: the subjects it went to, with their report state). The handlers
 * answer a missing or malformed task id and subject ids themselves.
 */
export function reportTaskRoutes(app: FastifyInstance, tasks: Repository<typeof reportrandomtask>) {
  const sent = app.repo('reportrandomtasksubject');
  const subjects = app.repo('subject');
  const codes = codesOf(tasks.def);
  const db = app.db;

  app.get(
    `${tasks.def.base}/all-list`,
    {
      config: { access: { perm: [...codes.read, ...codesOf(app.repo('reportrandom').def).read] } },
      schema: { querystring: noParams, response: envelope(rowsOf()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const rows = await db
        .selectFrom(tasks.def.table)
        .selectAll()
        .where((eb) => tasks.scope(eb, ctx))
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(2000)
        .execute();
      return ok(rows.map(tasks.serialize));
    },
  );

  app.post(
    `${tasks.def.base}/submit-distribution`,
    paramsRoute(codes.edit, params({ taskId: S.any, subjectIds: S.any }), envelope(S.record)),
    withParams(async (ctx, p) => {
      const taskId = String(p.taskId ?? '').trim();
      if (!taskId) throw badRequest('请选择自查任务');
      const wanted = idList(p.subjectIds, 'subjectIds');
      if (wanted.length > MAX_DISTRIBUTION) throw badRequest(`一次最多下发${MAX_DISTRIBUTION}个主体`);
      const result = await sent.write(ctx, async (trx, scope) => {
        // The task row is locked: two distributions of one task run one after the other.
        await tasks.lockRow(trx, ctx, taskId, '自查任务不存在');
        if (wanted.length && !(await allVisible(subjects, trx, tenantWide(ctx), wanted))) throw notFound(FOREIGN);
        const have = await trx
          .selectFrom(sent.def.table)
          .select(['id', 'subjectId', 'reportState'])
          .where((eb) => eb.and([sent.scope(eb, ctx), eb('taskId', '=', taskId)]))
          .execute();
        const keep = new Set(wanted);
        const dropped = have.filter((r) => !keep.has(String(r.subjectId)));
        if (dropped.some((r) => Number(r.reportState) !== STATE_NOT_REPORTED))
          throw businessError('已上报的主体不能取消下发');
        if (dropped.length) {
          await trx
            .updateTable(sent.def.table)
            .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
            .where((eb) =>
              eb.and([
                sent.scope(eb, ctx),
                eb(
                  'id',
                  'in',
                  dropped.map((r) => String(r.id)),
                ),
              ]),
            )
            .execute();
        }
        const present = new Set(have.map((r) => String(r.subjectId)));
        const added = wanted
          .filter((id) => !present.has(id))
          .map((subjectId) => ({
            id: newId(),
            tenantId: ctx.tenantId,
            taskId,
            subjectId,
            reportState: STATE_NOT_REPORTED,
            distributeTime: sql<string>`now()`,
            ...createdBy(ctx),
          }));
        for (let at = 0; at < added.length; at += INSERT_BATCH)
          await trx
            .insertInto(sent.def.table)
            .values(added.slice(at, at + INSERT_BATCH))
            .execute();
        await trx.updateTable(tasks.def.table).set({ subjectTotal: wanted.length }).where('id', '=', taskId).execute();
        scope.touch(tasks.versionKeyFor(ctx));
        return { added: added.length, removed: dropped.length, total: wanted.length };
      });
      return ok(result, `已下发${result.total}个主体`);
    }),
  );

  app.get(
    `${tasks.def.base}/get-distribution-datas`,
    {
      config: { access: { perm: codes.read } },
      schema: { querystring: params({ taskId: S.any }), response: envelope(rowsOf()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const taskId = String((req.query as { taskId?: unknown }).taskId ?? '').trim();
      if (!taskId) throw badRequest('缺少必要的请求参数: taskId');
      if (!(await tasks.findRow(ctx, taskId))) throw notFound('自查任务不存在');
      const rows = await db
        .selectFrom(`${sent.def.table} as d`)
        .innerJoin(`${subjects.def.table} as s`, 's.id', 'd.subjectId')
        .select([
          'd.id',
          'd.taskId',
          'd.subjectId',
          'd.reportState',
          'd.reportId',
          'd.distributeTime',
          's.subjectName',
          's.creditCode',
          's.marketType',
          's.address',
        ])
        .where((eb) =>
          eb.and([
            eb('d.tenantId', '=', ctx.tenantId),
            eb('d.isDeleted', '=', 0),
            eb('d.taskId', '=', taskId),
            eb('s.tenantId', '=', ctx.tenantId),
          ]),
        )
        .orderBy('s.subjectName')
        .orderBy('d.id')
        .limit(MAX_DISTRIBUTION)
        .execute();
      return ok(
        rows.map((r) => ({
          id: String(r.id),
          taskId: String(r.taskId),
          subjectId: String(r.subjectId),
          ...subjectColumns(r),
          reportState: Number(r.reportState),
          reportId: r.reportId === null ? null : String(r.reportId),
          distributeTime: time(r.distributeTime),
        })),
      );
    },
  );
}
