import { resourceServer } from '../../../server/crud/resource-server';
import { logReads } from '../../../server/domains/system/logs/reads';
import log from './schema';

/**
 * 错误日志: list, page and detail read every tenant's rows for the platform administrator; a tenant
 * reads its own through the narrow view (time, message, request id: server/domains/system/logs/error-view.ts).
 */
export default resourceServer(log, (app) => ({ replace: logReads(app, 'log-error') }));
