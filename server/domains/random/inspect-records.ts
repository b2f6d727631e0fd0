import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ActionHook, RemoveHook, WriteHook } from '../../crud/hooks';
import { writeHistory } from '../../crud/history-rows';
import { badRequest, businessError, forbidden } from '../../http/errors';
import { holds, type RequestContext } from '../../http/access';
import { codesOf } from '../../crud/routes';
import { TASK_DONE, TASK_PUBLISHED } from '../../../resources/random/inspectrandomtask/schema';
import type inspectrandom from '../../../resources/random/inspectrandom/schema';
import { hasPendingDrawn } from './drawn-rows';

export const NOT_DRAWN = '只有抽中的执法人员可以登记该主体的检查结果';
const TASKS = 'biz_inspect_random_task';

/** The task of a drawn row, locked: the results of one task are recorded one after the other. */
async function lockTask(trx: Db, ctx: RequestContext, taskId: unknown) {
  return trx
    .selectFrom(TASKS)
    .selectAll()
    .where('tenantId', '=', ctx.tenantId)
    .where('isDeleted', '=', 0)
    .where('id', '=', String(taskId ?? '0'))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The enforcers' side of a random inspection (docs/domain.md flow 2): recording the result, and the drawn
 * rows kept as the draw made them once the task is published.
 */
export function inspectRecordRules(app: FastifyInstance) {
  const tasks = app.repo('inspectrandomtask');

  /**
   * `record` is taken only for a published task; when it was the last pending subject, the task is
   * complete: its `complete` state change and history row are written in the same transaction.
   */
  const onRecord: ActionHook<typeof inspectrandom> = async ({ trx, scope, ctx, rows, params }) => {
    if (![1, 2].includes(Number(params.result))) throw badRequest('请选择正常或异常');
    const row = rows[0];
    // The drawn enforcers record their subject; whoever runs the tasks (the task's edit right) may enter
    // a result for them (from the paper record); nobody else.
    if (
      !String(row.enforcerIds ?? '')
        .split(',')
        .includes(ctx.userId) &&
      !holds(ctx, codesOf(tasks.def).edit)
    )
      throw forbidden(NOT_DRAWN);
    const task = await lockTask(trx, ctx, row.taskId);
    if (!task || Number(task.taskStatus) !== TASK_PUBLISHED) throw businessError('任务发布后才能登记检查结果');
    const pending = await hasPendingDrawn(trx, ctx.tenantId, String(row.taskId));
    if (pending) return;
    const lifecycle = tasks.def.lifecycles!.find((lc) => lc.field === 'taskStatus')!;
    const action = lifecycle.actions.find((a) => a.name === 'complete')!;
    await trx
      .updateTable(TASKS)
      .set({ taskStatus: TASK_DONE, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where('id', '=', String(task.id))
      .execute();
    await writeHistory(trx, {
      def: tasks.def,
      lifecycle,
      action,
      ctx,
      params: {},
      changes: [{ id: String(task.id), from: TASK_PUBLISHED }],
    });
    scope.touch(tasks.versionKeyFor(ctx));
  };

  /** A drawn row is the draw's record: hand edits only before the task is published. */
  const onDrawnWrite: WriteHook<typeof inspectrandom> = async ({ scope, ctx, row, before }) => {
    for (const taskId of new Set([row.taskId, before?.taskId].filter(Boolean))) {
      const task = await lockTask(scope.trx, ctx, taskId);
      if (task && Number(task.taskStatus) >= TASK_PUBLISHED) throw businessError('已发布任务的抽查记录不能修改');
    }
  };
  const onDrawnRemove: RemoveHook<typeof inspectrandom> = async ({ scope, ctx, rows }) => {
    for (const taskId of new Set(rows.map((r) => r.taskId))) {
      const task = await lockTask(scope.trx, ctx, taskId);
      if (task && Number(task.taskStatus) >= TASK_PUBLISHED) throw businessError('已发布任务的抽查记录不能删除');
    }
  };

  return { onRecord, onDrawnWrite, onDrawnRemove };
}
