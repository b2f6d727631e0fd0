import { parseListParams, type ListParams } from './list-params';
import type { ReadAdditions } from './hooks';
import type { Repository } from './repository';

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

const additionsOf = (repo: Repository): ReadAdditions | undefined => repo.behaviour.read;

/**
 * The list parameters of a request: the declared fields' (parseListParams) and those the resource
 * computes, from the query as the resource reads it (`read.query`).
 */
export function listParamsOf(repo: Repository, query: Query): ListParams {
  const additions = additionsOf(repo);
  const read = additions?.query?.(query) ?? query;
  const params = parseListParams(repo.def, read);
  const extra = additions?.filters?.(read) ?? [];
  return extra.length ? { ...params, filters: [...params.filters, ...extra] } : params;
}

/** Any answer of a read route (a page, rows, one row or null) with the computed values added. */
export function withComputed<T>(repo: Repository, answer: T): T {
  const compute = additionsOf(repo)?.row;
  if (!compute || answer === null || answer === undefined) return answer;
  if (Array.isArray(answer)) return answer.map((r: Row) => compute(r)) as T;
  const value = answer as unknown as Row;
  if (Array.isArray(value.records)) return { ...value, records: (value.records as Row[]).map((r) => compute(r)) } as T;
  return compute(value) as T;
}

/** Whether a resource adds values at read time (its answers then depend on the day or on other tables, not only on its data). */
export const computesOnRead = (repo: Repository): boolean => !!additionsOf(repo)?.row || !!additionsOf(repo)?.rows;
