import type { FieldDef } from '../../resources/types';

/**
 * Dates a field says may not lie in the past (`noPast`: a rectification deadline). "Today" is the
 * day in the wire time zone (APP_TIME_ZONE, as server/config.ts reads it), the calendar the users
 * and the wire dates live in, not the host's: a server kept on UTC would otherwise refuse today's
 * date every morning before eight in China.
 */
export function todayIn(timeZone = process.env.APP_TIME_ZONE || 'Asia/Shanghai', now = new Date()): string {
  return dayFormat(timeZone).format(now);
}

/** One formatter per time zone: making one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(timeZone);
  if (!f) {
    // en-CA formats a date as yyyy-MM-dd.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f;
}

/** The field's message when `value` (yyyy-MM-dd[ HH:mm:ss], already checked) is a day before today. */
export function pastDayProblem(f: Pick<FieldDef, 'noPast'>, value: string, today = todayIn()): string | undefined {
  return f.noPast && value.slice(0, 10) < today ? f.noPast : undefined;
}
