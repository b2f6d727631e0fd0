import { resourceServer } from '../../../server/crud/resource-server';
import { logReads } from '../../../server/domains/system/logs/reads';
import log from './schema';

/**
 * 接口日志: list, page and detail read every tenant's rows for the platform administrator, the own
 * tenant's for anyone else (server/domains/system/logs/reads.ts).
 */
export default resourceServer(log, (app) => ({ replace: logReads(app, 'log-api') }));
