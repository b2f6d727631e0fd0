import { resourceServer } from '../../../server/crud/resource-server';
import { revokeRemovedUsers, userRoutes, userSubmit, withUserExtras } from '../../../server/domains/system/users';
import user from './schema';

/**
 * 用户管理: its reads answer Blade's UserVO (tenant and user type names, empty references as ""); its
 * submit is its own (passwords, the tenant's account quota, references of the own tenant, sessions of a
 * changed principal ended); a removed user is signed out; the password, grant, profile, picker, platform,
 * approval, unlock and guest registration routes are its own (server/domains/system/users/).
 */
export default resourceServer(user, (app) => {
  const repo = app.repo('user');
  return {
    read: { rows: (_ctx, rows) => withUserExtras(app, rows) },
    replace: { submit: userSubmit(app, repo) },
    remove: { after: revokeRemovedUsers(app) },
    routes: userRoutes,
  };
});
