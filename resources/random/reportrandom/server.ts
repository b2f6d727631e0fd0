import { resourceServer } from '../../../server/crud/resource-server';
import { reportDetailRoute, reportReviewRules } from '../../../server/domains/random/report-reviews';
import reportrandom from './schema';

/**
 * 随机自查上报: a report only from a subject its task was sent to, numbered and final once approved;
 * the review actions keep the distribution row in step and record rejections (report-reviews.ts).
 * `detail` (by report or by distribution row) is its own route.
 */
export default resourceServer(reportrandom, (app) => {
  const rules = reportReviewRules(app);
  return {
    onWrite: rules.onReportWrite,
    onRemove: rules.onReportRemove,
    actions: { approved: rules.onApproved, reject: rules.onReject, resubmit: rules.onResubmit },
    routes: reportDetailRoute,
  };
});
