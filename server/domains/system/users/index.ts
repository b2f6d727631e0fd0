import type { FastifyInstance } from 'fastify';
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
export async function registerUserModule(app: FastifyInstance) {
  registerUserReads(app);
  registerUserSubmit(app);
  registerPasswordRoutes(app);
  registerUserGrant(app);
  registerProfileRoutes(app);
  registerUserSelects(app);
  registerPlatformRoutes(app);
  registerApprovalRoutes(app);
  registerUserRemovalRevocation(app);
  registerUnlock(app);
}
