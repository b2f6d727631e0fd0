import type { ResourceServer } from '../../server/crud/resource-server';
import camera from './camera/server';
import cameraabnormal from './cameraabnormal/server';
import cameraalarm from './cameraalarm/server';
import cameraMaskCheck from './cameraMaskCheck/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const cameraServers: ResourceServer[] = [camera, cameraabnormal, cameraalarm, cameraMaskCheck];
