import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ActionHook } from '../../crud/hooks';
import { actionParams, NOT_YOURS, runAction } from '../../crud/actions';
import type { Repository } from '../../crud/repository';
import type { WireRowOf } from '../../crud/wire-row';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';
import { status } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { done, params, S, paramsRoute } from '../../http/route-schema';
import { isId } from '../../core/ids';
import { actionsOf } from '../../../resources/lifecycles';
import { FINDING_FOUND, FINDING_HANDLED, FINDING_STATUS } from '../../../resources/findings';
import type supervise from '../../../resources/supervise/supervise/schema';
import { APPROVAL_STEPS, superviseLifecycle, type ApprovalStep } from '../../../resources/supervise/supervise/schema';
import { actionPerm } from '../../../resources/lifecycles';
import { serverTransition } from '../report/server-transition';
import { withParams } from '../../http/request';
import { findingRepo, lockedFinding } from './sources';

type Supervision = WireRowOf<typeof supervise>;
type SuperviseHook = ActionHook<typeof supervise>;

/** The step a role names: its alias (`section_chief`), its name (科长), or the id of a role of the caller's tenant. */
async function stepOfRole(app: FastifyInstance, ctx: RequestContext, role: unknown): Promise<ApprovalStep> {
  const given = String(role ?? '').trim();
  if (!given) throw badRequest('请选择审核角色');
  let alias = given;
  if (isId(given)) {
    const row = await app.db
      .selectFrom('blade_role')
      .select('roleAlias')
      .where('id', '=', given)
      .where('tenantId', '=', ctx.tenantId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    alias = String(row?.roleAlias ?? '');
  }
  const step = APPROVAL_STEPS.find((s) => s.role === alias || s.roleName === alias);
  if (!step) throw badRequest('审核角色不正确');
  return step;
}

/** The caller must hold the step's role: a button code alone does not make anyone a 科长. */
function mustHold(ctx: RequestContext, step: ApprovalStep) {
  if (!ctx.roleAliases.includes(step.role))
    throw businessError(`您不是${step.roleName},不能以${step.roleName}身份审核`);
}

/** The step a supervision waits for: the first whose approver is not recorded (steps are taken in order). */
const pendingStep = (row: Supervision): ApprovalStep | undefined =>
  APPROVAL_STEPS.find((s) => !(row as Record<string, unknown>)[s.timeField]);

/** The refusal of a role acting out of its turn. */
function outOfTurn(step: ApprovalStep, awaiting: ApprovalStep): never {
  const mine = APPROVAL_STEPS.indexOf(step);
  const next = APPROVAL_STEPS.indexOf(awaiting);
  if (mine > next) throw businessError(`当前待${awaiting.roleName}审核,${step.roleName}不能越级审批`);
  throw businessError(`${step.roleName}已审核,当前待${awaiting.roleName}审核`);
}

/** The declared life of supervisions, as the declaration has it. */
const lifecycleOf = (repo: Repository<typeof supervise>) =>
  repo.def.lifecycles?.find((lc) => lc.field === superviseLifecycle.field) ?? superviseLifecycle;

/**
 * Approval by role (docs/domain.md flow 5). A supervision passes through APPROVAL_STEPS in order, each a
 * declared action (`approve-section-chief`, `approve-director`: conditional update from the step
 * before, history row). Whatever route runs a step, its effect checks in the action's transaction that
 * the caller holds the step's role. The last step also completes the supervised finding (its declared
 * `supervise-complete`, with a history row on the finding), which must have been handled.
 * `reject` (role, cause) is allowed only to the role of the step the supervision waits for;
 * `supervise-reject` (type, cause) checks `type` against the supervision's source kind.
 */
export function approvalRules(app: FastifyInstance) {
  /** The last approval closes the finding's supervision (it must have been handled first). */
  async function completeFinding(scope: WriteScope, ctx: RequestContext, row: Supervision, opinion: unknown) {
    const source = findingRepo(app, row.sourceType);
    const finding = await lockedFinding(scope, ctx, source, row.sourceId);
    const state = Number(finding[FINDING_STATUS]);
    if (state === FINDING_FOUND) throw businessError('督办的异常尚未处理,不能办结');
    if (state !== FINDING_HANDLED) return;
    const complete = actionsOf(source.def).find((a) => a.action.name === 'supervise-complete');
    if (!complete) return;
    const text = opinion === null || opinion === undefined || opinion === '' ? '督办审核通过' : String(opinion);
    await serverTransition(
      scope,
      ctx,
      source,
      complete.lifecycle,
      complete.action,
      { id: String(finding.id) },
      { superviseOpinion: text, superviseUser: ctx.userId || null, superviseTime: sql<string>`now()` },
      { superviseOpinion: text },
    );
  }

  const last = APPROVAL_STEPS[APPROVAL_STEPS.length - 1];
  /** The effect of each approval step's action, by the step's action name. */
  const steps: Record<string, SuperviseHook> = Object.fromEntries(
    APPROVAL_STEPS.map((step): [string, SuperviseHook] => [
      step.action,
      async ({ scope, ctx, rows, params: given }) => {
        mustHold(ctx, step);
        if (step !== last) return;
        for (const row of rows) await completeFinding(scope, ctx, row, given.opinion);
      },
    ]),
  );

  const onReject: SuperviseHook = async ({ ctx, rows, params: given }) => {
    const step = await stepOfRole(app, ctx, given.role);
    mustHold(ctx, step);
    for (const row of rows) {
      const awaiting = pendingStep(row);
      if (awaiting && awaiting !== step) outOfTurn(step, awaiting);
    }
  };

  const onSendBack: SuperviseHook = ({ rows, params: given }) => {
    const type = given.type === null || given.type === undefined ? '' : String(given.type).trim();
    if (type && rows.some((row) => row.sourceType !== type)) throw badRequest('退回类型与督办来源不符');
  };

  return { steps, onReject, onSendBack };
}

/**
 * `POST supervise/approved` (id, role, opinion): Blade's call for the approval of the step of that
 * role, in turn: it picks the step of the role, refuses a role the caller does not hold and a role out
 * of turn with a clear message, then runs the step (its own conditional update: of two concurrent
 * approvals one wins, the other is refused). The handler answers a missing id and a bad role itself.
 */
export function approvedRoute(app: FastifyInstance, repo: Repository<typeof supervise>) {
  const def = repo.def;
  const lifecycle = lifecycleOf(repo);
  const actionOf = (name: string) => {
    const found = lifecycle.actions.find((a) => a.name === name);
    if (!found) throw new Error(`supervise: action ${name} is not declared`);
    return found;
  };
  const stepPerms = APPROVAL_STEPS.map((s) => actionPerm(def, actionOf(s.action)));
  app.post(
    `${def.base}/approved`,
    paramsRoute(stepPerms, params({ id: S.any, role: S.any, opinion: S.any }), done),
    withParams(async (ctx, input) => {
      const id = String(input.id ?? '').trim();
      if (!id) throw badRequest('缺少必要的请求参数: id');
      const step = await stepOfRole(app, ctx, input.role);
      mustHold(ctx, step);
      const row = isId(id) ? await repo.findRow(ctx, id) : undefined;
      if (!row) throw notFound(NOT_YOURS);
      const awaiting = APPROVAL_STEPS.find((s) => s.from === Number(row.superviseStatus));
      if (!awaiting) throw businessError('该督办已结束,不能审核');
      if (awaiting !== step) outOfTurn(step, awaiting);
      const action = actionOf(step.action);
      await runAction(repo, lifecycle, action, ctx, [id], actionParams(action, input));
      return status(true);
    }),
  );
}
