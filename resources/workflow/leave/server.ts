import { resourceServer } from '../../../server/crud/resource-server';
import { workflowRepos } from '../../../server/domains/workflow/process';
import { leaveRoutes } from '../../../server/domains/workflow/leave';
import processLeave from './schema';

/** 请假: `start-process` (the form and its process, started together) and `detail` are its own routes (leave.ts). */
export default resourceServer(processLeave, (app) => ({ routes: () => leaveRoutes(app, workflowRepos(app)) }));
