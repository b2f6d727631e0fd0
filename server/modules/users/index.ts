import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { registerUserSubmit } from './submit';
import { registerPasswordRoutes } from './passwords';
import { registerUserGrant } from './grant';
import { registerProfileRoutes } from './profile';
import { registerUserSelects } from './selects';
import { registerPlatformRoutes } from './platform';
import { registerApprovalRoutes } from './approval';
import { registerUserRemovalRevocation } from './sessions';
import { registerUserReads } from './reads';
import { registerUnlock } from './unlock';

/** /api/blade-user beyond the generic list, page, detail and remove. */
export async function registerUserModule(app: FastifyInstance, deps: AppDeps) {
  registerUserReads(app, deps);
  registerUserSubmit(app, deps);
  registerPasswordRoutes(app, deps);
  registerUserGrant(app, deps);
  registerProfileRoutes(app, deps);
  registerUserSelects(app, deps);
  registerPlatformRoutes(app, deps);
  registerApprovalRoutes(app, deps);
  registerUserRemovalRevocation(app, deps);
  registerUnlock(app, deps);
}
