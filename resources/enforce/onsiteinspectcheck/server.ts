import { resourceServer } from '../../../server/crud/resource-server';
import { OnsiteRules } from '../../../server/domains/enforce/onsite-rules';
import onsiteinspectcheck from './schema';

/** 检查项结果 of an on-site inspection: saved and removed only as the inspection allows (onsite-rules.ts). */
export default resourceServer(onsiteinspectcheck, (app) => {
  const rules = new OnsiteRules(app);
  return { onWrite: (args) => rules.onCheck(args), onRemove: (args) => rules.onPartRemoved(args) };
});
