import type { ResourceServer } from '../../server/crud/resource-server';
import inspect from './inspect/server';
import inspectabnormal from './inspectabnormal/server';
import evaluationsm from './evaluationsm/server';
import onsiteinspect from './onsiteinspect/server';
import onsiteinspectcheck from './onsiteinspectcheck/server';
import onsiteinspectother from './onsiteinspectother/server';
import onsiteinspectabnormal from './onsiteinspectabnormal/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const enforceServers: ResourceServer[] = [
  inspect,
  inspectabnormal,
  evaluationsm,
  onsiteinspect,
  onsiteinspectcheck,
  onsiteinspectother,
  onsiteinspectabnormal,
];
