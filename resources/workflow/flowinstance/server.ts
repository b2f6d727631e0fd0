import { resourceServer } from '../../../server/crud/resource-server';
import { workflowRepos } from '../../../server/domains/workflow/process';
import { instanceRoutes } from '../../../server/domains/workflow/follow';
import flowInstance from './schema';

/** 流程跟踪 (a process instance): `delete-process-instance` (ends a running process, with its reason) is its own route (follow.ts). */
export default resourceServer(flowInstance, (app) => ({ routes: () => instanceRoutes(app, workflowRepos(app)) }));
