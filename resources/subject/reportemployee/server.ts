import { resourceServer } from '../../../server/crud/resource-server';
import { periodOfReport } from '../../../server/domains/subject/people-rules';
import reportemployee from './schema';

/** 从业人员上报: a report without its period takes the month of its report time (people-rules.ts). */
export default resourceServer(reportemployee, () => ({ onWrite: periodOfReport }));
