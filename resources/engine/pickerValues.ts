import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

/**
 * Wire text ⇄ picker values. The server sends and takes `yyyy-MM-dd` and
 * `yyyy-MM-dd HH:mm:ss` (docs/blade-protocol.md); the pickers hold dayjs values and show the same text in
 * both languages. Pure: no React.
 */

dayjs.extend(customParseFormat);

export type DateKind = 'date' | 'datetime';

/** What the pickers show and the wire carries (dayjs tokens). */
export const DISPLAY_FORMAT: Record<DateKind, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' };

/**
 * What a form holds while the typed text is no date yet (2024-02-3_): kept so that the form can say so
 * rather than send nothing, and never sent (the validator refuses it).
 */
export const UNFINISHED = 'Invalid Date';

/** A wire value as the picker shows it; blank or unreadable is an empty picker. */
export function fromWire(value: unknown, kind: DateKind): Dayjs | null {
  if (typeof value !== 'string' || value.trim() === '' || value === UNFINISHED) return null;
  const text = value.trim().replace('T', ' ');
  const strict = dayjs(text.slice(0, DISPLAY_FORMAT[kind].length), DISPLAY_FORMAT[kind], true);
  if (strict.isValid()) return strict;
  // A datetime without seconds, or a date field holding a full timestamp.
  const loose = dayjs(text, ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'], true);
  return loose.isValid() ? (kind === 'date' ? loose.startOf('day') : loose) : null;
}

/** The wire text of a picked value: null when cleared, UNFINISHED while the typed text is no date. */
export function toWire(value: Dayjs | null, kind: DateKind): string | null {
  if (!value) return null;
  return value.isValid() ? value.format(DISPLAY_FORMAT[kind]) : UNFINISHED;
}

/** The bound of a creation-time range filter: the first or the last second of the picked day. */
export function dayBound(value: Dayjs | null, end: boolean): string | null {
  return value && value.isValid() ? `${value.format('YYYY-MM-DD')} ${end ? '23:59:59' : '00:00:00'}` : null;
}

/** yyyy-MM-dd of today in the browser's calendar. */
export const today = () => dayjs().format('YYYY-MM-DD');

/** A wire date (or datetime) on a day before `day`. */
export const isBeforeDay = (value: unknown, day: string) =>
  typeof value === 'string' && value !== UNFINISHED && value.slice(0, 10) < day;
