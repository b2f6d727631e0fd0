import { resourceServer } from '../../../server/crud/resource-server';
import { caseFilingRules } from '../../../server/domains/report/case-filing';
import checkfile from './schema';

/** 案件文书: a document's filing must be its case's (case-filing.ts). */
export default resourceServer(checkfile, (app) => ({ onWrite: caseFilingRules(app).onCheckfile }));
