import { STAT_FAMILIES, statPath } from './statistics-families';

/**
 * Menus of screens that are not a declared resource: the statistics screens (screens in
 * src/pages/statistics/), the remote patrol video wall (resources/camera/patrol/); their
 * routes are in src/routes/routeTable.tsx. Seeded beside the declared menus
 * (server/db/business-menus.ts) when the resources a screen reads are declared. Plain data.
 */
export interface ScreenMenu {
  code: string;
  name: string;
  /** The English name (the menu row's enName). */
  en: string;
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
export const screenMenus: ScreenMenu[] = [
  ...STAT_FAMILIES.map((f, i): ScreenMenu => ({
    code: `stats_${f.family}`,
    name: f.title,
    en: f.en,
    path: statPath(f.family),
    icon: f.icon,
    sort: i + 1,
    group: 'stats_group',
    needs: ['subject', ...f.needs],
    roles: READERS,
  })),
  // Spec §2 /patrol/index: the subject tree with cameras and the video wall.
  {
    code: 'patrol',
    name: '远程巡查',
    en: 'Remote patrol',
    path: '/patrol/index',
    icon: 'Videocam',
    sort: 5,
    group: 'camera_group',
    needs: ['camera'],
    roles: READERS,
  },
];
