import type { ResourceServer } from '../../server/crud/resource-server';
import transfer from './transfer/server';
import enforceinfo from './enforceinfo/server';
import enforcementsheet from './enforcementsheet/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const transferServers: ResourceServer[] = [transfer, enforceinfo, enforcementsheet];
