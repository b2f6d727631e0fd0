import { resourceServer } from '../../../server/crud/resource-server';
import { evidenceFollowsComplaint } from '../../../server/domains/consumer/complaint-rules';
import complaintimg from './schema';

/** 投诉图片: filed under its complaint's subject (complaint-rules.ts). */
export default resourceServer(complaintimg, (app) => ({ onWrite: evidenceFollowsComplaint(app, 'complaintimg') }));
