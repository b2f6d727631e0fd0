import type { ResourceDef } from './types';
import type { ResourceScreens } from './engine/buildScreens';
import param from './system/param/schema';

/**
 * Every declared resource. Declarations are plain data, so this list is safe to import anywhere
 * (data provider, menu mapping, server); screens are loaded only when a resource page opens.
 */
export const resourceDefs: ResourceDef[] = [param];

type ScreensModule = { default: ResourceScreens };

/** Resources with screens of their own (`resources/<domain>/<name>/index.ts`); others are generated. */
export const resourceScreens: Record<string, () => Promise<ScreensModule>> = {
  param: () => import('./system/param'),
};

/** The screens of a resource, generated from its declaration when it has no module of its own. */
export function loadScreens(def: ResourceDef): Promise<ResourceScreens> {
  const own = resourceScreens[def.name];
  if (own) return own().then((module) => module.default);
  return import('./engine/buildScreens').then(({ buildScreens }) => buildScreens(def));
}

export { offeredScreens } from './engine/offeredScreens';
