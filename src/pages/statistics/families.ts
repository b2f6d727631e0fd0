import { TRANSFER_ACCEPTED, TRANSFER_HANDLED, TRANSFER_PENDING, TRANSFER_RETURNED } from '../../../resources/transfer/transfer/schema';
import { RESULT_ABNORMAL } from '../../../resources/enforce/inspect/schema';
import { ABNORMAL_INSPECTIONS, evaluationDrill, inspectDrill, reportDrill, transferDrill, type DrillScope, type ReportFigure, type ReportGroup } from './drills';
import { STAT_FAMILIES, statPath } from '../../../resources/statistics-families';

type Row = Record<string, unknown>;

/** A series of a family's chart: a numeric column of its table. */
export interface Series {
  key: string;
  label: string;
  en: string;
}

/** A column of a family's table (the server's StatTable columns: server/modules/statistics/family-tables.ts). */
export interface Column {
  key: string;
  label: string;
  en: string;
}

/**
 * One statistics screen (spec §7 "Statistics"; one per family): its table call, chart series, table
 * columns and the drill-down of a row (the list of the records behind it, filtered).
 */
export interface Family {
  family: string;
  path: string;
  title: string;
  en: string;
  call: string;
  series: Series[];
  columns: Column[];
  /**
   * The list URL of the records behind a row's figure (`column`: the series or column clicked; none:
   * the row), or undefined: no records (the screen shows them itself with `records`).
   */
  drill?: (row: Row, scope: DrillScope, column?: string) => string | undefined;
  /** A page call of the records behind a row's figure (current, size, plus these params). */
  records?: { call: string; params: (row: Row, column?: string) => Record<string, string> };
}

const REPORT_SERIES: Series[] = [
  { key: 'shouldReport', label: '应上报', en: 'Should report' },
  { key: 'reported', label: '已上报', en: 'Reported' },
];
const REPORT_COLUMNS: Column[] = [
  ...REPORT_SERIES,
  { key: 'missing', label: '未上报', en: 'Missing' },
  { key: 'late', label: '逾期补报', en: 'Late' },
  { key: 'abnormal', label: '异常', en: 'Abnormal' },
  { key: 'reportRate', label: '上报率(%)', en: 'Report rate (%)' },
];
const INSPECT_SERIES: Series[] = [
  { key: 'value', label: '巡检次数', en: 'Inspections' },
  { key: 'abnormal', label: '异常次数', en: 'Abnormal' },
];
const keyOf = (row: Row) => (row.key === null || row.key === undefined ? undefined : String(row.key));

/** The report figure a column counts records of: should-report opens the missing ones (what it has beyond reported). */
const REPORT_FIGURES: Record<string, ReportFigure> = { shouldReport: 'missing', missing: 'missing', late: 'late', abnormal: 'abnormal' };
const reportFigure = (column?: string): ReportFigure => (column && REPORT_FIGURES[column]) || 'reported';
const reportRow = (group: (key: string) => ReportGroup) => (row: Row, scope: DrillScope, column?: string) => {
  const key = keyOf(row);
  return key ? reportDrill(group(key), reportFigure(column), scope) : undefined;
};
const TRANSFER_STATES: Record<string, number> = { pending: TRANSFER_PENDING, accepted: TRANSFER_ACCEPTED, returned: TRANSFER_RETURNED, handled: TRANSFER_HANDLED };

/** A family's name, title and route, from the one list (resources/statistics-families.ts). */
function named(family: string): Pick<Family, 'family' | 'path' | 'title' | 'en'> {
  const f = STAT_FAMILIES.find((x) => x.family === family)!;
  return { family, path: statPath(family), title: f.title, en: f.en };
}

export const FAMILIES: Family[] = [
  {
    ...named('report'), call: '/api/statistics/report/listRepeat',
    series: REPORT_SERIES, columns: [{ key: 'name', label: '市场类型', en: 'Market type' }, ...REPORT_COLUMNS],
    drill: reportRow((marketType) => ({ marketType })),
  },
  {
    ...named('checkpointReport'), call: '/api/statistics/checkpointReport/listRepeat',
    series: REPORT_SERIES, columns: [{ key: 'name', label: '检查点', en: 'Checkpoint' }, ...REPORT_COLUMNS],
    drill: reportRow((checkpointId) => ({ checkpointId })),
  },
  {
    ...named('transferReport'), call: '/api/statistics/transferReport/getTransferReportList',
    series: [{ key: 'value', label: '移交总数', en: 'Transfers' }, { key: 'handled', label: '已处理', en: 'Handled' }],
    columns: [{ key: 'name', label: '移交部门', en: 'From dept' }, { key: 'value', label: '移交总数', en: 'Transfers' }, { key: 'pending', label: '待接收', en: 'Pending' },
      { key: 'accepted', label: '已接收', en: 'Accepted' }, { key: 'returned', label: '已退回', en: 'Returned' }, { key: 'handled', label: '已处理', en: 'Handled' }],
    drill: (row, scope, column) => transferDrill(keyOf(row), scope, column ? TRANSFER_STATES[column] : undefined),
  },
  {
    ...named('inspect'), call: '/api/statistics/inspect/list',
    series: INSPECT_SERIES, columns: [{ key: 'name', label: '日期', en: 'Day' }, ...INSPECT_SERIES],
    drill: (row, scope, column) => {
      const day = keyOf(row);
      return day ? inspectDrill({ ...scope, range: { from: day, to: day } }, column === 'abnormal' ? ABNORMAL_INSPECTIONS : {}) : undefined;
    },
  },
  {
    ...named('inspectType'), call: '/api/statistics/inspectType/getList',
    series: INSPECT_SERIES, columns: [{ key: 'name', label: '市场类型', en: 'Market type' }, ...INSPECT_SERIES],
    // The inspection list has no market type: the screen pages the records itself (getInspectDetail).
    records: {
      call: '/api/statistics/inspectType/getInspectDetail',
      params: (row, column): Record<string, string> => {
        const key = keyOf(row);
        return { ...(key ? { marketType: key } : {}), ...(column === 'abnormal' ? { result: String(RESULT_ABNORMAL) } : {}) };
      },
    },
  },
  {
    ...named('evaluate'), call: '/api/statistics/evaluate/list',
    series: [{ key: 'value', label: '评价数', en: 'Evaluations' }, { key: 'good', label: '好评数', en: 'Good' }],
    columns: [{ key: 'name', label: '市场类型', en: 'Market type' }, { key: 'value', label: '评价数', en: 'Evaluations' }, { key: 'avgScore', label: '平均分', en: 'Average score' }, { key: 'good', label: '好评数(4分及以上)', en: 'Good (4+)' }],
    drill: (row, scope, column) => {
      const key = keyOf(row);
      return key ? evaluationDrill(key, scope, column === 'good') : undefined;
    },
  },
];
