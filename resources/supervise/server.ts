import type { ResourceServer } from '../../server/crud/resource-server';
import supervise from './supervise/server';
import supervisecorrect from './supervisecorrect/server';
import superviseattach from './superviseattach/server';
import correct from './correct/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const superviseServers: ResourceServer[] = [supervise, supervisecorrect, superviseattach, correct];
