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
