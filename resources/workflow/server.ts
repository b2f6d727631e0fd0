import type { ResourceServer } from '../../server/crud/resource-server';
import flowTask from './flowtask/server';
import flowDefinition from './flowdefinition/server';
import flowModel from './flowmodel/server';
import flowInstance from './flowinstance/server';
import processLeave from './leave/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const workflowServers: ResourceServer[] = [flowTask, flowDefinition, flowModel, flowInstance, processLeave];
