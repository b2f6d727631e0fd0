import { resourceServer } from '../../../server/crud/resource-server';
import { inspectTaskRules, verifyDrawRoute } from '../../../server/domains/random/inspect-tasks';
import inspectrandomtask from './schema';

/**
 * 双随机抽查任务: `extract` draws (inspect-tasks.ts; a published task's draw is refused in words before
 * the action runs), `complete` needs every result, a task's terms are checked on save and fixed once
 * published; removing a task removes its drawn rows. `verify-draw` is its own route.
 */
export default resourceServer(inspectrandomtask, (app) => {
  const rules = inspectTaskRules(app);
  return {
    onWrite: rules.onTaskWrite,
    onRemove: rules.onTaskRemove,
    actions: { extract: rules.onExtract, complete: rules.onComplete },
    actionChecks: { extract: rules.refuseDrawWhenPublished },
    routes: verifyDrawRoute,
  };
});
