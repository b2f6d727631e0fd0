import { resourceServer } from '../../../server/crud/resource-server';
import { tenantPackageRules } from '../../../server/domains/system/tenants/tenant-packages';
import tenantPackage from './schema';

/**
 * 租户产品包: a package's menus must exist, and a saved package bumps the grants counter (it applies to
 * its tenants at once); a package in use is not removed; `select` is its own route
 * (server/domains/system/tenants/tenant-packages.ts).
 */
export default resourceServer(tenantPackage, (app) => tenantPackageRules(app, app.repo('tenant-package')));
