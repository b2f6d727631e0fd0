import { resourceServer } from '../../../server/crud/resource-server';
import { workflowRepos } from '../../../server/domains/workflow/process';
import { definitionRoutes } from '../../../server/domains/workflow/manager';
import flowDefinition from './schema';

/** 部署管理: deploy-upload, change-state and delete-deployment are its own routes (manager.ts). */
export default resourceServer(flowDefinition, (app) => ({
  routes: () => definitionRoutes(app, workflowRepos(app)),
}));
