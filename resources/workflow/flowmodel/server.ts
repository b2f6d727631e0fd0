import { resourceServer } from '../../../server/crud/resource-server';
import { workflowRepos } from '../../../server/domains/workflow/process';
import { modelRoutes } from '../../../server/domains/workflow/manager';
import flowModel from './schema';

/** 模型管理: `deploy` (a model as the next version of its process) is its own route (manager.ts). */
export default resourceServer(flowModel, (app) => ({ routes: () => modelRoutes(app, workflowRepos(app)) }));
