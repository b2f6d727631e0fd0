import type { ResourceDef } from '../../resources/types';
import { parseListParams, type Filter, type ListParams } from './list-params';

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

/**
 * What a resource computes on read instead of storing (fire equipment past its expiry date): values
 * added to every row its list, page and detail answer, and list parameters of those values turned
 * into conditions on declared columns, so the state is always the current one and still filterable.
 */
export interface ReadHook {
  /** Conditions for the resource's own list parameters (`expiryState=2` → `expiry_date < today`). */
  filters?(query: Query): Filter[];
  /** The row with its computed values added (a new object: cached rows are shared). */
  row?(row: Row): Row;
}

const hooks = new Map<string, ReadHook>();

/** Registers the read hook of a resource (one per resource; a later registration replaces it). */
export function registerReadHook(resource: string, hook: ReadHook): () => void {
  hooks.set(resource, hook);
  return () => void (hooks.get(resource) === hook && hooks.delete(resource));
}

/** The list parameters of a request: the declared fields' (parseListParams) and the read hook's. */
export function listParamsOf(def: ResourceDef, query: Query): ListParams {
  const params = parseListParams(def, query);
  const extra = hooks.get(def.name)?.filters?.(query) ?? [];
  return extra.length ? { ...params, filters: [...params.filters, ...extra] } : params;
}

/** Any answer of a read route (a page, rows, one row or null) with the computed values added. */
export function withComputed<T>(def: ResourceDef, answer: T): T {
  const compute = hooks.get(def.name)?.row;
  if (!compute || answer === null || answer === undefined) return answer;
  if (Array.isArray(answer)) return answer.map((r: Row) => compute(r)) as T;
  const value = answer as unknown as Row;
  if (Array.isArray(value.records)) return { ...value, records: (value.records as Row[]).map((r) => compute(r)) } as T;
  return compute(value) as T;
}

/** Whether a resource adds values computed at read time (its answers then depend on the day, not only on its data). */
export const computesOnRead = (def: ResourceDef): boolean => !!hooks.get(def.name)?.row;
