import type { FieldDef, ResourceDef } from '../../resources/types';
import { UPLOAD_TYPES } from '../../resources/types';
import { labelNameOf } from '../../resources/references';

type Row = Record<string, unknown>;
type Labels = Map<string, Map<string, string>>;

/**
 * The columns of a resource's Excel export and how a wire value becomes a cell. Pure: no database.
 *
 * Columns: every field a person may see (not server-only), hidden-in-list ones included (an export is
 * the full record), except JSON slots and uploads: a link to a file opens only inside the signed-in
 * app, and a cell cannot show the image. The creation time closes the row, as the list orders by it.
 *
 * Dates are real Excel dates with a `yyyy-mm-dd` / `yyyy-mm-dd hh:mm:ss` number format: they read as
 * the wire text, and still sort, filter and compute as dates in Excel. The wall-clock time of the wire
 * (the server's time zone) is kept: it is written as that time in UTC, which Excel shows unchanged.
 */

export type CellKind = 'text' | 'number' | 'date' | 'datetime' | 'code' | 'reference';

export interface ExportColumn {
  field: FieldDef;
  header: string;
  kind: CellKind;
  width: number;
}

const CREATE_TIME: FieldDef = { name: 'createTime', label: '创建时间', type: 'datetime' };
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

function kindOf(def: ResourceDef, f: FieldDef): CellKind {
  if (f.dict || f.choices || def.lifecycles?.some((l) => l.field === f.name)) return 'code';
  // A code naming another row (a region code) is shown by that row's name, as a reference is.
  if (((f.type === 'id' || f.type === 'ids') && f.reference) || f.codeOf) return 'reference';
  if (f.type === 'date' || f.type === 'datetime') return f.type;
  if (f.type === 'int' || f.type === 'number') return 'number';
  return 'text';
}

/** Display width of a text in Excel's character units: a CJK character is two. */
export const textWidth = (s: string) => [...s].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

function widthOf(f: FieldDef, kind: CellKind, header: string): number {
  const content =
    kind === 'date'
      ? 12
      : kind === 'datetime'
        ? 20
        : kind === 'number'
          ? 12
          : kind === 'code' || kind === 'reference'
            ? 18
            : f.type === 'text'
              ? 40
              : Math.min(Math.max(f.maxLength ?? 20, 10), 40) + 2;
  return Math.max(content, textWidth(header) + 4);
}

export function exportColumns(def: ResourceDef): ExportColumn[] {
  const fields = def.fields.filter(
    (f) => !f.serverOnly && f.type !== 'json' && !UPLOAD_TYPES.has(f.type) && f.name !== CREATE_TIME.name,
  );
  return [...fields, CREATE_TIME].map((field) => {
    const kind = kindOf(def, field);
    return { field, header: field.label, kind, width: widthOf(field, kind, field.label) };
  });
}

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** `yyyy-MM-dd[ HH:mm:ss]` → a Date whose UTC fields are that wall-clock time (what Excel stores). */
export function excelDate(wire: string): Date | string {
  const m = WIRE_DATE.exec(wire);
  // Excel counts from 1900: an earlier (or unreadable) date stays text rather than a wrong number.
  if (!m || Number(m[1]) < 1900) return wire;
  return new Date(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)),
  );
}

const MAX_CELL_TEXT = 32_767;
const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The cell of one column for one wire row; `codes` from codeLabels, `refs` from ReferenceLabels.maps.
 * Undefined is an empty cell (exceljs writes nothing for it, where null would be an empty cell element).
 */
export function cellValue(
  col: ExportColumn,
  row: Row,
  codes: Labels,
  refs: Labels,
): string | number | Date | undefined {
  const v = row[col.field.name];
  if (blank(v)) return undefined;
  switch (col.kind) {
    case 'code':
      return codes.get(col.field.name)?.get(String(v)) ?? String(v);
    case 'reference': {
      const carried = row[labelNameOf(col.field)];
      if (typeof carried === 'string' && carried !== '') return carried;
      const labels = refs.get(col.field.name);
      // Id 0 is Blade's "none" (a root's parent); an id without a row (removed) shows as itself.
      const ids = String(v)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '' && id !== '0');
      return ids.length ? ids.map((id) => labels?.get(id) ?? id).join(',') : undefined;
    }
    case 'number': {
      const n = Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    case 'date':
    case 'datetime':
      return excelDate(String(v));
    // Excel refuses a file whose cell holds more than 32,767 characters.
    default:
      return String(v).slice(0, MAX_CELL_TEXT);
  }
}
