import type { ResourceServer } from '../../server/crud/resource-server';
import datasource from './datasource/server';
import code from './code/server';
import savedreport from './savedreport/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const developServers: ResourceServer[] = [datasource, code, savedreport];
