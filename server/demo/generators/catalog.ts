import { newId } from '../../core/ids';
import { rowByRow } from './shared/batch';
import { madeBy } from './shared/made';
import { addDays } from '../dates';
import type { DemoContext, DemoGenerator, Row } from '../types';

/** What a catalogue generator is made of: its entries and how one becomes a row. */
export interface CatalogSpec<T> {
  resource: string;
  entries: readonly T[];
  /** Seeds each row's random draws (its creation time). */
  salt: number;
  /** Rows were made between this many days ago (inclusive range). */
  ageDays: [number, number];
  /** Prepares the dictionaries a run needs, then gives an entry's own columns (null: no row for it). */
  columns: (ctx: DemoContext) => (entry: T, index: number) => Row | null;
}

/**
 * A generator of a fixed catalogue (checkpoints, templates, inspection items): row number `i` is entry
 * `i`, with its id, made by the tenant's admin some days ago. A run makes each entry once, and an
 * appended run, whose row numbers continue past the catalogue, makes none again.
 */
export function catalogGenerator<T>(spec: CatalogSpec<T>): DemoGenerator {
  return {
    resource: spec.resource,
    count: (scale) => (scale > 0 ? spec.entries.length : 0),
    prepare: async (ctx) => {
      const columnsOf = spec.columns(ctx);
      return rowByRow(
        ctx,
        spec.salt,
        ({ rng, i }) => {
          const own = columnsOf(spec.entries[i], i);
          if (!own) return null;
          const time = ctx.timeOf(addDays(ctx.today, -rng.int(...spec.ageDays)), rng);
          return { id: newId(), ...own, ...madeBy(ctx, time) };
        },
        (i) => i < spec.entries.length,
      );
    },
  };
}

/** Key of a dictionary item by its label in the tenant's business dictionary, or null when it lacks it. */
export function keyByLabel(ctx: DemoContext, code: string): (label: string) => string | null {
  const keys = new Map(ctx.dict(code).map((item) => [item.value, item.key]));
  return (label) => keys.get(label) ?? null;
}
