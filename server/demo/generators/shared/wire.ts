import type { DemoContext, Row } from '../../types';

/** How demo generators read back the rows of earlier generators, and number their own. */

/** A stored time as the wire shows it, `yyyy-MM-dd HH:mm:ss` (the driver answers a Date or text). */
export const wireTime = (v: unknown): string =>
  (v instanceof Date ? v.toISOString() : String(v ?? '')).replace('T', ' ').slice(0, 19);

/** A stored day as the wire shows it, `yyyy-MM-dd`. */
export const wireDay = (v: unknown): string => wireTime(v).slice(0, 10);

/** The ids of a comma-separated id list column (`enforcerId`). */
export const idList = (v: unknown): string[] =>
  String(v ?? '')
    .split(',')
    .filter(Boolean);

/**
 * A demo record number: the server's prefix (`XJ`), the day, `D` and the row number in base 36 (the
 * server's own tails never start with D, so demo numbers never collide with real ones).
 */
export const demoNumber = (prefix: string, day: string, index: number): string =>
  `${prefix}${day.replace(/-/g, '')}D${index.toString(36).toUpperCase().padStart(9, '0')}`;

/**
 * The ids the tenant's `resource` rows point at through `field` (`inspectId`): the records an earlier
 * run already gave such a row, which this run leaves out.
 */
export async function referencedIds(ctx: DemoContext, resource: string, field: string): Promise<Set<string>> {
  return new Set((await ctx.rowsOf(resource, [field])).map((r) => String(r[field])));
}

/**
 * The tenant's `resource` rows (every column) that no `by` row points at yet through `field`: those an
 * earlier run already gave such a row are left out.
 */
export async function uncoveredRows(ctx: DemoContext, resource: string, by: string, field: string): Promise<Row[]> {
  const covered = await referencedIds(ctx, by, field);
  return (await ctx.rowsOf(resource)).filter((r) => !covered.has(String(r.id)));
}
