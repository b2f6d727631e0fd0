import type { FastifyInstance } from 'fastify';
import { type ActionDef, type LifeCycle, type ResourceDef } from '../../resources/types';
import { PLATFORM_TENANT, type Access } from '../http/access';
import { status } from '../http/envelope';
import { badRequest, forbidden, notFound } from '../http/errors';
import { isId } from '../core/ids';
import { ctxOf, paramsOf } from '../http/request';
import { registerHistoryRoute } from './history';
import { actionPerm, actionsOf } from '../../resources/lifecycles';
import { checkLifecycles } from './lifecycle-rules';
import { NOT_YOURS, actionParams, runAction } from './actions';
import { batchAction, selection } from './batch-actions';
import type { Repository } from './repository';
import type { ActionCall, ResourceBehaviour } from './resource-server';

type Row = Record<string, unknown>;

/**
 * The declared actions of every resource (`POST {base}/{action}`) and its `GET {base}/history`.
 * The declarations are checked first: a broken life cycle stops the server from starting.
 */
export function registerLifecycleRoutes(
  app: FastifyInstance,
  behaviours: ReadonlyMap<Repository, ResourceBehaviour> = new Map(),
) {
  checkLifecycles([...app.repos.values()].map((repo) => repo.def));
  for (const repo of app.repos.values()) {
    const actions = actionsOf(repo.def);
    if (actions.length === 0) continue;
    const checks: Record<string, ((call: ActionCall) => Promise<void> | void) | undefined> =
      behaviours.get(repo)?.actionChecks ?? {};
    for (const { lifecycle, action } of actions) registerAction(app, repo, lifecycle, action, checks[action.name]);
    registerHistoryRoute(app, app.db, repo);
  }
}

function registerAction(
  app: FastifyInstance,
  repo: Repository,
  lifecycle: LifeCycle,
  action: ActionDef,
  check?: (call: ActionCall) => Promise<void> | void,
) {
  const def = repo.def;
  const access: Access = def.platformOnly ? { platformAdmin: true } : { perm: actionPerm(def, action) };
  app.post(`${def.base}/${action.name}`, { config: { access, validatedBy: 'declaration' } }, async (req) => {
    const ctx = ctxOf(req);
    // The resource's own refusal in words (resource-server.ts `actionChecks`), before anything else.
    await check?.({ req, ctx, input: paramsOf(req) });
    // Rows shared by every tenant change only from the platform tenant, as with submit and remove.
    if (!def.tenantScoped && ctx.tenantId !== PLATFORM_TENANT) throw forbidden();
    const input = paramsOf(req);
    const ids = targetIds(input, action);
    const params = actionParams(action, input);
    // Several records: all or nothing, a refusal naming which cannot and why, like every batch.
    if (ids.length > 1) await batchAction(app.db, repo, lifecycle, action, ctx, ids, params, wordsOf(def, action));
    else await runAction(repo, lifecycle, action, ctx, ids, params);
    return status(true);
  });
}

/** `id`, or for a bulk action its selection (`ids`, comma-joined as Blade clients send it; `id` also taken). */
export function targetIds(input: Row, action: ActionDef): string[] {
  if (action.bulk) {
    const ids = selection(input);
    // One record: its own refusal. Several: `batchAction` names the malformed ones with the others.
    if (ids.length === 1 && !isId(ids[0])) throw notFound(NOT_YOURS);
    return ids;
  }
  const raw = input.id;
  const parts = (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) throw badRequest('缺少必要的请求参数: id');
  if (parts.length > 1) throw badRequest('该操作每次只能处理一条数据');
  if (!isId(parts[0])) throw notFound(NOT_YOURS);
  return parts;
}

/** A batch of a declared action refuses in the action's own label, naming rows by the resource's `labelField`. */
const wordsOf = (def: ResourceDef, action: ActionDef) => ({
  verb: action.label,
  caption: (row: Row) => (def.labelField ? String(row[def.labelField] ?? '') : ''),
});
