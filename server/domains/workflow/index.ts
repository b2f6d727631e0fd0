import fp from 'fastify-plugin';
import { workflowRepos } from './process';
import { registerWork } from './work';
import { registerManager } from './manager';
import { registerFollow } from './follow';
import { registerLeave } from './leave';

/**
 * 工作流 (issue 14): /api/blade-flow/* and /api/blade-desk/process/* on bpmn-engine. Every step runs
 * the engine from the instance's saved state and saves it again in the same transaction, so any server
 * instance, or a restarted one, continues a process. Models, list of deployments and of instances are
 * the generic routes of their declarations (resources/workflow/).
 */
export default fp(
  async (app) => {
    const repos = workflowRepos(app);
    registerWork(app, repos);
    registerManager(app, repos);
    registerFollow(app, repos);
    registerLeave(app, repos);
  },
  { name: 'domain:workflow', dependencies: ['repositories'] },
);
