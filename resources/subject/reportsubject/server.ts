import { resourceServer } from '../../../server/crud/resource-server';
import { fillOwnership } from '../../../server/domains/subject/report-subject';
import reportsubject from './schema';

/** 自查主体: takes its subject's dept and region when the form leaves them empty (report-subject.ts). */
export default resourceServer(reportsubject, () => ({ onWrite: fillOwnership }));
