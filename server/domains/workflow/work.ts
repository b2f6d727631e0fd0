import { sql, type ExpressionBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import type { RequestContext } from '../../http/access';
import { codesOf } from '../../crud/routes';
import { ctxOf, paramsOf } from '../../http/request';
import { ACTIVE } from '../../../resources/workflow/flowdefinition/schema';
import { OPEN, DONE } from '../../../resources/workflow/flowtask/schema';
import { completeTask, type WorkflowRepos } from './process';
import { pagedList } from './lists';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

/** A task offered to the caller: one of its roles among the candidates, and its dept when depts are named. */
export function offeredTo(eb: Eb, ctx: RequestContext) {
  const roles = ctx.roleAliases.filter(Boolean);
  const depts = (ctx.deptId || '').split(',').filter(isId);
  return eb.and([
    eb('assignee', 'is', null),
    roles.length ? eb.or(roles.map((r) => eb('candidate_roles', 'like', `%,${r},%`))) : sql<boolean>`false`,
    eb.or([
      eb('candidate_depts', '=', ''),
      eb('candidate_depts', 'is', null),
      ...depts.map((d) => eb('candidate_depts', 'like', `%,${d},%`)),
    ]),
  ]);
}

/** Spec §7 work lists, claim-task and complete-task (§4: a task is claimed, then completed). */
export function registerWork(app: FastifyInstance, repos: WorkflowRepos) {
  const db = app.db;
  const work = { access: { perm: codesOf(repos.task.def).read } };

  app.get('/api/blade-flow/work/start-list', { config: work }, async (req) => {
    const ctx = ctxOf(req);
    // The newest active version of each key.
    return ok(
      await pagedList(
        db,
        repos.definition,
        ctx,
        req,
        (eb: Eb) =>
          eb.and([
            eb('suspension_state', '=', ACTIVE),
            eb(
              'version',
              '=',
              eb
                .selectFrom('blade_flow_definition as v')
                .select(sql<number>`max(v.version)`.as('m'))
                .whereRef('v.process_key', '=', 'blade_flow_definition.process_key')
                .whereRef('v.tenant_id', '=', 'blade_flow_definition.tenant_id')
                .where('v.is_deleted', '=', 0),
            ),
          ]),
        { param: 'name', column: 'name' },
      ),
    );
  });

  app.get('/api/blade-flow/work/claim-list', { config: work }, async (req) => {
    const ctx = ctxOf(req);
    return ok(
      await pagedList(db, repos.task, ctx, req, (eb: Eb) => eb.and([eb('task_state', '=', OPEN), offeredTo(eb, ctx)]), {
        param: 'processName',
        column: 'process_name',
      }),
    );
  });

  app.get('/api/blade-flow/work/todo-list', { config: work }, async (req) => {
    const ctx = ctxOf(req);
    return ok(
      await pagedList(
        db,
        repos.task,
        ctx,
        req,
        (eb: Eb) => eb.and([eb('task_state', '=', OPEN), eb('assignee', '=', ctx.userId)]),
        { param: 'processName', column: 'process_name' },
      ),
    );
  });

  app.get('/api/blade-flow/work/send-list', { config: work }, async (req) => {
    const ctx = ctxOf(req);
    return ok(
      await pagedList(db, repos.instance, ctx, req, (eb: Eb) => eb('start_user', '=', ctx.userId), {
        param: 'processName',
        column: 'process_name',
      }),
    );
  });

  app.get('/api/blade-flow/work/done-list', { config: work }, async (req) => {
    const ctx = ctxOf(req);
    return ok(
      await pagedList(
        db,
        repos.task,
        ctx,
        req,
        (eb: Eb) => eb.and([eb('task_state', '=', DONE), eb('assignee', '=', ctx.userId)]),
        { param: 'processName', column: 'process_name' },
      ),
    );
  });

  app.post('/api/blade-flow/work/claim-task', { config: work }, async (req) => {
    const ctx = ctxOf(req);
    const taskId = String(paramsOf(req).taskId ?? '');
    if (!isId(taskId)) throw badRequest('请选择任务');
    // One conditional update: of two claimants at once, exactly one finds the task still unclaimed.
    const row = await repos.task.write(ctx, (trx) =>
      trx
        .updateTable('blade_flow_task')
        .set({
          assignee: ctx.userId,
          claim_time: sql<string>`now()`,
          update_user: ctx.userId,
          update_time: sql<string>`now()`,
        })
        .where((eb: Eb) =>
          eb.and([
            repos.task.scope(eb as never, ctx) as never,
            eb('id', '=', taskId),
            eb('task_state', '=', OPEN),
            offeredTo(eb, ctx),
          ]),
        )
        .returningAll()
        .executeTakeFirst(),
    );
    if (row) return ok(repos.task.serialize(row));
    const task = await repos.task.findRow(ctx, taskId);
    if (!task) throw notFound('任务不存在');
    if (Number(task.taskState) !== OPEN) throw businessError('任务已办理');
    if (task.assignee)
      throw businessError(String(task.assignee) === ctx.userId ? '您已签收该任务' : '该任务已被他人签收');
    throw businessError('您不是该任务的候选人');
  });

  app.post('/api/blade-flow/work/complete-task', { config: work }, async (req) => {
    const ctx = ctxOf(req);
    const p = paramsOf(req);
    const taskId = String(p.taskId ?? '');
    if (!isId(taskId)) throw badRequest('请选择任务');
    const processInstanceId = p.processInstanceId ? String(p.processInstanceId) : undefined;
    if (processInstanceId && !isId(processInstanceId)) throw badRequest('参数格式错误: processInstanceId');
    const variables =
      p.variables && typeof p.variables === 'object' && !Array.isArray(p.variables)
        ? (p.variables as Record<string, unknown>)
        : {};
    // Blade's BladeFlow says pass as flag 'ok'; a boolean `pass` reads the same.
    const pass =
      p.pass !== undefined
        ? p.pass === true || p.pass === 'true' || p.pass === 1
        : p.flag === undefined || p.flag === 'ok';
    const comment = String(p.comment ?? '')
      .trim()
      .slice(0, 2000);
    if (!pass && !comment) throw badRequest('请输入驳回意见');
    return ok(await completeTask(repos, ctx, { taskId, processInstanceId, variables, comment, pass }));
  });
}
