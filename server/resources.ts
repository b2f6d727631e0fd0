import type { ResourceServer } from './crud/resource-server';
import inspect from '../resources/enforce/inspect/server';
import inspectabnormal from '../resources/enforce/inspectabnormal/server';
import evaluationsm from '../resources/enforce/evaluationsm/server';
import onsiteinspect from '../resources/enforce/onsiteinspect/server';
import onsiteinspectcheck from '../resources/enforce/onsiteinspectcheck/server';
import onsiteinspectother from '../resources/enforce/onsiteinspectother/server';
import onsiteinspectabnormal from '../resources/enforce/onsiteinspectabnormal/server';

/**
 * The server behaviour beside each declaration that has one (`resources/<domain>/<name>/server.ts`):
 * what the resource does beyond its declaration. A declaration without one is served as declared.
 */
export const resourceServers: ResourceServer[] = [
  inspect,
  inspectabnormal,
  evaluationsm,
  onsiteinspect,
  onsiteinspectcheck,
  onsiteinspectother,
  onsiteinspectabnormal,
];
