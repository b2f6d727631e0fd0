import { resourceServer } from '../../../server/crud/resource-server';
import { complaintRules } from '../../../server/domains/consumer/complaint-rules';
import { complaintBatchRoutes } from '../../../server/domains/consumer/complaint-batch';
import { complaintSuperviseRoutes } from '../../../server/domains/consumer/complaint-supervise';
import complaint from './schema';

/**
 * 消费者投诉: every save keeps the complaint rules (number, time, the subject's dept and region, no edit
 * once handled), a removal takes its evidence with it (complaint-rules.ts); `batch-process`,
 * `batch-complete` (complaint-batch.ts) and `get-supervise` (complaint-supervise.ts) are its own routes.
 * (`get-handle-info` is served for every finding by server/domains/subject/findings.ts.)
 */
export default resourceServer(complaint, (app) => {
  const rules = complaintRules(app);
  return {
    onWrite: rules.onComplaint,
    onRemove: rules.onComplaintsRemoved,
    routes: (_, repo) => {
      complaintBatchRoutes(app, repo);
      complaintSuperviseRoutes(app, repo);
    },
  };
});
