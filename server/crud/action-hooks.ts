import type { ActionDef, LifeCycle, ResourceDef } from '../../resources/types';
import type { Db } from '../db/connection';
import type { RequestContext } from '../http/access';
import type { WriteScope } from './write-scope';

type Row = Record<string, unknown>;

/** What a domain hook of a declared action gets. */
export interface ActionHookArgs {
  /** The action's transaction: write through it, and throw to roll the whole action back. */
  trx: Db;
  /** The same transaction, and `touch` for the other tables the hook writes (a finding it opens). */
  scope: WriteScope;
  ctx: RequestContext;
  def: ResourceDef;
  lifecycle: LifeCycle;
  action: ActionDef;
  /** The changed rows after the change, as the wire shows them. */
  rows: Row[];
  /** The action's parameters, validated and coerced (null when not given). */
  params: Record<string, unknown>;
}

export type ActionHook = (args: ActionHookArgs) => Promise<void> | void;

const hooks = new Map<string, Set<ActionHook>>();
const keyOf = (resource: string, action: string) => `${resource}/${action}`;

/**
 * A domain effect of a declared action (an abnormal inspection opens a finding), run inside the
 * action's transaction after the status change and the history row, before commit. Domain modules
 * (`server/domains/<domain>/`) register theirs; the same function registered twice runs once (every
 * app built in a process registers its modules again). Returns the function that unregisters it.
 */
export function registerActionHook(resource: string, action: string, fn: ActionHook): () => void {
  const key = keyOf(resource, action);
  const set = hooks.get(key) ?? new Set<ActionHook>();
  set.add(fn);
  hooks.set(key, set);
  return () => void hooks.get(key)?.delete(fn);
}

/** The hooks of one action, in registration order. */
export const hooksOf = (resource: string, action: string): ActionHook[] => [
  ...(hooks.get(keyOf(resource, action)) ?? []),
];
