import { dayBounds, listUrl } from './period';
import { statFamily, statPath, type StatColumn } from '../../../resources/statistics-families';

type Row = Record<string, unknown>;

/** A series of a family's chart: a numeric column of its table, named by its short name where it has one. */
export interface Series {
  key: string;
  label: string;
  en: string;
}

/**
 * One statistics screen (spec §7 "Statistics"; one per family): its table call, chart series, table
 * columns (resources/statistics-families.ts, as the server's sheet) and the drill-down of a row (the
 * list of the records behind it, filtered).
 */
export interface Family {
  family: string;
  path: string;
  title: string;
  en: string;
  call: string;
  series: Series[];
  columns: StatColumn[];
  /** The list URL of the records behind a row, or undefined: the screen shows them itself (`records`). */
  drill?: (row: Row, range: { from: string; to: string }) => string | undefined;
  /** A page call of the records behind a row (current, size, plus these params). */
  records?: { call: string; params: (row: Row) => Record<string, string> };
}

const keyOf = (row: Row) => (row.key === null || row.key === undefined ? undefined : String(row.key));

/** A family's name, title, route and columns from the one list (resources/statistics-families.ts); its chart draws the `series` columns. */
function named(family: string, series: string[]): Pick<Family, 'family' | 'path' | 'title' | 'en' | 'columns' | 'series'> {
  const f = statFamily(family)!;
  const column = (key: string) => f.columns.find((c) => c.key === key)!;
  return {
    family, path: statPath(family), title: f.title, en: f.en, columns: f.columns,
    series: series.map(column).map((c) => ({ key: c.key, label: c.short?.label ?? c.label, en: c.short?.en ?? c.en })),
  };
}

const REPORT_SERIES = ['shouldReport', 'reported'];
const INSPECT_SERIES = ['value', 'abnormal'];

export const FAMILIES: Family[] = [
  {
    ...named('report', REPORT_SERIES), call: '/api/statistics/report/listRepeat',
    drill: (_row, r) => listUrl('/report/reportcheck', { periodStart_datege: r.from, periodStart_datele: r.to }),
  },
  {
    ...named('checkpointReport', REPORT_SERIES), call: '/api/statistics/checkpointReport/listRepeat',
    drill: (row, r) => listUrl('/report/reportcheck', { ...(keyOf(row) ? { checkpointId_equal: keyOf(row) } : {}), periodStart_datege: r.from, periodStart_datele: r.to }),
  },
  {
    ...named('transferReport', ['value', 'handled']), call: '/api/statistics/transferReport/getTransferReportList',
    drill: (row, r) => listUrl('/enforce/transfer', { ...(keyOf(row) ? { fromDeptId_equal: keyOf(row) } : {}), ...dayBounds('createTime', r) }),
  },
  {
    ...named('inspect', INSPECT_SERIES), call: '/api/statistics/inspect/list',
    drill: (row) => (keyOf(row) ? listUrl('/enforce/inspect', dayBounds('inspectTime', { from: keyOf(row)!, to: keyOf(row)! })) : undefined),
  },
  {
    ...named('inspectType', INSPECT_SERIES), call: '/api/statistics/inspectType/getList',
    // The inspection list has no market type: the screen pages the records itself (getInspectDetail).
    records: { call: '/api/statistics/inspectType/getInspectDetail', params: (row): Record<string, string> => { const key = keyOf(row); return key ? { marketType: key } : {}; } },
  },
  {
    ...named('evaluate', ['value', 'good']), call: '/api/statistics/evaluate/list',
    drill: (_row, r) => listUrl('/consumer/evaluation', dayBounds('evaluateTime', r)),
  },
];
