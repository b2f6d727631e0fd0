import { resourceServer } from '../../../server/crud/resource-server';
import { inspectRecordRules } from '../../../server/domains/random/inspect-records';
import inspectrandom from './schema';

/**
 * 双随机抽查记录: `record` by a drawn enforcer once the task is published, the last one completing the
 * task; the drawn rows are edited or removed only before it is published (inspect-records.ts).
 */
export default resourceServer(inspectrandom, (app) => {
  const rules = inspectRecordRules(app);
  return { onWrite: rules.onDrawnWrite, onRemove: rules.onDrawnRemove, actions: { record: rules.onRecord } };
});
