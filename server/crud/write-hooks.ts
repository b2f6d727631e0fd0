import type { ResourceDef } from '../../resources/types';
import type { RequestContext } from '../http/access';
import type { WriteScope } from './write-scope';

type Row = Record<string, unknown>;

/** What a domain hook of an insert or update gets (a removal has its own hooks, below). */
export interface WriteHookArgs {
  /** The write's transaction and the way to mark other tables changed in it (see WriteScope). */
  scope: WriteScope;
  ctx: RequestContext;
  def: ResourceDef;
  op: 'insert' | 'update';
  /** The row after the write, as the wire shows it. */
  row: Row;
  /** The row before an update, as the wire showed it (undefined for an insert). */
  before?: Row;
}

/**
 * A hook may answer the row as it left it, when it rewrote its own row in the transaction (a code
 * generated on insert): the save then answers that row. Anything else is ignored.
 */
export type WriteHook = (args: WriteHookArgs) => Promise<Row | void> | Row | void;

const hooks = new Map<string, Set<WriteHook>>();

/**
 * A domain effect of saving a record (a reported prohibited song opens a finding; a new subject gets
 * the checkpoints assigned to its market type), run inside the save's transaction after the row is
 * written, before commit: throwing rolls the save back. Every insert and update through the
 * repository runs them, whichever route made it. The same function registered twice runs once (every
 * app built in a process registers its modules again). Returns the function that unregisters it.
 */
export function registerWriteHook(resource: string, fn: WriteHook): () => void {
  const set = hooks.get(resource) ?? new Set<WriteHook>();
  set.add(fn);
  hooks.set(resource, set);
  return () => void hooks.get(resource)?.delete(fn);
}

/** The write hooks of one resource, in registration order. */
export const writeHooksOf = (resource: string): WriteHook[] => [...(hooks.get(resource) ?? [])];

/** What a domain hook of a removal gets: the ids just removed (all of them the caller's) and their rows as the wire shows them. */
export interface RemoveHookArgs {
  scope: WriteScope;
  ctx: RequestContext;
  def: ResourceDef;
  ids: string[];
  rows: Row[];
}

export type RemoveHook = (args: RemoveHookArgs) => Promise<void> | void;

const removeHooks = new Map<string, Set<RemoveHook>>();

/**
 * A domain effect of removing records (a facility's count goes down, a removed checkpoint takes its
 * assignments with it), run inside the removal's transaction after the rows are marked deleted;
 * throwing rolls the removal back. Kept apart from the write hooks so those never see a removal they
 * were not written for. Same registration rules as `registerWriteHook`.
 */
export function registerRemoveHook(resource: string, fn: RemoveHook): () => void {
  const set = removeHooks.get(resource) ?? new Set<RemoveHook>();
  set.add(fn);
  removeHooks.set(resource, set);
  return () => void removeHooks.get(resource)?.delete(fn);
}

/** The remove hooks of one resource, in registration order. */
export const removeHooksOf = (resource: string): RemoveHook[] => [...(removeHooks.get(resource) ?? [])];
