import type { GetListParams, RaRecord } from 'react-admin';

/**
 * react-admin list parameters -> Blade query parameters (docs/blade-protocol.md "Query conventions").
 * Pure, so the translation is tested without a server.
 */

export type BladeParams = Record<string, unknown>;

const toCamel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Filter values Blade can take as a flat query parameter; arrays travel comma-joined. */
const isFlat = (value: unknown) =>
  value === null || value === undefined || Array.isArray(value) || typeof value !== 'object';

/**
 * Filter keys are already Blade names (a bare field = LIKE, `field_suffix` = that operator), so they
 * pass through. `q` is the list's free-text box: it searches the resource's first search field.
 */
export function toFilterParams(filter: Record<string, unknown> = {}, searchField?: string): BladeParams {
  const { q, ...rest } = filter;
  const params: BladeParams = {};
  if (q !== undefined) params[searchField ?? 'q'] = q;
  for (const [key, value] of Object.entries(rest)) if (isFlat(value)) params[key] = value;
  return params;
}

export function toPageParams(params: GetListParams, searchField?: string): BladeParams {
  const { pagination, sort, filter } = params;
  const query: BladeParams = {};
  if (pagination) {
    query.current = pagination.page;
    query.size = pagination.perPage;
  }
  if (sort?.field) query[sort.order === 'DESC' ? 'descs' : 'ascs'] = toCamel(sort.field);
  return { ...query, ...toFilterParams(filter, searchField) };
}

/** Blade ids are 64-bit snowflakes; as strings they survive JavaScript numbers. */
export function withStringId<R extends RaRecord>(row: R): R {
  return row.id === undefined || row.id === null ? row : { ...row, id: String(row.id) };
}

export const isRecord = (value: unknown): value is RaRecord =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'id' in value;

/** Blade page data (`{records, total, ...}`); a bare array is taken as one whole page. */
export function fromPage<R extends RaRecord>(page: unknown): { data: R[]; total: number } {
  if (Array.isArray(page)) return { data: page.map((row: R) => withStringId(row)), total: page.length };
  const { records = [], total = 0 } = (page ?? {}) as { records?: R[]; total?: number | string };
  return { data: records.map((row) => withStringId(row)), total: Number(total) };
}
