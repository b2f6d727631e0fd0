import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { codesOf } from '../../crud/routes';
import { ctxOf, withParams, requiredId } from '../../http/request';
import { done, envelope, params, rows, S, withMessage, paramsRoute } from '../../http/route-schema';
import { RUNNING } from '../../../resources/workflow/flowinstance/schema';
import { OPEN } from '../../../resources/workflow/flowtask/schema';
import { terminateInstances, type WorkflowRepos } from './process';

const SHOWN_STEPS = ['bpmn:StartEvent', 'bpmn:UserTask', 'bpmn:EndEvent'];

/**
 * `follow/delete-process-instance` (processInstanceId, deleteReason), under the instances' base
 * (`/api/blade-flow/follow`): the route of `flowInstance`. The reason is the handler's to check.
 */
export function instanceRoutes(app: FastifyInstance, repos: WorkflowRepos) {
  app.post(
    `${repos.instance.def.base}/delete-process-instance`,
    paramsRoute(
      'flowInstance_delete',
      params({ processInstanceId: withMessage(S.id, '请选择流程实例'), deleteReason: S.any }),
      done,
    ),
    withParams(async (ctx, p) => {
      const id = requiredId(p.processInstanceId, '请选择流程实例');
      const reason = String(p.deleteReason ?? '')
        .trim()
        .slice(0, 500);
      if (!reason) throw badRequest('请输入删除原因');
      await repos.instance.write(ctx, async (trx, scope) => {
        const row = await repos.instance.lockRow(trx, ctx, id, '流程实例不存在');
        if (Number(row.processState) !== RUNNING) throw businessError('流程已结束');
        await terminateInstances(repos, ctx, scope, [id], reason);
      });
      return ok(true, '删除成功');
    }),
  );
}

/**
 * `process/history-flow-list` and the diagram of a process (`process/resource-view`): no one
 * resource's (they read an instance, its history, its tasks and its definition), the domain's. A
 * missing id answers 400 (缺少必要的请求参数: processInstanceId), an id that is none a process not found.
 */
export function processRoutes(app: FastifyInstance, repos: WorkflowRepos) {
  const db = app.db;
  // Whoever may see the work lists or the follow list may read a process's history and diagram.
  const readers = { access: { perm: [...codesOf(repos.task.def).read, ...codesOf(repos.instance.def).read] } };

  app.get(
    '/api/blade-flow/process/history-flow-list',
    {
      config: readers,
      schema: { querystring: params({ processInstanceId: S.any }, ['processInstanceId']), response: envelope(rows()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const id = String((req.query as Record<string, unknown>).processInstanceId ?? '');
      if (!(await repos.instance.findRow(ctx, id))) throw notFound('流程实例不存在');
      const steps = await db
        .selectFrom(repos.history.def.table)
        .selectAll()
        .where((eb) =>
          eb.and([
            repos.history.scope(eb, ctx),
            eb('processInstanceId', '=', id),
            eb('activityType', 'in', SHOWN_STEPS),
          ]),
        )
        .orderBy('seq')
        .execute();
      const names = await userNames(
        app,
        ctx.tenantId,
        steps.map((s) => s.assignee),
      );
      return ok(
        steps.map((s) => {
          const row = repos.history.serialize(s);
          return {
            ...row,
            historyActivityName: row.activityName,
            historyActivityId: row.activityId,
            assigneeName: names.get(String(s.assignee)) ?? '',
            createTime: row.startTime,
          };
        }),
      );
    },
  );

  /**
   * The diagram of a definition or an instance: its XML, the activities and flows passed (the path the
   * screens highlight) and the tasks open now. Not in api-calls.tsv (BladeX names it resource-view).
   */
  app.get(
    '/api/blade-flow/process/resource-view',
    {
      config: readers,
      schema: {
        querystring: params({ processDefinitionId: S.any, processInstanceId: S.any }),
        response: envelope(S.record),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Record<string, unknown>;
      let definitionId = String(q.processDefinitionId ?? '');
      const instanceId = String(q.processInstanceId ?? '');
      let finished: string[] = [];
      let current: string[] = [];
      if (instanceId) {
        const instance = await repos.instance.findRow(ctx, instanceId);
        if (!instance) throw notFound('流程实例不存在');
        definitionId = String(instance.processDefinitionId);
        finished = (
          await db
            .selectFrom(repos.history.def.table)
            .select('activityId')
            .where((eb) => eb.and([repos.history.scope(eb, ctx), eb('processInstanceId', '=', instanceId)]))
            .orderBy('seq')
            .execute()
        ).map((r) => String(r.activityId));
        current = (
          await db
            .selectFrom(repos.task.def.table)
            .select('taskDefKey')
            .where((eb) =>
              eb.and([repos.task.scope(eb, ctx), eb('processInstanceId', '=', instanceId), eb('taskState', '=', OPEN)]),
            )
            .execute()
        ).map((r) => String(r.taskDefKey));
      }
      const def = await repos.definition.findRow(ctx, definitionId);
      if (!def) throw notFound('流程定义不存在');
      return ok({ xml: String(def.xml), name: def.name, finished: [...new Set(finished)], current });
    },
  );
}

/** Display names of users of a tenant by id. */
export async function userNames(app: FastifyInstance, tenantId: string, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.map(String).filter(isId))];
  if (!wanted.length) return new Map();
  const found = await app.db
    .selectFrom(app.repo('user').def.table)
    .select(['id', 'realName', 'name'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(found.map((r) => [String(r.id), String(r.realName || r.name || '')]));
}
