import { resourceServer } from '../../../server/crud/resource-server';
import { testOfOwnEmployee } from '../../../server/domains/subject/people-rules';
import acid from './schema';

/** 从业人员检测: the tested employee works at the record's subject (people-rules.ts). */
export default resourceServer(acid, () => ({ onWrite: testOfOwnEmployee }));
