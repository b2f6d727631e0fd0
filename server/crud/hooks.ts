import type { ActionDef, LifeCycle, ResourceDef } from '../../resources/types';
import type { Db } from '../db/connection';
import type { RequestContext } from '../http/access';
import type { Filter } from './list-params';
import type { WriteScope } from './write-scope';
import type { WireRowOf } from './wire-row';

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

/** One function or several, run in order. */
export type OneOrMany<T> = T | readonly T[];

/** What an effect of an insert or update gets, inside the write's transaction. */
export interface WriteHookArgs<D extends ResourceDef = ResourceDef> {
  /** The write's transaction and the way to mark other tables changed in it (see WriteScope). */
  scope: WriteScope;
  ctx: RequestContext;
  def: D;
  op: 'insert' | 'update';
  /** The row after the write, as the wire shows it. */
  row: WireRowOf<D>;
  /** The row before an update, as the wire showed it (undefined for an insert). */
  before?: WireRowOf<D>;
}

/**
 * An effect of saving a record (a reported prohibited song opens a finding), run inside the save's
 * transaction after the row is written, before commit: throwing rolls the save back. It may answer the
 * row as it left it when it rewrote its own row (a code generated on insert); the save answers that row.
 */
export type WriteHook<D extends ResourceDef = ResourceDef> = (
  args: WriteHookArgs<D>,
) => Promise<Row | void> | Row | void;

/** What an effect of a removal gets: the ids just removed (all of them the caller's) and their rows. */
export interface RemoveHookArgs<D extends ResourceDef = ResourceDef> {
  scope: WriteScope;
  ctx: RequestContext;
  def: D;
  ids: string[];
  rows: WireRowOf<D>[];
}

/** An effect of removing records (a removed checkpoint takes its assignments with it), in the removal's transaction. */
export type RemoveHook<D extends ResourceDef = ResourceDef> = (args: RemoveHookArgs<D>) => Promise<void> | void;

/** What an effect of a declared action gets, inside the action's transaction. */
export interface ActionHookArgs<D extends ResourceDef = ResourceDef> {
  /** The action's transaction: write through it, and throw to roll the whole action back. */
  trx: Db;
  /** The same transaction, and `touch` for the other tables the effect writes (a finding it opens). */
  scope: WriteScope;
  ctx: RequestContext;
  def: D;
  lifecycle: LifeCycle;
  action: ActionDef;
  /** The changed rows after the change, as the wire shows them. */
  rows: WireRowOf<D>[];
  /** The action's parameters, validated and coerced (null when not given). */
  params: Record<string, unknown>;
}

/** An effect of a declared action (an abnormal inspection opens a finding), after the state change and its history row. */
export type ActionHook<D extends ResourceDef = ResourceDef> = (args: ActionHookArgs<D>) => Promise<void> | void;

/**
 * What a resource computes on read instead of storing (fire equipment past its expiry date): values
 * added to every row its list, page, detail and export answer, and list parameters of those values
 * turned into conditions on declared columns, so the state is always the current one and filterable.
 */
export interface ReadAdditions {
  /**
   * The resource's own reading of its list parameters, before the declared fields read them (a
   * warning's `status` that means its handling state, not the row's status column): the query the
   * list, page and export then parse.
   */
  query?(query: Query): Query;
  /** Conditions for the resource's own list parameters (`expiryState=2` → `expiry_date < today`). */
  filters?(query: Query): Filter[];
  /** The row with its computed values added (a new object: cached rows are shared). */
  row?(row: Row): Row;
  /**
   * Values read from other tables, added to the rows of list, page and detail answers after the
   * references' labels (a user's tenant name). Its pages are then not kept as finished JSON.
   */
  rows?(ctx: RequestContext, rows: Row[]): Promise<Row[]>;
}

/** The names of a declaration's actions, over all its life cycles (any name for a declaration not known in full). */
export type ActionName<D extends ResourceDef> = NonNullable<D['lifecycles']>[number]['actions'][number]['name'];

/**
 * What a resource does in the data layer beyond its declaration: the effects of its writes, removals
 * and actions (in their transactions, whichever route made them) and what it adds on read. The
 * repository runs them (server/crud/repository.ts).
 */
export interface ResourceHooks<D extends ResourceDef = ResourceDef> {
  /** Effects of every insert and update, whichever route or hook made it, in the write's transaction. */
  onWrite?: OneOrMany<WriteHook<D>>;
  /** Effects of every removal, in the removal's transaction. */
  onRemove?: OneOrMany<RemoveHook<D>>;
  /** Effects of the declared actions, by the declaration's action names. */
  actions?: { readonly [A in ActionName<D>]?: OneOrMany<ActionHook<D>> };
  /** Values computed on read, and list parameters over them. */
  read?: ReadAdditions;
}

/** A list of one function or several. */
export const manyOf = <T>(value: OneOrMany<T> | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];
