import { resourceServer } from '../../../server/crud/resource-server';
import { dropTopMenuSettings, topMenuRoutes } from '../../../server/domains/system/top-menus';
import topMenu from './schema';

/**
 * 顶部菜单: a removed top menu takes its menu settings with it; `grant` (which menus it opens) is its
 * own route (server/domains/system/top-menus.ts).
 */
export default resourceServer(topMenu, (app) => ({
  remove: { after: dropTopMenuSettings(app) },
  routes: () => topMenuRoutes(app, app.repo('top-menu')),
}));
