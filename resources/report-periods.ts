/**
 * Reporting periods of self-checks (企业自查, docs/domain.md flow 1): a checkpoint is reported once per period
 * of its frequency (business dictionary `report_frequency`). A period is named by its first and last
 * day, yyyy-MM-dd, in the calendar (weeks start on Monday). Pure functions shared by the report's save,
 * the warning sweep and the screens.
 */

export const FREQUENCY_DAILY = 1;
export const FREQUENCY_WEEKLY = 2;
export const FREQUENCY_MONTHLY = 3;
export const FREQUENCY_QUARTERLY = 4;
export const FREQUENCY_YEARLY = 5;
export const FREQUENCIES = [
  FREQUENCY_DAILY,
  FREQUENCY_WEEKLY,
  FREQUENCY_MONTHLY,
  FREQUENCY_QUARTERLY,
  FREQUENCY_YEARLY,
];

export interface Period {
  start: string;
  end: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (d: Date): string => d.toISOString().slice(0, 10);
const parse = (value: string): Date => new Date(`${value.slice(0, 10)}T00:00:00Z`);

/** yyyy-MM-dd `days` after `value` (negative: before). */
export function addDays(value: string, days: number): string {
  const d = parse(value);
  d.setUTCDate(d.getUTCDate() + days);
  return day(d);
}

/** The period of this frequency that holds the day (a datetime's date part counts). */
export function periodOf(frequency: number, value: string): Period {
  if (!DAY.test(value.slice(0, 10))) throw new RangeError(`not a day: ${value}`);
  const d = parse(value);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (frequency) {
    case FREQUENCY_DAILY:
      return { start: day(d), end: day(d) };
    case FREQUENCY_WEEKLY: {
      const monday = addDays(day(d), -((d.getUTCDay() + 6) % 7));
      return { start: monday, end: addDays(monday, 6) };
    }
    case FREQUENCY_MONTHLY:
      return { start: day(new Date(Date.UTC(y, m, 1))), end: day(new Date(Date.UTC(y, m + 1, 0))) };
    case FREQUENCY_QUARTERLY: {
      const q = Math.floor(m / 3) * 3;
      return { start: day(new Date(Date.UTC(y, q, 1))), end: day(new Date(Date.UTC(y, q + 3, 0))) };
    }
    case FREQUENCY_YEARLY:
      return { start: `${y}-01-01`, end: `${y}-12-31` };
    default:
      throw new RangeError(`unknown report frequency: ${frequency}`);
  }
}

/** The periods of this frequency that overlap [from, to], in order. */
export function periodsBetween(frequency: number, from: string, to: string): Period[] {
  const periods: Period[] = [];
  for (let p = periodOf(frequency, from); p.start <= to.slice(0, 10); p = periodOf(frequency, addDays(p.end, 1)))
    periods.push(p);
  return periods;
}
