/**
 * The period of the dashboard and the statistics screens, as the statistics calls take it
 * (server/domains/statistics/stat-query.ts): 本周 (from Monday), 本月, 本年 (up to today), or 自定义
 * (sdate..edate). Kept in the URL query (`period`, `sdate`, `edate`) so a saved report reopens it.
 */
export type PeriodKind = 'week' | 'month' | 'year' | 'custom';
export const PERIOD_KINDS: PeriodKind[] = ['week', 'month', 'year', 'custom'];

export interface PeriodValue {
  period: PeriodKind;
  sdate?: string;
  edate?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd of a local date. */
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first and last day the period covers (what the server counts). */
export function rangeOf(p: PeriodValue, now = new Date()): { from: string; to: string } {
  const today = dayOf(now);
  if (p.period === 'custom') return { from: p.sdate || `${today.slice(0, 7)}-01`, to: p.edate || today };
  if (p.period === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  if (p.period === 'week') {
    const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
    return { from: dayOf(monday), to: today };
  }
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The query parameters of a period (the server recomputes week / month / year itself). */
export function periodParams(p: PeriodValue): Record<string, string> {
  if (p.period !== 'custom') return { period: p.period };
  const { from, to } = rangeOf(p);
  return { period: 'custom', sdate: from, edate: to };
}

/** A period read back from URL query parameters (unknown values: this month). */
export function periodFromSearch(search: URLSearchParams): PeriodValue {
  const period = search.get('period') as PeriodKind | null;
  const kind = period && PERIOD_KINDS.includes(period) ? period : 'month';
  return { period: kind, sdate: search.get('sdate') ?? undefined, edate: search.get('edate') ?? undefined };
}

/**
 * The URL of a resource list filtered to the records behind a number: react-admin lists read
 * `?filter={…}` (the engine's filter names, `field_op`; resources/engine/listFilters.tsx).
 */
export function listUrl(path: string, filter: Record<string, unknown>): string {
  return `${path}?${new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(filter).map((k) => [k, true]))) })}`;
}

/** The filters of a date-time column within the period's days. */
export const dayBounds = (field: string, r: { from: string; to: string }) => ({
  [`${field}_datege`]: `${r.from} 00:00:00`,
  [`${field}_datele`]: `${r.to} 23:59:59`,
});
