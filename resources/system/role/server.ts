import { resourceServer } from '../../../server/crud/resource-server';
import { roleAdmin } from '../../../server/domains/system/roles';
import role from './schema';

/**
 * 角色管理: a submit keeps the reserved alias to the platform and the parent within the tenant, and
 * bumps the grants counter; a removal spares the super administrator role and roles with sub-roles,
 * then drops the role's grants and signs its holders out; the trees and the grant are its own routes
 * (server/domains/system/roles.ts).
 */
export default resourceServer(role, (app) => {
  const roles = roleAdmin(app, app.repo('role'));
  return {
    submit: { check: roles.checkSubmit, after: roles.afterSubmit },
    remove: { check: roles.checkRemove, after: roles.afterRemove },
    routes: roles.routes,
  };
});
