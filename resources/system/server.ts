import type { ResourceServer } from '../../server/crud/resource-server';
import user from './user/server';
import dept from './dept/server';
import post from './post/server';
import region from './region/server';
import logUsual from './log-usual/server';
import logApi from './log-api/server';
import logError from './log-error/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const systemServers: ResourceServer[] = [user, dept, post, region, logUsual, logApi, logError];
