import fp from 'fastify-plugin';
import { registerAuthModule } from './auth';
import { registerMenuRoutes } from './menus';
import { registerTenantInfo } from './tenants/tenant-info';
import { registerRoles } from './roles';
import { registerMenuAdmin } from './menu-admin';
import { registerTopMenus } from './top-menus';
import { registerDicts } from './dicts';
import { registerTenants } from './tenants/tenants';
import { registerTenantSelect } from './tenants/tenant-select';
import { registerTenantPackages } from './tenants/tenant-packages';
import { registerClients } from './clients';
import { registerScopes } from './scopes';
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
    await registerMenuRoutes(app);
    await registerTenantInfo(app);
    await registerRoles(app);
    await registerMenuAdmin(app);
    await registerTopMenus(app);
    await registerDicts(app);
    await registerTenants(app);
    await registerTenantSelect(app);
    await registerTenantPackages(app);
    await registerClients(app);
    await registerScopes(app);
    await registerLogs(app);
    await registerExamine(app);
  },
  { name: 'domain:system', dependencies: ['repositories'] },
);
