import { resourceServer } from '../../../server/crud/resource-server';
import { evidenceFollowsReport } from '../../../server/domains/report/evidence';
import reportworkvideo from './schema';

/** 自查视频: a video takes its subject from its report (evidence.ts). */
export default resourceServer(reportworkvideo, (app) => ({
  onWrite: evidenceFollowsReport(app).onPiece('reportworkvideo'),
}));
