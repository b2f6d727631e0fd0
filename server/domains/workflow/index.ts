import fp from 'fastify-plugin';
import { workflowRepos } from './process';
import { processRoutes } from './follow';

/**
 * 工作流: /api/blade-flow/* and /api/blade-desk/process/* on bpmn-engine. Every step runs the engine
 * from the instance's saved state and saves it again in the same transaction, so any server instance,
 * or a restarted one, continues a process. The calls under a workflow resource's base are that
 * resource's (resources/workflow/<name>/server.ts: the work lists and tasks, the deployments, the
 * models' deploy, the instances' removal, the leave form); a process's history and diagram
 * (`/api/blade-flow/process/*`) are no one resource's and stay here.
 */
export default fp(
  async (app) => {
    processRoutes(app, workflowRepos(app));
  },
  { name: 'domain:workflow', dependencies: ['repositories'] },
);
