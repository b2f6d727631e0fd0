import fp from 'fastify-plugin';
import { registerAuthModule } from './auth';
import { registerTenantInfo } from './tenants/tenant-info';
import { registerTenants } from './tenants/tenants';
import { registerTenantSelect } from './tenants/tenant-select';
import { registerTenantPackages } from './tenants/tenant-packages';
import { registerClients } from './clients';
import { registerLogs } from './logs';
import { registerExamine } from './examine';

/**
 * 系统管理: sign-in's companions (user info, logout), menus and their routes, tenants and their
 * packages, users, depts, posts, regions, roles, dictionaries, clients, scope rules, logs and the
 * examine queue.
 */
export default fp(
  async (app) => {
    await registerAuthModule(app);
    await registerTenantInfo(app);
    await registerTenants(app);
    await registerTenantSelect(app);
    await registerTenantPackages(app);
    await registerClients(app);
    await registerLogs(app);
    await registerExamine(app);
  },
  { name: 'domain:system', dependencies: ['repositories'] },
);
