import type { ResourceDef } from './types';
import type { ResourceScreens } from './engine/buildScreens';
import { allResources } from './declarations';

/**
 * Every declared resource, the same list the server builds its tables and routes from. Declarations
 * are plain data, so this is safe to import anywhere (data provider, menu mapping, i18n); screens are
 * loaded only when a resource page opens.
 */
export const resourceDefs: ResourceDef[] = allResources;

type ScreensModule = { default: ResourceScreens };

/** Resources with screens of their own (`resources/<domain>/<name>/index.ts`); others are generated. */
export const resourceScreens: Record<string, () => Promise<ScreensModule>> = {
  param: () => import('./system/param'),
  user: () => import('./system/user'),
  role: () => import('./system/role'),
  menu: () => import('./system/menu'),
  'top-menu': () => import('./system/top-menu'),
  dept: () => import('./system/dept'),
  post: () => import('./system/post'),
  region: () => import('./system/region'),
  tenant: () => import('./system/tenant'),
  'tenant-package': () => import('./system/tenant-package'),
  client: () => import('./system/client'),
  'data-scope': () => import('./system/data-scope'),
  'api-scope': () => import('./system/api-scope'),
  'dict-biz': () => import('./system/dict-biz'),
  'log-usual': () => import('./system/log-usual'),
  'log-api': () => import('./system/log-api'),
  'log-error': () => import('./system/log-error'),
  oss: () => import('./platform/oss'),
  invalidsongabnormal: () => import('./subject/invalidsongabnormal'),
  subject: () => import('./subject/subject'),
  fireEquip: () => import('./subject/fire-equip'),
  checkpoint: () => import('./subject/checkpoint'),
};

/** The screens of a resource, generated from its declaration when it has no module of its own. */
export function loadScreens(def: ResourceDef): Promise<ResourceScreens> {
  const own = resourceScreens[def.name];
  if (own) return own().then((module) => module.default);
  return import('./engine/buildScreens').then(({ buildScreens }) => buildScreens(def));
}

export { offeredScreens } from './engine/offeredScreens';
