import { resourceServer } from '../../../server/crud/resource-server';
import { oneCafeDayPerSubject } from '../../../server/domains/subject/people-rules';
import internetcafedata from './schema';

/** 网吧日数据: one row per subject and day, no more terminals in use than there are (people-rules.ts). */
export default resourceServer(internetcafedata, () => ({ onWrite: oneCafeDayPerSubject }));
