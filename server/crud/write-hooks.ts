import type { ResourceDef } from '../../resources/types';
import type { RequestContext } from '../http/access';
import type { WriteScope } from './write-scope';

type Row = Record<string, unknown>;

/** What a domain hook of an insert, update or removal gets. */
export interface WriteHookArgs {
  /** The write's transaction and the way to mark other tables changed in it (see WriteScope). */
  scope: WriteScope;
  ctx: RequestContext;
  def: ResourceDef;
  op: 'insert' | 'update' | 'remove';
  /** The row after the write, as the wire shows it (a removed row: as it was, now marked deleted). */
  row: Row;
  /** The row before an update, as the wire showed it (undefined for an insert or a removal). */
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
 * written, before commit: throwing rolls the save back. Every insert, update and removal through the
 * repository runs them, whichever route made it (a removal once per removed row, op 'remove'). The same function registered twice runs once (every
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
