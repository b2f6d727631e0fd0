import { resourceServer } from '../../../server/crud/resource-server';
import { menuAdmin } from '../../../server/domains/system/menu-admin';
import { callerMenuRoutes } from '../../../server/domains/system/menus';
import menu from './schema';

/**
 * 菜单管理: a submit checks the declared choices and the parent (a live menu, not below itself), a
 * removal spares menus with children; both bump the grants counter. Its own routes: the caller's
 * menu tree, buttons and top menus (server/domains/system/menus.ts), and the administration screen's
 * lazy lists and the grant dialogs' trees (server/domains/system/menu-admin.ts).
 */
export default resourceServer(menu, (app) => {
  const repo = app.repo('menu');
  const admin = menuAdmin(app, repo);
  return {
    submit: { check: admin.checkSubmit, after: admin.afterSubmit },
    remove: { check: admin.checkRemove, after: admin.afterRemove },
    routes: () => {
      callerMenuRoutes(app, repo);
      admin.routes();
    },
  };
});
