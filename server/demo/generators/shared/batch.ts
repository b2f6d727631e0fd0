import { Rng } from '../../random';
import type { DemoContext, DemoHistoryEntry, DemoRows, Row } from '../../types';

/** Makes the row of row number `i` from its random source `rng`; entries it adds to `history` go in with it. */
export type RowMaker = (row: { rng: Rng; i: number; history: DemoHistoryEntry[] }) => Row | null;

/**
 * The batch of a generator that makes one row per row number: rows [from, to), each from the random
 * source of (seed, `salt`, row number), so the same seed makes the same rows whatever the batch size.
 * Stops early once `more()` is false (what the rows are made from ran out: no cameras, every finding used).
 */
export const rowByRow =
  (ctx: DemoContext, salt: number, make: RowMaker, more: (i: number) => boolean = () => true) =>
  (from: number, to: number): DemoRows => {
    const rows: Row[] = [];
    const history: DemoHistoryEntry[] = [];
    for (let i = from; i < to && more(i); i++) {
      const row = make({ rng: Rng.forRow(ctx.seed, salt, i), i, history });
      if (row) rows.push(row);
    }
    return { rows, history };
  };

/**
 * The batches of a generator that makes one row per item of `items`, in their order: row number `i`
 * takes the next item no earlier batch took, until they run out. `make` answers null to skip an item.
 */
export function rowPerItem<T>(
  ctx: DemoContext,
  salt: number,
  items: readonly T[],
  make: (item: T, row: { rng: Rng; i: number; history: DemoHistoryEntry[] }) => Row | null,
) {
  let next = 0;
  return rowByRow(
    ctx,
    salt,
    (row) => make(items[next++], row),
    () => next < items.length,
  );
}

/** What a row maker gets: the row's random source, its row number, and the history its state changes go to. */
export type RowDraw = Parameters<RowMaker>[0];

/**
 * The batches of a generator whose every row is about a random subject of the tenant, drawn first (with
 * its dept and region, for madeFor): `make` gets it. No rows while there is no subject, or `more()` is false.
 */
export async function aboutRandomSubject(
  ctx: DemoContext,
  salt: number,
  make: (subject: Row, row: RowDraw) => Row | null,
  more: () => boolean = () => true,
) {
  const subjects = await ctx.rowsOf('subject', ['deptId', 'regionCode']);
  return rowByRow(
    ctx,
    salt,
    (row) => make(row.rng.pick(subjects), row),
    () => subjects.length > 0 && more(),
  );
}

/**
 * The batches of a generator whose row number `i` belongs to the tenant's subject number `i × stride`,
 * taking the subjects in id order round and round: `make` gets its id. No rows while there is no subject.
 */
export async function subjectsInTurn(
  ctx: DemoContext,
  salt: number,
  make: (subjectId: string, row: RowDraw) => Row | null,
  stride = 1,
) {
  const subjects = await ctx.idsOf('subject');
  return rowByRow(
    ctx,
    salt,
    (row) => make(subjects[(row.i * stride) % subjects.length], row),
    () => subjects.length > 0,
  );
}
