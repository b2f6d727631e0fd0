import { resourceServer } from '../../../server/crud/resource-server';
import { regionDetail, regionRoutes } from '../../../server/domains/system/regions';
import region from './schema';

/**
 * 行政区划: its detail is by code (Blade's), in place of the generic one by id; the pickers' lazy tree,
 * children list and select are its own routes (server/domains/system/regions.ts).
 */
export default resourceServer(region, (app) => {
  const repo = app.repo('region');
  return { replace: { detail: regionDetail(app, repo) }, routes: regionRoutes };
});
