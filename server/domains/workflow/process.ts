import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { RequestContext } from '../../http/access';
import { businessError, notFound } from '../../http/errors';
import { isId, newId } from '../../core/ids';
import type { WriteScope } from '../../crud/write-scope';
import { ACTIVE } from '../../../resources/workflow/flowdefinition/schema';
import { ENDED, RUNNING, TERMINATED } from '../../../resources/workflow/flowinstance/schema';
import { CANCELLED, DONE, OPEN } from '../../../resources/workflow/flowtask/schema';
import { parseProcess, type TaskSetting } from './bpmn';
import { evaluate, type Vars } from './expressions';
import { completeStep, startProcess, type StepResult } from './runtime';

/** A workflow row as the repositories' `findRow` answers it (a definition, an instance, a task). */
type Row = Record<string, unknown>;

/** History keeps the steps a person sees; flows and gateways only feed the highlighted path. */
const STEP_TYPES = new Set(['bpmn:StartEvent', 'bpmn:UserTask', 'bpmn:EndEvent']);

/** The repositories of the workflow tables, so every write bumps their change counters. */
export function workflowRepos(app: FastifyInstance) {
  return {
    model: app.repo('flowModel'),
    definition: app.repo('flowDefinition'),
    instance: app.repo('flowInstance'),
    task: app.repo('flowTask'),
    history: app.repo('flowHistory'),
    leave: app.repo('processLeave'),
  };
}
export type WorkflowRepos = ReturnType<typeof workflowRepos>;

const commaList = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** Stored as `,a,b,` so one `like '%,a,%'` finds a member. */
const members = (list: string[]) => (list.length ? `,${list.join(',')},` : '');

/**
 * Deploys a checked BPMN file into a tenant: the next version of its process key (running instances
 * keep the version they started on). Answers the definition row.
 */
export async function deployXml(
  repos: WorkflowRepos,
  ctx: RequestContext,
  scope: WriteScope,
  xml: string,
  opts: { category?: string; fileName?: string },
) {
  const parsed = await parseProcess(xml, opts.fileName);
  const last = await scope.trx
    .selectFrom(repos.definition.def.table)
    .select(sql<number>`coalesce(max(version), 0)`.as('v'))
    .where('tenantId', '=', ctx.tenantId)
    .where('processKey', '=', parsed.key)
    .executeTakeFirst();
  return repos.definition.insertIn(scope, ctx, {
    name: parsed.name,
    processKey: parsed.key,
    version: Number(last?.v ?? 0) + 1,
    deploymentId: newId(),
    category: opts.category ?? '',
    suspensionState: ACTIVE,
    resourceName: opts.fileName ?? `${parsed.key}.bpmn20.xml`,
    xml,
    taskMeta: JSON.stringify(parsed.tasks),
  });
}

/** Who a waiting user task goes to, its expressions read against the process variables. */
function routeTask(setting: TaskSetting | undefined, vars: Vars) {
  const value = (v: string | undefined) => (v ? String(evaluate(v, vars) ?? '') : '');
  const assignee = value(setting?.assignee);
  return {
    assignee: isId(assignee) ? assignee : null,
    candidateRoles: members(commaList(value(setting?.candidateGroups))),
    candidateDepts: members(commaList(value(setting?.candidateDepts)).filter(isId)),
  };
}

interface StepContext {
  repos: WorkflowRepos;
  ctx: RequestContext;
  scope: WriteScope;
  instance: Row;
  definition: Row;
  vars: Vars;
}

/** Writes what a step did: history rows of the steps passed, the new tasks, the instance's state. */
async function recordStep(s: StepContext, step: StepResult, done?: { task: Row; outcome: string; comment: string }) {
  const { repos, ctx, scope, instance, definition } = s;
  const instanceId = String(instance.id);
  const settings = JSON.parse(String(definition.taskMeta ?? '{}')) as Record<string, TaskSetting>;
  const seqRow = await scope.trx
    .selectFrom(repos.history.def.table)
    .select(sql<number>`coalesce(max(seq), 0)`.as('n'))
    .where('tenantId', '=', ctx.tenantId)
    .where('processInstanceId', '=', instanceId)
    .executeTakeFirst();
  let seq = Number(seqRow?.n ?? 0);
  for (const p of step.passed) {
    const isDone = done && p.type === 'bpmn:UserTask' && p.id === done.task.taskDefKey;
    await repos.history.insertIn(scope, ctx, {
      processInstanceId: instanceId,
      activityId: p.id,
      activityName: p.name || p.id,
      activityType: p.type,
      assignee: isDone
        ? ctx.userId
        : STEP_TYPES.has(p.type) && p.type === 'bpmn:StartEvent'
          ? instance.startUser
          : null,
      taskId: isDone ? done.task.id : null,
      outcome: isDone ? done.outcome : null,
      comment: isDone ? done.comment : null,
      startTime: isDone ? done.task.createTime : sql<string>`now()`,
      endTime: sql<string>`now()`,
      seq: ++seq,
    });
  }
  for (const w of step.waiting) {
    await repos.task.insertIn(scope, ctx, {
      processInstanceId: instanceId,
      processDefinitionId: definition.id,
      processName: definition.name,
      taskDefKey: w.id,
      taskName: w.name,
      ...routeTask(settings[w.id], s.vars),
      startUser: instance.startUser,
      businessId: instance.businessId ?? null,
      taskState: OPEN,
    });
  }
  const open = await scope.trx
    .selectFrom(repos.task.def.table)
    .select('taskName')
    .where('tenantId', '=', ctx.tenantId)
    .where('processInstanceId', '=', instanceId)
    .where('taskState', '=', OPEN)
    .where('isDeleted', '=', 0)
    .execute();
  await repos.instance.updateIn(scope, ctx, instanceId, {
    engineState: step.state,
    variables: JSON.stringify(s.vars),
    currentTask: open.map((t) => t.taskName).join(','),
    processState: step.ended ? ENDED : RUNNING,
    ...(step.ended ? { endTime: sql<string>`now()` } : {}),
  });
}

