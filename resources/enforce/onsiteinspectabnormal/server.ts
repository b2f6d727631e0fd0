import { resourceServer } from '../../../server/crud/resource-server';
import { OnsiteRules } from '../../../server/domains/enforce/onsite-rules';
import onsiteinspectabnormal from './schema';

/** 现场检查异常: the finding of an on-site inspection, one per inspection (onsite-rules.ts). */
export default resourceServer(onsiteinspectabnormal, (app) => {
  const rules = new OnsiteRules(app);
  return { onWrite: (args) => rules.onFinding(args) };
});
