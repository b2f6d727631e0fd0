import { resourceServer } from '../../../server/crud/resource-server';
import { creditRules } from '../../../server/domains/subject/credit';
import subjectcredit from './schema';

/** 信用记录: every save and removal recomputes its subjects' score and level (credit.ts). */
export default resourceServer(subjectcredit, (app) => {
  const rules = creditRules(app);
  return { onWrite: rules.onCredit, onRemove: rules.onCreditsRemoved };
});
