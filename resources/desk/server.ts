import type { ResourceServer } from '../../server/crud/resource-server';
import notice from './notice/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const deskServers: ResourceServer[] = [notice];
