import type { FieldDef, ResourceDef } from '../../resources/types';
import { maskIdCard } from '../../resources/formats';
import { holds, type RequestContext } from '../http/access';

type Row = Record<string, unknown>;

/**
 * Personal data a declaration marks `masked` (an identity number): lists, pages and exports show it
 * masked, whatever the caller holds; the detail (the record's own page) shows it whole only to a caller
 * holding the field's `wholeFor` button. Rows are copied, never changed: cached rows are shared.
 */
export const maskedFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.masked);

function maskRow(fields: FieldDef[], row: Row): Row {
  const out: Row = { ...row };
  for (const f of fields) {
    const v = row[f.name];
    if (v !== null && v !== undefined && v !== '') out[f.name] = maskIdCard(String(v));
  }
  return out;
}

/** The rows of a batch (the export) with the masked fields masked. */
export function maskRows(def: ResourceDef, rows: Row[]): Row[] {
  const fields = maskedFields(def);
  return fields.length ? rows.map((r) => maskRow(fields, r)) : rows;
}

/** A `list` or `page` answer (rows, or a page of records) with the masked fields masked. */
export function maskListAnswer<T>(def: ResourceDef, answer: T): T {
  const fields = maskedFields(def);
  if (!fields.length || answer === null || answer === undefined) return answer;
  if (Array.isArray(answer)) return answer.map((r: Row) => maskRow(fields, r)) as T;
  const value = answer as unknown as Row;
  if (Array.isArray(value.records))
    return { ...value, records: (value.records as Row[]).map((r) => maskRow(fields, r)) } as T;
  return answer;
}

/** A `detail` answer: each masked field whole to a holder of its `wholeFor` code, masked otherwise. */
export function maskDetail<T>(def: ResourceDef, ctx: RequestContext, answer: T): T {
  const fields = maskedFields(def).filter((f) => !holds(ctx, f.masked!.wholeFor));
  if (!fields.length || answer === null || answer === undefined || Array.isArray(answer)) return answer;
  return maskRow(fields, answer as unknown as Row) as T;
}
