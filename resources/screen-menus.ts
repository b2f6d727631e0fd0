/**
 * Menus of screens that are not a declared resource: the statistics screens of issue 13 (screens in
 * src/pages/statistics/), the remote patrol video wall of issue 16 (resources/camera/patrol/); their
 * routes are in src/routes/routeTable.tsx. Seeded beside the declared menus
 * (server/db/business-menus.ts) when the resources a screen reads are declared. Plain data.
 */
export interface ScreenMenu {
  code: string;
  name: string;
  path: string;
  icon: string;
  sort: number;
  group: string;
  /** Resources the screen reads: the menu is seeded only when all are declared. */
  needs: string[];
  /** Role aliases that get the group and the menu (`admin` gets every menu). */
  roles: string[];
}

const READERS = ['inspector', 'enforcer'];
const stats = (code: string, name: string, sort: number, needs: string[], icon = 'BarChart'): ScreenMenu =>
  ({ code: `stats_${code}`, name, path: `/stats/${code}`, icon, sort, group: 'stats_group', needs: ['subject', ...needs], roles: READERS });

export const screenMenus: ScreenMenu[] = [
  stats('report', '自查上报统计', 1, ['reportcheck', 'checkpoint'], 'FactCheck'),
  stats('checkpointReport', '检查点上报统计', 2, ['reportcheck', 'checkpoint'], 'Checklist'),
  stats('transferReport', '移交统计', 3, ['transfer'], 'SwapHoriz'),
  stats('inspect', '巡检统计', 4, ['inspect'], 'Timeline'),
  stats('inspectType', '巡检类型统计', 5, ['inspect'], 'PieChart'),
  stats('evaluate', '评价统计', 6, ['evaluation'], 'StarRate'),
  // Spec §2 /patrol/index: the subject tree with cameras and the video wall.
  { code: 'patrol', name: '远程巡查', path: '/patrol/index', icon: 'Videocam', sort: 5, group: 'camera_group', needs: ['camera'], roles: READERS },
];
