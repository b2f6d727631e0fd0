import { resourceServer } from '../../../server/crud/resource-server';
import { deptAdmin } from '../../../server/domains/system/depts';
import dept from './schema';

/**
 * 机构管理: its submit is its own (`ancestors` kept right on insert and on moves, descendants included;
 * the region must exist); a dept with children or users is not removed; the lazy list, the trees and
 * the inherited region code are its own routes (server/domains/system/depts.ts).
 */
export default resourceServer(dept, (app) => {
  const depts = deptAdmin(app, app.repo('dept'));
  return {
    replace: { submit: depts.submit },
    remove: { check: depts.checkRemove },
    routes: depts.routes,
  };
});
