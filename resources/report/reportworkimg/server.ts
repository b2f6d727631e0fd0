import { resourceServer } from '../../../server/crud/resource-server';
import { evidenceFollowsReport } from '../../../server/domains/report/evidence';
import reportworkimg from './schema';

/** 自查照片: a photo takes its subject from its report (evidence.ts). */
export default resourceServer(reportworkimg, (app) => ({
  onWrite: evidenceFollowsReport(app).onPiece('reportworkimg'),
}));
