import { resourceServer } from '../../../server/crud/resource-server';
import { evidenceFollowsReport } from '../../../server/domains/report/evidence';
import { reportCheckRules } from '../../../server/domains/report/reportcheck';
import { reportcheckRoutes } from '../../../server/domains/report/reportcheck-reads';
import { reportWarnHook } from '../../../server/domains/report/warn-hooks';
import reportcheck from './schema';

/**
 * 自查上报: every save keeps the report's rules (assignment, NFC, period, number, the finding an
 * abnormal one opens; reportcheck.ts), then its warnings follow it (warn-hooks.ts), in that order: the
 * report's rule normalizes the row the warnings read. A removal takes its photos and videos with it.
 * `subject-page`, `subject-nfc-list` and `get-list` are its own reading calls.
 */
export default resourceServer(reportcheck, (app) => {
  return {
    onWrite: [reportCheckRules(app).onReport, reportWarnHook(app)],
    onRemove: evidenceFollowsReport(app).onReportsRemoved,
    routes: reportcheckRoutes,
  };
});
