/**
 * The statistics families (issue 13, spec §7 "Statistics"): one screen each at `/stats/<family>`, one
 * menu, one Excel sheet. Plain data read by the routes (src/routes/routeTable.tsx), the menus
 * (resources/screen-menus.ts), the screens (src/pages/statistics/families.ts) and the export
 * (server/modules/statistics/stat-export.ts), so a family's name is written once.
 */
export interface StatFamilyName {
  family: string;
  title: string;
  en: string;
  icon: string;
  /** Resources it counts besides subjects: its menu is seeded only when they are declared. */
  needs: string[];
}

export const STAT_FAMILIES: StatFamilyName[] = [
  { family: 'report', title: '自查上报统计', en: 'Self-check reports', icon: 'FactCheck', needs: ['reportcheck', 'checkpoint'] },
  { family: 'checkpointReport', title: '检查点上报统计', en: 'Checkpoint reports', icon: 'Checklist', needs: ['reportcheck', 'checkpoint'] },
  { family: 'transferReport', title: '移交统计', en: 'Transfers', icon: 'SwapHoriz', needs: ['transfer'] },
  { family: 'inspect', title: '巡检统计', en: 'Inspections', icon: 'Timeline', needs: ['inspect'] },
  { family: 'inspectType', title: '巡检类型统计', en: 'Inspections by market type', icon: 'PieChart', needs: ['inspect'] },
  { family: 'evaluate', title: '评价统计', en: 'Evaluations', icon: 'StarRate', needs: ['evaluation'] },
];

export const statPath = (family: string) => `/stats/${family}`;

export const statTitle = (family: string): string => STAT_FAMILIES.find((f) => f.family === family)?.title ?? family;
