import {
  TRANSFER_ACCEPTED,
  TRANSFER_HANDLED,
  TRANSFER_PENDING,
  TRANSFER_RETURNED,
} from '../../../resources/transfer/transfer/schema';
import { RESULT_ABNORMAL } from '../../../resources/enforce/inspect/schema';
import {
  ABNORMAL_INSPECTIONS,
  evaluationDrill,
  inspectDrill,
  reportDrill,
  transferDrill,
  type DrillScope,
  type ReportFigure,
  type ReportGroup,
} from './drills';
import { statFamily, statPath, type StatColumn } from '../../../resources/statistics-families';

type Row = Record<string, unknown>;

/** A series of a family's chart: a numeric column of its table, named by its short name where it has one. */
export interface Series {
  key: string;
  label: string;
  en: string;
}

/**
 * One statistics screen (docs/spec.md §7 "Statistics"; one per family): its table call, chart series, table
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
  /**
   * The list URL of the records behind a row's figure (`column`: the series or column clicked; none:
   * the row), or undefined: no records (the screen shows them itself with `records`).
   */
  drill?: (row: Row, scope: DrillScope, column?: string) => string | undefined;
  /** A page call of the records behind a row's figure (current, size, plus these params). */
  records?: { call: string; params: (row: Row, column?: string) => Record<string, string> };
}

const keyOf = (row: Row) => (row.key === null || row.key === undefined ? undefined : String(row.key));

/** A family's name, title, route and columns from the one list (resources/statistics-families.ts); its chart draws the `series` columns. */
function named(
  family: string,
  series: string[],
): Pick<Family, 'family' | 'path' | 'title' | 'en' | 'columns' | 'series'> {
  const f = statFamily(family)!;
  const column = (key: string) => f.columns.find((c) => c.key === key)!;
  return {
    family,
    path: statPath(family),
    title: f.title,
    en: f.en,
    columns: f.columns,
    series: series.map(column).map((c) => ({ key: c.key, label: c.short?.label ?? c.label, en: c.short?.en ?? c.en })),
  };
}

/** The report figure a column counts: should-report its obligations, the others their records. */
const REPORT_FIGURES: Record<string, ReportFigure> = {
  shouldReport: 'should',
  missing: 'missing',
  late: 'late',
  abnormal: 'abnormal',
};
const reportFigure = (column?: string): ReportFigure => (column && REPORT_FIGURES[column]) || 'reported';
const reportRow = (group: (key: string) => ReportGroup) => (row: Row, scope: DrillScope, column?: string) => {
  const key = keyOf(row);
  return key ? reportDrill(group(key), reportFigure(column), scope) : undefined;
};
const TRANSFER_STATES: Record<string, number> = {
  pending: TRANSFER_PENDING,
  accepted: TRANSFER_ACCEPTED,
  returned: TRANSFER_RETURNED,
  handled: TRANSFER_HANDLED,
};

const REPORT_SERIES = ['shouldReport', 'reported'];
const INSPECT_SERIES = ['value', 'abnormal'];

export const FAMILIES: Family[] = [
  {
    ...named('report', REPORT_SERIES),
    call: '/api/statistics/report/listRepeat',
    drill: reportRow((marketType) => ({ marketType })),
  },
  {
    ...named('checkpointReport', REPORT_SERIES),
    call: '/api/statistics/checkpointReport/listRepeat',
    drill: reportRow((checkpointId) => ({ checkpointId })),
  },
  {
    ...named('transferReport', ['value', 'handled']),
    call: '/api/statistics/transferReport/getTransferReportList',
    drill: (row, scope, column) => transferDrill(keyOf(row), scope, column ? TRANSFER_STATES[column] : undefined),
  },
  {
    ...named('inspect', INSPECT_SERIES),
    call: '/api/statistics/inspect/list',
    drill: (row, scope, column) => {
      const day = keyOf(row);
      return day
        ? inspectDrill({ ...scope, range: { from: day, to: day } }, column === 'abnormal' ? ABNORMAL_INSPECTIONS : {})
        : undefined;
    },
  },
  {
    ...named('inspectType', INSPECT_SERIES),
    call: '/api/statistics/inspectType/getList',
    // The inspection list has no market type: the screen pages the records itself (getInspectDetail).
    records: {
      call: '/api/statistics/inspectType/getInspectDetail',
      params: (row, column): Record<string, string> => {
        const key = keyOf(row);
        return {
          ...(key ? { marketType: key } : {}),
          ...(column === 'abnormal' ? { result: String(RESULT_ABNORMAL) } : {}),
        };
      },
    },
  },
  {
    ...named('evaluate', ['value', 'good']),
    call: '/api/statistics/evaluate/list',
    drill: (row, scope, column) => {
      const key = keyOf(row);
      return key ? evaluationDrill(key, scope, column === 'good') : undefined;
    },
  },
];
