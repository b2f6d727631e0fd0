import type { ResourceServer } from './crud/resource-server';
import { systemServers } from '../resources/system/server';
import { platformServers } from '../resources/platform/server';
import { subjectServers } from '../resources/subject/server';
import { reportServers } from '../resources/report/server';
import { randomServers } from '../resources/random/server';
import { enforceServers } from '../resources/enforce/server';
import { superviseServers } from '../resources/supervise/server';
import { transferServers } from '../resources/transfer/server';
import { consumerServers } from '../resources/consumer/server';
import { deskServers } from '../resources/desk/server';
import { cameraServers } from '../resources/camera/server';
import { workflowServers } from '../resources/workflow/server';
import { developServers } from '../resources/develop/server';

/**
 * The server behaviour beside each declaration that has one (`resources/<domain>/<name>/server.ts`,
 * listed per domain in `resources/<domain>/server.ts`): what the resource does beyond its declaration.
 * A declaration without one is served as declared.
 */
export const resourceServers: ResourceServer[] = [
  ...systemServers,
  ...platformServers,
  ...subjectServers,
  ...reportServers,
  ...randomServers,
  ...enforceServers,
  ...superviseServers,
  ...transferServers,
  ...consumerServers,
  ...deskServers,
  ...cameraServers,
  ...workflowServers,
  ...developServers,
];
