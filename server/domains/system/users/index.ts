import type { FastifyInstance } from 'fastify';
import type { Users } from './context';
import { userNames } from './names';
import { updateRoutes } from './submit';
import { passwordRoutes } from './passwords';
import { grantRoutes } from './grant';
import { profileRoutes } from './profile';
import { selectRoutes } from './selects';
import { platformRoutes } from './platform';
import { approvalRoutes } from './approval';
import { unlockRoutes } from './unlock';
import { registerGuestRoutes } from './register-guest';

export { userSubmit } from './submit';
export { withUserExtras } from './names';
export { revokeRemovedUsers } from './sessions';

/**
 * /api/blade-user beyond the generic list, page, detail, submit and remove: update, passwords, role
 * grants, the own profile, pickers, platform settings, approval of registrations, unlocking, and the
 * guest registration itself.
 */
export function userRoutes(app: FastifyInstance, repo: Users) {
  const named = userNames(app);
  updateRoutes(app, repo);
  passwordRoutes(app, repo);
  grantRoutes(app, repo);
  profileRoutes(app, repo, named);
  selectRoutes(app, repo, named);
  platformRoutes(app, repo);
  approvalRoutes(app, repo);
  unlockRoutes(app, repo);
  registerGuestRoutes(app, repo);
}
