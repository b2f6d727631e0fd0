import type { ResourceServer } from './crud/resource-server';

/**
 * The server behaviour beside each declaration that has one (`resources/<domain>/<name>/server.ts`):
 * what the resource does beyond its declaration. A declaration without one is served as declared.
 */
export const resourceServers: ResourceServer[] = [];
