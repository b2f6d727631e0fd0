import { resourceServer } from '../../../server/crud/resource-server';
import { tenantAdmin, tenantSubmit } from '../../../server/domains/system/tenants/tenants';
import { tenantPackageRules } from '../../../server/domains/system/tenants/tenant-packages';
import { tenantInfoRoutes } from '../../../server/domains/system/tenants/tenant-info';
import { tenantSelectRoutes } from '../../../server/domains/system/tenants/tenant-select';
import tenant from './schema';

/**
 * 租户管理: its submit is its own: the package must be a live one, a new tenant is created with
 * everything it needs, and either way the grants counter moves; the platform tenant is never removed,
 * a removed tenant's sessions end; the login page's `info`, the pickers' `select`, `setting` (quota,
 * expiry) and `datasource` are its own routes (server/domains/system/tenants/).
 */
export default resourceServer(tenant, (app) => {
  const repo = app.repo('tenant');
  const tenants = tenantAdmin(app, repo);
  const packages = tenantPackageRules(app, app.repo('tenant-package'));
  return {
    replace: { submit: tenantSubmit(app, repo, packages.checkTenantPackage) },
    remove: { check: tenants.checkRemove, after: tenants.afterRemove },
    routes: () => {
      tenantInfoRoutes(app, repo);
      tenantSelectRoutes(app, repo);
      tenants.routes();
    },
  };
});
