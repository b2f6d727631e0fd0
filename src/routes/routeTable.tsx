import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { STAT_FAMILIES, statPath } from '../../resources/statistics-families';
import type { TagMeta } from '../layout/tags/tagModel';

/**
 * The app's own routes (docs/spec.md §2). Screens are lazy so the login page loads little; resource pages
 * are not here: react-admin routes them from the resource registry.
 */
export interface AppRoute {
  path: string;
  /** Label of the tab and the window title, in Chinese; `i18n` may translate it. */
  title: string;
  i18n: string;
  component: ComponentType;
  meta?: TagMeta & { isAuth?: boolean };
}

/** Reachable without signing in, drawn without the layout (and so without a tab): path, title, i18n, page. */
export const publicRoutes: AppRoute[] = (
  [
    ['/lock', '锁屏', 'app.route.lock', lazyPage(() => import('../pages/lock/LockPage'))],
    ['/404', '404', 'app.route.notFound', lazyPage(() => import('../pages/errors/NotFoundPage'))],
    ['/403', '403', 'app.route.forbidden', lazyPage(() => import('../pages/errors/ForbiddenPage'))],
    ['/500', '500', 'app.route.serverError', lazyPage(() => import('../pages/errors/ServerErrorPage'))],
  ] as const
).map(([path, title, i18n, component]) => ({ path, title, i18n, component, meta: { isAuth: false, isTab: false } }));

/**
 * Inside the layout, signed in. Later additions of docs/spec.md §2 go here: /work/process/leave/...
 */
export const layoutRoutes: AppRoute[] = [
  {
    path: '/wel/index',
    title: '欢迎页',
    i18n: 'app.route.welcome',
    component: lazyPage(() => import('../pages/wel/WelcomePage')),
  },
  {
    path: '/wel/dashboard',
    title: '控制台',
    i18n: 'app.route.dashboard',
    component: lazyPage(() => import('../pages/dashboard/DashboardPage')),
  },
  {
    path: '/test/index',
    title: '测试页面',
    i18n: 'app.route.test',
    component: lazyPage(() => import('../pages/test/TestPage')),
  },
  {
    path: '/info/index',
    title: '个人信息',
    i18n: 'app.route.info',
    component: lazyPage(() => import('../pages/info/InfoPage')),
  },
  {
    path: '/myiframe/:routerPath',
    title: '外部页面',
    i18n: 'app.route.iframe',
    component: lazyPage(() => import('../pages/myiframe/IframePage')),
  },
  {
    path: '/dict-horizontal/index',
    title: '字典管理',
    i18n: 'app.route.dict',
    component: lazyPage(() => import('../../resources/system/dict/DictHorizontalPage')),
  },
  {
    path: '/busdetail/:id/:type?',
    title: '一户一档',
    i18n: 'app.route.busdetail',
    component: lazyPage(() => import('../../resources/subject/household/HouseholdPage')),
  },
  // The one map (Leaflet and its styles load with this page only).
  {
    path: '/onemap/index',
    title: '一张图',
    i18n: 'app.route.onemap',
    component: lazyPage(() => import('../../resources/subject/onemap/OneMapPage')),
  },
  {
    path: '/dict-vertical/index',
    title: '字典管理',
    i18n: 'app.route.dict',
    component: lazyPage(() => import('../../resources/system/dict/DictVerticalPage')),
  },
  // Workflow: the leave pages of docs/spec.md §2, the work lists (menu 我的事务) and the model designer.
  {
    path: '/work/process/leave/form/:processDefinitionId',
    title: '请假流程',
    i18n: 'app.route.leaveForm',
    component: lazyPage(() => import('../../resources/workflow/screens/LeaveFormPage')),
  },
  {
    path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    title: '处理请假流程',
    i18n: 'app.route.leaveHandle',
    component: lazyPage(() => import('../../resources/workflow/screens/LeaveHandlePage')),
  },
  {
    path: '/work/process/leave/detail/:processInstanceId/:businessId',
    title: '请假流程详情',
    i18n: 'app.route.leaveDetail',
    component: lazyPage(() => import('../../resources/workflow/screens/LeaveDetailPage')),
  },
  {
    path: '/flow/work',
    title: '我的事务',
    i18n: 'app.workflow.work',
    component: lazyPage(() => import('../../resources/workflow/screens/WorkPage')),
  },
  {
    path: '/flow/model/design/:id',
    title: '流程设计',
    i18n: 'app.workflow.designer',
    component: lazyPage(() => import('../../resources/workflow/screens/ModelDesignPage')),
  },
  // The statistics screens, one per family (src/pages/statistics/families.ts; menus in the 统计分析 group).
  ...statisticsRoutes(),
  // The obligations behind a should-report figure (opened from the figure, no menu of its own).
  {
    path: '/stats/report/obligations',
    title: '应上报明细',
    i18n: 'app.route.stats.obligations',
    component: lazyPage(() => import('../pages/statistics/ObligationsPage')),
  },
  // The video wall; hls.js loads with it only (and then only when a tile plays).
  {
    path: '/patrol/index',
    title: '远程巡查',
    i18n: 'app.route.patrol',
    component: lazyPage(() => import('../../resources/camera/patrol/PatrolPage')),
  },
];

function statisticsRoutes(): AppRoute[] {
  return STAT_FAMILIES.map(({ family, title }) => ({
    path: statPath(family),
    title,
    i18n: `app.route.stats.${family}`,
    component: lazyPage(() =>
      import('../pages/statistics/StatisticsPage').then((m) => ({ default: m.screenOf(family) })),
    ),
  }));
}

export const LOGIN_PATH = '/login';
export const LOCK_PATH = '/lock';
export const HOME_PATH = '/wel/dashboard';

export function matchAppRoute(pathname: string): { route: AppRoute; params: Record<string, string> } | undefined {
  for (const route of [...layoutRoutes, ...publicRoutes]) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match)
      return {
        route,
        params: Object.fromEntries(
          Object.entries(match.params).filter((entry): entry is [string, string] => !!entry[1]),
        ),
      };
  }
  return undefined;
}

/** Paths a visitor may open without a token (the login page and the public routes). */
export const isPublicPath = (pathname: string) =>
  pathname === LOGIN_PATH || publicRoutes.some((route) => matchPath({ path: route.path, end: true }, pathname));
