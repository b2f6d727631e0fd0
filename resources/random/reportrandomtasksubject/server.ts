import { resourceServer } from '../../../server/crud/resource-server';
import { distributionRules } from '../../../server/domains/random/report-tasks';
import reportrandomtasksubject from './schema';

/** 任务下发: a hand-written distribution row keeps its task's count and stays once reported (report-tasks.ts). */
export default resourceServer(reportrandomtasksubject, (app) => {
  const rules = distributionRules(app);
  return { onWrite: rules.onSentWrite, onRemove: rules.onSentRemove };
});