/** The definition a caller may start: of the caller's tenant, live, not suspended. */
export async function startableDefinition(repos: WorkflowRepos, ctx: RequestContext, db: Db, id: string) {
  const def = await repos.definition.findRow(ctx, id, db);
  if (!def) throw notFound('流程定义不存在');
  if (Number(def.suspensionState) !== ACTIVE) throw businessError('流程已挂起,不能发起');
  return def;
}

/**
 * Starts an instance of a definition for `ctx` (the initiator) inside the caller's write; the engine
 * runs to its first user tasks. `applyUser` and `applyDept` are always among the variables.
 */
export async function startInstance(
  repos: WorkflowRepos,
  ctx: RequestContext,
  scope: WriteScope,
  definition: Row,
  business: { table?: string; id?: string },
  variables: Vars,
) {
  const vars: Vars = { ...variables, applyUser: ctx.userId, applyDept: (ctx.deptId || '').split(',')[0] || '' };
  const instance = await repos.instance.insertIn(scope, ctx, {
    processName: definition.name,
    processKey: definition.processKey,
    processDefinitionId: definition.id,
    processVersion: definition.version,
    businessTable: business.table ?? null,
    businessId: business.id ?? null,
    startUser: ctx.userId,
    processState: RUNNING,
    variables: JSON.stringify(vars),
    engineState: '',
  });
  const step = await startProcess(String(instance.id), String(definition.xml), vars);
  await recordStep({ repos, ctx, scope, instance, definition, vars }, step);
  return instance;
}

export interface Completion {
  taskId: string;
  processInstanceId?: string;
  variables: Vars;
  comment: string;
  pass: boolean;
}

/**
 * Completes the caller's task: locks the instance row first (`for update`), so two server instances
 * completing tasks of one process run one after the other, and the second sees the first's state.
 */
export async function completeTask(repos: WorkflowRepos, ctx: RequestContext, c: Completion) {
  return repos.instance.write(ctx, async (trx, scope) => {
    const task = await repos.task.findRow(ctx, c.taskId, trx);
    if (!task) throw notFound('任务不存在');
    if (c.processInstanceId && String(task.processInstanceId) !== c.processInstanceId) throw notFound('任务不存在');
    const instance = await repos.instance.lockRow(trx, ctx, String(task.processInstanceId), '流程不存在');
    // Read again under the lock: another instance may have completed it while this one waited.
    const current = await repos.task.findRow(ctx, c.taskId, trx);
    if (!current || Number(current.taskState) !== OPEN) throw businessError('任务已办理,请勿重复提交');
    if (!current.assignee) throw businessError('请先签收任务');
    if (String(current.assignee) !== ctx.userId) throw businessError('该任务不是您的待办');
    if (Number(instance.processState) !== RUNNING) throw businessError('流程已结束');
    const definition = await repos.definition.findRow(ctx, String(instance.processDefinitionId), trx);
    if (!definition) throw notFound('流程定义不存在');
    if (Number(definition.suspensionState) !== ACTIVE) throw businessError('流程已挂起,不能办理');
    const vars: Vars = { ...JSON.parse(String(instance.variables || '{}')), ...c.variables, pass: c.pass };
    const step = await completeStep(
      String(instance.id),
      String(instance.engineState),
      String(current.taskDefKey),
      vars,
    );
    const outcome = c.pass ? 'pass' : 'reject';
    await repos.task.updateIn(scope, ctx, c.taskId, {
      taskState: DONE,
      endTime: sql<string>`now()`,
      outcome,
      comment: c.comment,
    });
    await recordStep({ repos, ctx, scope, instance, definition, vars }, step, {
      task: current,
      outcome,
      comment: c.comment,
    });
    return { processInstanceId: String(instance.id), ended: step.ended };
  });
}

/** Ends running instances (a deleted instance or deployment): open tasks cancelled, reason kept. */
export async function terminateInstances(
  repos: WorkflowRepos,
  ctx: RequestContext,
  scope: WriteScope,
  ids: string[],
  reason: string,
) {
  if (!ids.length) return;
  scope.touch(repos.task.versionKeyFor(ctx));
  scope.touch(repos.instance.versionKeyFor(ctx));
  // Tasks and instances alike end now, changed by the caller.
  const ended = { endTime: sql<string>`now()`, updateUser: ctx.userId, updateTime: sql<string>`now()` };
  await scope.trx
    .updateTable(repos.task.def.table)
    .set({ taskState: CANCELLED, ...ended })
    .where('tenantId', '=', ctx.tenantId)
    .where('processInstanceId', 'in', ids)
    .where('taskState', '=', OPEN)
    .execute();
  await scope.trx
    .updateTable(repos.instance.def.table)
    .set({
      processState: TERMINATED,
      deleteReason: reason,
      currentTask: '',
      ...ended,
    })
    .where('tenantId', '=', ctx.tenantId)
    .where('id', 'in', ids)
    .where('processState', '=', RUNNING)
    .execute();
}
