/**
 * The statistics families (docs/spec.md §7 "Statistics"): one screen each at `/stats/<family>`, one
 * menu, one Excel sheet. Plain data read by the routes (src/routes/routeTable.tsx), the menus
 * (resources/screen-menus.ts), the screens (src/pages/statistics/families.ts) and the server's tables
 * and export (server/domains/statistics/family-tables.ts, stat-export.ts), so a family's name and its
 * table's columns are written once.
 */

/** A column of a family's table: the key of the server's rows, its Chinese and English heads. */
export interface StatColumn {
  key: string;
  label: string;
  en: string;
  /** A shorter name where room is tight (the chart's legend); the heads otherwise. */
  short?: { label: string; en: string };
}

export interface StatFamilyName {
  family: string;
  title: string;
  en: string;
  icon: string;
  /** Resources it counts besides subjects: its menu is seeded only when they are declared. */
  needs: string[];
  /** Its table's columns (the screen's table and the Excel sheet), the row's name first. */
  columns: StatColumn[];
}

/** The first column: what a row counts by, its name. */
const nameAs = (label: string, en: string): StatColumn => ({ key: 'name', label, en });
const MARKET_TYPE = nameAs('市场类型', 'Market type');
const REPORT_COLUMNS: StatColumn[] = [
  { key: 'shouldReport', label: '应上报', en: 'Should report' },
  { key: 'reported', label: '已上报', en: 'Reported' },
  { key: 'missing', label: '未上报', en: 'Missing' },
  { key: 'late', label: '逾期补报', en: 'Late' },
  { key: 'abnormal', label: '异常', en: 'Abnormal' },
  { key: 'reportRate', label: '上报率(%)', en: 'Report rate (%)' },
];
const INSPECT_COLUMNS: StatColumn[] = [
  { key: 'value', label: '巡检次数', en: 'Inspections' },
  { key: 'abnormal', label: '异常次数', en: 'Abnormal' },
];

export const STAT_FAMILIES: StatFamilyName[] = [
  {
    family: 'report',
    title: '自查上报统计',
    en: 'Self-check reports',
    icon: 'FactCheck',
    needs: ['reportcheck', 'checkpoint'],
    columns: [MARKET_TYPE, ...REPORT_COLUMNS],
  },
  {
    family: 'checkpointReport',
    title: '检查点上报统计',
    en: 'Checkpoint reports',
    icon: 'Checklist',
    needs: ['reportcheck', 'checkpoint'],
    columns: [nameAs('检查点', 'Checkpoint'), ...REPORT_COLUMNS],
  },
  {
    family: 'transferReport',
    title: '移交统计',
    en: 'Transfers',
    icon: 'SwapHoriz',
    needs: ['transfer'],
    columns: [
      nameAs('移交部门', 'From dept'),
      { key: 'value', label: '移交总数', en: 'Transfers' },
      { key: 'pending', label: '待接收', en: 'Pending' },
      { key: 'accepted', label: '已接收', en: 'Accepted' },
      { key: 'returned', label: '已退回', en: 'Returned' },
      { key: 'handled', label: '已处理', en: 'Handled' },
    ],
  },
  {
    family: 'inspect',
    title: '巡检统计',
    en: 'Inspections',
    icon: 'Timeline',
    needs: ['inspect'],
    columns: [nameAs('日期', 'Day'), ...INSPECT_COLUMNS],
  },
  {
    family: 'inspectType',
    title: '巡检类型统计',
    en: 'Inspections by market type',
    icon: 'PieChart',
    needs: ['inspect'],
    columns: [MARKET_TYPE, ...INSPECT_COLUMNS],
  },
  {
    family: 'evaluate',
    title: '评价统计',
    en: 'Evaluations',
    icon: 'StarRate',
    needs: ['evaluation'],
    columns: [
      MARKET_TYPE,
      { key: 'value', label: '评价数', en: 'Evaluations' },
      { key: 'avgScore', label: '平均分', en: 'Average score' },
      { key: 'good', label: '好评数(4分及以上)', en: 'Good (4+)', short: { label: '好评数', en: 'Good' } },
    ],
  },
];

/**
 * One obligation behind a should-report figure, as `/api/statistics/report/obligations` answers it: a
 * subject owed a checkpoint's report for a period; the report that met it, or its 未上报 warning if raised.
 */
export interface Obligation {
  subjectId: string;
  subjectName: string;
  checkpointId: string;
  checkpointName: string;
  periodStart: string;
  periodEnd: string;
  reportId: string | null;
  reportNo: string | null;
  reportTime: string | null;
  isLate: number;
  isAb: number;
  warnId: string | null;
}

export const statPath = (family: string) => `/stats/${family}`;

export const statFamily = (family: string): StatFamilyName | undefined =>
  STAT_FAMILIES.find((f) => f.family === family);

export const statTitle = (family: string): string => statFamily(family)?.title ?? family;

/** A family's table columns (none for an unknown family). */
export const statColumns = (family: string): StatColumn[] => statFamily(family)?.columns ?? [];
