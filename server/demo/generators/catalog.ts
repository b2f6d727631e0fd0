import { newId } from '../../core/ids';
import { rowByRow } from './shared/batch';
import { addDays } from '../dates';
import type { DemoDistrict } from '../districts';
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

/** The audit columns (and tenant) of a demo row the tenant's admin made at `time`, in `deptId` when given. */
export const madeBy = (ctx: DemoContext, time: string, deptId: unknown = null): Row => ({
  tenantId: ctx.tenantId,
  createUser: ctx.adminUserId,
  createDept: deptId ?? null,
  createTime: time,
  updateUser: ctx.adminUserId,
  updateTime: time,
  status: 1,
  isDeleted: 0,
});

/**
 * The audit columns of a demo row made at `time` in the dept and region of `about`, the subject, camera
 * or record it is about: lists are scoped by those two columns, so a row follows what it concerns.
 */
export const madeFor = (
  ctx: DemoContext,
  time: string,
  about: Row | { deptId: unknown; regionCode: unknown },
): Row => ({
  deptId: about.deptId ?? null,
  regionCode: about.regionCode ?? null,
  ...madeBy(ctx, time, about.deptId ?? null),
});

/** The audit columns of a demo row made at `time` in `district`, in the dept whose beat it is (deptOfDistrict). */
export const madeIn = (ctx: DemoContext, time: string, district: DemoDistrict): Row =>
  madeFor(ctx, time, { deptId: deptOfDistrict(ctx, district), regionCode: district.code });

/** The dept responsible for `district`: leaf depts take the districts in turn as their beats; null without depts. */
export const deptOfDistrict = (ctx: DemoContext, district: DemoDistrict): string | null =>
  ctx.leafDepts.length ? ctx.leafDepts[ctx.districts.indexOf(district) % ctx.leafDepts.length].id : null;
