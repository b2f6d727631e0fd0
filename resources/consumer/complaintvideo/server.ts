import { resourceServer } from '../../../server/crud/resource-server';
import { evidenceFollowsComplaint } from '../../../server/domains/consumer/complaint-rules';
import complaintvideo from './schema';

/** 投诉视频: filed under its complaint's subject (complaint-rules.ts). */
export default resourceServer(complaintvideo, (app) => ({
  onWrite: evidenceFollowsComplaint(app, 'complaintvideo'),
}));
