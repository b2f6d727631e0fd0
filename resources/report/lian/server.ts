import { resourceServer } from '../../../server/crud/resource-server';
import { caseFilingRules } from '../../../server/domains/report/case-filing';
import lian from './schema';

/**
 * 立案: saving a filing files its case and copies its subject and ownership, removing it puts the case
 * back, closing it closes the case (case-filing.ts).
 */
export default resourceServer(lian, (app) => {
  const rules = caseFilingRules(app);
  return { onWrite: rules.onLian, onRemove: rules.onLianRemoved, actions: { close: rules.onLianClosed } };
});
