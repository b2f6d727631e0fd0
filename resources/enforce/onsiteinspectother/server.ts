import { resourceServer } from '../../../server/crud/resource-server';
import { OnsiteRules } from '../../../server/domains/enforce/onsite-rules';
import onsiteinspectother from './schema';

/** 其他问题 of an on-site inspection: saved and removed only as the inspection allows (onsite-rules.ts). */
export default resourceServer(onsiteinspectother, (app) => {
  const rules = new OnsiteRules(app);
  return { onWrite: (args) => rules.onOther(args), onRemove: (args) => rules.onPartRemoved(args) };
});
