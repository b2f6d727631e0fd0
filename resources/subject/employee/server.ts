import { resourceServer } from '../../../server/crud/resource-server';
import { oneEmployeePerIdCard } from '../../../server/domains/subject/people-rules';
import employee from './schema';

/** 从业人员: registered once per subject by ID card (people-rules.ts). */
export default resourceServer(employee, () => ({ onWrite: oneEmployeePerIdCard }));
