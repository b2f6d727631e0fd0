import { resourceServer } from '../../../server/crud/resource-server';
import { caseFilingRules } from '../../../server/domains/report/case-filing';
import reportcheckcase from './schema';

/** 案件: a new case gets its number; a case with a filing stays, a removed one frees its warning (case-filing.ts). */
export default resourceServer(reportcheckcase, (app) => {
  const rules = caseFilingRules(app);
  return { onWrite: rules.onCase, onRemove: rules.onCaseRemoved };
});
