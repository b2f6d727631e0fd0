import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import type { RequestContext } from '../../http/access';
import { codesOf } from '../../crud/routes';
import type { Database } from '../../db/database';
import { ctxOf, paramsOf, withParams, requiredId } from '../../http/request';
import { envelope, pageOf, params, queryIntoBody, S, withMessage } from '../../http/route-schema';
import { ACTIVE } from '../../../resources/workflow/flowdefinition/schema';
import { OPEN, DONE } from '../../../resources/workflow/flowtask/schema';
import { completeTask, type WorkflowRepos } from './process';
import { PAGING, pagedList, type WorkEb } from './lists';

/**
 * A task offered to the caller: one of its roles among the candidates, and its dept when depts are
 * named. On the task table's columns, whatever else the statement reads (a work list, a claim).
 */
export function offeredTo<TB extends keyof Database>(
  eb: ExpressionBuilder<Database, TB>,
  ctx: RequestContext,
): Expression<SqlBool> {
  const roles = ctx.roleAliases.filter(Boolean);
  const depts = (ctx.deptId || '').split(',').filter(isId);
  const assignee = sql.ref<string | null>('assignee');
  const candidateRoles = sql.ref<string | null>('candidate_roles');
  const candidateDepts = sql.ref<string | null>('candidate_depts');
  return eb.and([
    eb(assignee, 'is', null),
    roles.length ? eb.or(roles.map((r) => eb(candidateRoles, 'like', `%,${r},%`))) : sql<boolean>`false`,
    eb.or([
      eb(candidateDepts, '=', ''),
      eb(candidateDepts, 'is', null),
      ...depts.map((d) => eb(candidateDepts, 'like', `%,${d},%`)),
    ]),
  ]);
}

/**
 * Spec §7 work lists, claim-task and complete-task (§4: a task is claimed, then completed), under the
 * tasks' base (`/api/blade-flow/work`): the routes of `flowTask`.
 */
export function workRoutes(app: FastifyInstance, repos: WorkflowRepos) {
  const db = app.db;
  const base = repos.task.def.base;
  const work = { access: { perm: codesOf(repos.task.def).read } };
  const list = (search: string) => ({
    config: work,
    schema: { querystring: params({ ...PAGING, [search]: S.any }), response: envelope(pageOf()) },
  });

  app.get(`${base}/start-list`, list('name'), async (req) => {
    const ctx = ctxOf(req);
    // The newest active version of each key.
    return ok(
      await pagedList(
        db,
        repos.definition,
        ctx,
        req,
        (eb: WorkEb) =>
          eb.and([
            eb('suspensionState', '=', ACTIVE),
            eb(
              'version',
              '=',
              eb
                .selectFrom('blade_flow_definition as v')
                .select(sql<number>`max(v.version)`.as('m'))
                .whereRef('v.processKey', '=', 'blade_flow_definition.processKey')
                .whereRef('v.tenantId', '=', 'blade_flow_definition.tenantId')
                .where('v.isDeleted', '=', 0),
            ),
          ]),
        { param: 'name', column: 'name' },
      ),
    );
  });

  /** A work list of the caller's: the rows of `repo` that `mine` picks, searched by process name. */
  const workList =
    (repo: WorkflowRepos['task' | 'instance'], mine: (eb: WorkEb, ctx: RequestContext) => Expression<SqlBool>) =>
    async (req: FastifyRequest) => {
      const ctx = ctxOf(req);
      return ok(
        await pagedList(db, repo, ctx, req, (eb) => mine(eb, ctx), { param: 'processName', column: 'processName' }),
      );
    };

  app.get(
    `${base}/claim-list`,
    list('processName'),
    workList(repos.task, (eb, ctx) => eb.and([eb('taskState', '=', OPEN), offeredTo(eb, ctx)])),
  );
  app.get(
    `${base}/todo-list`,
    list('processName'),
    workList(repos.task, (eb, ctx) => eb.and([eb('taskState', '=', OPEN), eb('assignee', '=', ctx.userId)])),
  );
  app.get(
    `${base}/send-list`,
    list('processName'),
    workList(repos.instance, (eb, ctx) => eb('startUser', '=', ctx.userId)),
  );
  app.get(
    `${base}/done-list`,
    list('processName'),
    workList(repos.task, (eb, ctx) => eb.and([eb('taskState', '=', DONE), eb('assignee', '=', ctx.userId)])),
  );

  const taskId = withMessage(S.id, '请选择任务');

  app.post(
    `${base}/claim-task`,
    {
      config: work,
      preValidation: queryIntoBody,
      schema: { body: params({ taskId }), response: envelope(S.record) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const id = requiredId(paramsOf(req).taskId, '请选择任务');
      // One conditional update: of two claimants at once, exactly one finds the task still unclaimed.
      const row = await repos.task.write(ctx, (trx) =>
        trx
          .updateTable(repos.task.def.table)
          .set({
            assignee: ctx.userId,
            claimTime: sql<string>`now()`,
            updateUser: ctx.userId,
            updateTime: sql<string>`now()`,
          })
          .where((eb) =>
            eb.and([repos.task.scope(eb, ctx), eb('id', '=', id), eb('taskState', '=', OPEN), offeredTo(eb, ctx)]),
          )
          .returningAll()
          .executeTakeFirst(),
      );
      if (row) return ok(repos.task.serialize(row));
      const task = await repos.task.findRow(ctx, id);
      if (!task) throw notFound('任务不存在');
      if (Number(task.taskState) !== OPEN) throw businessError('任务已办理');
      if (task.assignee)
        throw businessError(String(task.assignee) === ctx.userId ? '您已签收该任务' : '该任务已被他人签收');
      throw businessError('您不是该任务的候选人');
    },
  );

  app.post(
    `${base}/complete-task`,
    {
      config: work,
      preValidation: queryIntoBody,
      schema: {
        // The instance id, the outcome and the comment are read leniently by the handler (as Blade sends them).
        body: params({ taskId, processInstanceId: S.any, variables: S.any, pass: S.any, flag: S.any, comment: S.any }),
        response: envelope(S.record),
      },
    },
    withParams(async (ctx, p) => {
      const id = requiredId(p.taskId, '请选择任务');
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
      return ok(await completeTask(repos, ctx, { taskId: id, processInstanceId, variables, comment, pass }));
    }),
  );
}
