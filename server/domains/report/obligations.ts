import { addDays, FREQUENCIES, periodsBetween, type Period } from '../../../resources/report-periods';

/**
 * Which self-check periods are over: the missing-report sweep and the report statistics count only
 * those (who had to report in them is due-obligations.ts).
 */
export type FrequencyPeriod = Period & { frequency: number };

/** The closed periods of every frequency whose last day lies in [today - lookBackDays, today - 1]. */
export function closedPeriods(today: string, lookBackDays: number): FrequencyPeriod[] {
  const from = addDays(today, -Math.max(1, lookBackDays));
  const yesterday = addDays(today, -1);
  return FREQUENCIES.flatMap((frequency) =>
    periodsBetween(frequency, from, yesterday)
      .filter((p) => p.end >= from && p.end <= yesterday)
      .map((p) => ({ ...p, frequency })),
  );
}

/** The closed periods of every frequency that begin within [from, to] (to: at most yesterday). */
export function closedPeriodsBeginning(from: string, to: string, today: string): FrequencyPeriod[] {
  const last = to < today ? to : addDays(today, -1);
  if (last < from) return [];
  return FREQUENCIES.flatMap((frequency) =>
    periodsBetween(frequency, from, last)
      .filter((p) => p.start >= from && p.end < today)
      .map((p) => ({ ...p, frequency })),
  );
}
