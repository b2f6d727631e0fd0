import { resourceServer } from '../../../server/crud/resource-server';
import { examineRoutes } from '../../../server/domains/system/examine';
import examine from './schema';

/**
 * 审核: deciding a pending item (`handle`) and reading the record it is about (`get-abnormal-info`) are
 * its own routes (server/domains/system/examine.ts).
 */
export default resourceServer(examine, (app) => ({ routes: () => examineRoutes(app, app.repo('examine')) }));
