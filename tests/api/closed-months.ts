import { addDays } from '../../resources/report-periods';

/** The first day (YYYY-MM-DD) of the month of `day`. */
export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * The two months before the one of `today`, both closed: M1 the earlier, M2 the one just before
 * (M2_END its last day). The report, warning, statistics and map tests date their rows in them.
 */
export function closedMonths(today: string) {
  const M2_END = addDays(firstOfMonth(today), -1);
  const M2 = firstOfMonth(M2_END);
  const M1 = firstOfMonth(addDays(M2, -1));
  return { M1, M2, M2_END };
}
