/**
 * Data rows of a streamed worksheet, as the XML exceljs itself writes for them (`<c t="str">` text,
 * plain numbers, dates as serial numbers with a style), rendered directly. exceljs builds a row model,
 * cell objects and a style lookup per cell before it renders the same text; for a 100,000-row export
 * that was most of the time and most of the garbage. exceljs still writes everything else (workbook,
 * styles, column widths, frozen header, the zip).
 */

export type CellValue = string | number | Date | undefined;

/** A, B, … Z, AA, AB … of a 0-based column index. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

// XML 1.0 has no place for most control characters: they are dropped, as exceljs drops them.
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g; // eslint-disable-line no-control-regex
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

export const xmlText = (s: string): string => s.replace(XML_SPECIAL, (c) => ENTITIES[c] ?? '');

/** Excel's serial day number (1900 system) of a date whose UTC fields hold the wall-clock time. */
export const excelSerial = (d: Date): number => 25569 + d.getTime() / 86_400_000;

/**
 * One `<row>`: `letters` from columnLetter, `dateStyles[i]` the style id of column i's dates.
 * An undefined value is no cell at all.
 */
export function rowXml(rowNumber: number, values: CellValue[], letters: string[], dateStyles: number[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === undefined) continue;
    const ref = `${letters[i]}${rowNumber}`;
    if (typeof v === 'number') xml += `<c r="${ref}"><v>${v}</v></c>`;
    else if (v instanceof Date) xml += `<c r="${ref}" s="${dateStyles[i]}"><v>${excelSerial(v)}</v></c>`;
    else xml += `<c r="${ref}" t="str"><v>${xmlText(v)}</v></c>`;
  }
  return `${xml}</row>`;
}
