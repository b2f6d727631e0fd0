/**
 * Checks of wire text against the column types it is compared with or written to. A value that passes
 * is one PostgreSQL accepts for that type, so a bad value answers 400 here instead of 500 there.
 */

const INT32_MIN = -2147483648n;
const INT32_MAX = 2147483647n;
const INT64_MAX = 9223372036854775807n;

/** A whole number that fits an `integer` column. */
export function isInt32(s: string): boolean {
  if (!/^-?\d{1,11}$/.test(s)) return false;
  const n = BigInt(s);
  return n >= INT32_MIN && n <= INT32_MAX;
}

/** A bigint id: 0 (Blade's "no parent") or a positive 64-bit integer. */
export function isInt64Id(s: string): boolean {
  return s === '0' || (/^[1-9]\d{0,18}$/.test(s) && BigInt(s) <= INT64_MAX);
}

/** Plain decimal notation with a precision a numeric column and a person mean (no 1e400, no NaN). */
export const isDecimal = (s: string): boolean => /^-?\d{1,20}(\.\d{1,10})?$/.test(s);

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * yyyy-MM-dd or yyyy-MM-dd HH:mm[:ss] naming a real moment: year 1-9999, a day its month has
 * (2024-02-29 yes, 2023-02-29 no), hours 0-23, minutes and seconds 0-59. `withTime` false refuses a time.
 */
export function isCalendarDate(s: string, withTime = true): boolean {
  const m = DATE_TIME.exec(s);
  if (!m || (!withTime && m[4] !== undefined)) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC keeps time zones out of it.
  const last = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 ? (leap ? 29 : 28) : last)) return false;
  if (m[4] === undefined) return true;
  return Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6] ?? 0) <= 59;
}
