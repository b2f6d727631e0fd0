import { sql } from 'kysely';
import { engineView } from '../db/connection';
import { type ActionDef, type LifeCycle, type ResourceDef } from '../../resources/types';
import type { RequestContext } from '../http/access';
import { badRequest, businessError, forbidden, notFound } from '../http/errors';
import { wireRow } from './wire-row';
import { changesOf, writeHistory } from './history-rows';
import { notByRefusal, reviewsOwnWork, wrongStateRefusal, type StateRefusalData } from '../../resources/lifecycles';
import { NOT_YOURS_WORDS } from '../../resources/batch-refusal';
import { coerce } from './validate';
import { isBlank } from '../http/request';
import type { Repository } from './repository';
import { firstDeptOf } from './created-by';

type Row = Record<string, unknown>;

/** The answer when a record is already in the state the action leads to (a repeat, or someone was faster). */
export const ALREADY_DONE = '该数据已处理,请勿重复操作';
/** Any id that is not a live record the caller may see: nothing tells a foreign id from a missing one. */
export const NOT_YOURS = NOT_YOURS_WORDS.zh;
/** One bulk action changes at most this many records (an IN list, and one history row each). */
export const BULK_LIMIT = 1000;

/** The action's parameters, checked like fields: the declared message when a required one is missing. */
export function actionParams(action: ActionDef, input: Row): Row {
  const out: Row = {};
  for (const p of action.params ?? []) {
    const v = input[p.name];
    if (p.required && isBlank(v)) throw badRequest(p.required);
    out[p.name] = coerce(p, v);
  }
  return out;
}

/**
 * The refusal of an action for a record in `state`, outside the action's from-states: a true repeat (the
 * record is already where the action leads) answers 该数据已处理,请勿重复操作; any other state answers
 * in the declaration's words (`当前状态为待抽取,不能发布`), its `data` naming the resource, field, state
 * and action so the English screen can word it from the same declaration.
 */
export function stateRefusal(def: ResourceDef, lifecycle: LifeCycle, action: ActionDef, state: number) {
  if (state === action.to) return businessError(ALREADY_DONE);
  const data: StateRefusalData = { resource: def.name, field: lifecycle.field, state, action: action.name };
  return businessError(wrongStateRefusal(lifecycle, action, state), data);
}

/** What the update writes besides the status: parameter columns, the acting user, dept or time. */
function changeSet(action: ActionDef, ctx: RequestContext, params: Row): Row {
  const set: Row = {};
  for (const p of action.params ?? []) if (p.column) set[p.column] = params[p.name];
  for (const [field, what] of Object.entries(action.sets ?? {})) {
    set[field] = what === 'user' ? ctx.userId || null : what === 'dept' ? firstDeptOf(ctx) : sql<string>`now()`;
  }
  return set;
}

/**
 * The state change of all the given records or none, in one transaction: the records are locked
 * (in id order, so two bulk actions cannot deadlock) and must all be the caller's and in a
 * from-state (else `stateRefusal`); the update is conditional on that state as well, then a history
 * row per record and the domain hooks. Of two concurrent attempts the second waits for the first's
 * lock, then finds the new state and is refused.
 */
export async function runAction(
  repo: Repository,
  lifecycle: LifeCycle,
  action: ActionDef,
  ctx: RequestContext,
  ids: string[],
  params: Row,
): Promise<Row[]> {
  const def: ResourceDef = repo.def;
  const column = lifecycle.field;
  return repo.write(ctx, async (trx, scope) => {
    const engine = engineView(trx);
    const current = await engine
      .selectFrom(def.table)
      .select((eb) => ['id', eb.ref(column).as('state'), ...(action.notBy ? [eb.ref(action.notBy).as('actor')] : [])])
      .where((eb) => eb.and([repo.scope(eb, ctx), eb(eb.ref('id'), 'in', ids)]))
      .orderBy('id')
      .forUpdate()
      .execute();
    if (current.length !== ids.length) throw notFound(NOT_YOURS);
    // The first record (in id order) outside the action's from-states names the refusal.
    const wrong = current.find((r) => !action.from.includes(Number(r.state)));
    if (wrong) throw stateRefusal(def, lifecycle, action, Number(wrong.state));
    if (current.some((r) => reviewsOwnWork(action, { [action.notBy ?? '']: r.actor }, ctx.userId)))
      throw forbidden(notByRefusal(def, action));
    const changed = await engine
      .updateTable(def.table)
      .set({
        ...changeSet(action, ctx, params),
        [column]: action.to,
        updateUser: ctx.userId || null,
        updateTime: sql<string>`now()`,
      })
      .where((eb) => eb.and([repo.scope(eb, ctx), eb(eb.ref('id'), 'in', ids), eb(eb.ref(column), 'in', action.from)]))
      .returningAll()
      .execute();
    if (changed.length !== ids.length) throw businessError(ALREADY_DONE);
    await writeHistory(trx, { def, lifecycle, action, ctx, params, changes: changesOf(current) });
    const rows = changed.map(repo.serialize);
    for (const hook of repo.actionHooks(action.name))
      await hook({ trx, scope, ctx, def, lifecycle, action, rows: rows.map(wireRow), params });
    return rows;
  });
}
