import fp from 'fastify-plugin';
import { authRoutes } from './auth';
import { registerLogs } from './logs';

/**
 * 系统管理, what is no one resource's: sign-in and its companions (captcha, current user, logout, cache
 * clearing: auth.ts) and the logs service (app.logs: every call's API and error log rows, the usual
 * log's business events). The administration resources' behaviour (users, depts, posts, regions, roles,
 * menus, top menus, dictionaries, tenants and their packages, clients, scope rules, log reads, the
 * examine queue) is beside their declarations (resources/system/<name>/server.ts), built from the
 * modules of this folder.
 */
export default fp(
  async (app) => {
    registerLogs(app);
    await authRoutes(app);
  },
  { name: 'domain:system', dependencies: ['repositories'] },
);
