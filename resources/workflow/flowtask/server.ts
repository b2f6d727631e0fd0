import { resourceServer } from '../../../server/crud/resource-server';
import { workflowRepos } from '../../../server/domains/workflow/process';
import { workRoutes } from '../../../server/domains/workflow/work';
import flowTask from './schema';

/** 我的事务 (a process task): the work lists, claim-task and complete-task are its own routes (work.ts). */
export default resourceServer(flowTask, (app) => ({ routes: () => workRoutes(app, workflowRepos(app)) }));
