import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { registerAuthModule } from './auth';
import { registerMenuRoutes } from './menus';
import { registerTenantInfo } from './tenant-info';
import { registerGuestRegistration } from './register-guest';
import { registerUserModule } from './users';
import { registerDeptModule } from './depts';
import { registerPostModule } from './posts';
import { registerRegionModule } from './regions';
import { registerRoles } from './roles';
import { registerMenuAdmin } from './menu-admin';
import { registerTopMenus } from './top-menus';
import { registerDicts } from './dicts';
import { registerTenants } from './tenants';
import { registerTenantSelect } from './tenant-select';
import { registerTenantPackages } from './tenant-packages';
import { registerClients } from './clients';
import { registerScopes } from './scopes';
import { registerLogs } from './logs';
import { registerExamine } from './examine';
import { registerPlatform } from './platform';
import { registerSubject } from './subject';
import { registerReport } from './report';
import { registerRandom } from './random';
import { registerEnforce } from './enforce';
import { registerSuperviseDomain } from './supervise';
import { registerTransfer } from './transfer';

/** Routes beyond the generic CRUD of declared resources, one module per area. */
export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  await registerAuthModule(app, deps);
  await registerMenuRoutes(app, deps);
  await registerTenantInfo(app, deps);
  await registerGuestRegistration(app, deps);
  await registerUserModule(app, deps);
  await registerDeptModule(app, deps);
  await registerPostModule(app, deps);
  await registerRegionModule(app, deps);
  await registerRoles(app, deps);
  await registerMenuAdmin(app, deps);
  await registerTopMenus(app, deps);
  await registerDicts(app, deps);
  await registerTenants(app, deps);
  await registerTenantSelect(app, deps);
  await registerTenantPackages(app, deps);
  await registerClients(app, deps);
  await registerScopes(app, deps);
  await registerLogs(app, deps);
  await registerExamine(app, deps);
  // Platform first: it registers the upload parser and file service the subject module uses.
  await registerPlatform(app, deps);
  await registerSubject(app, deps);
  await registerReport(app, deps);
  await registerRandom(app, deps);
  await registerEnforce(app, deps);
  await registerSuperviseDomain(app, deps);
  await registerTransfer(app, deps);
}
