import type { FastifyInstance } from 'fastify';
import { registerComplaintBatch } from './complaint-batch';
import { registerComplaintRules } from './complaint-rules';
import { registerComplaintSupervise } from './complaint-supervise';

/**
 * Complaints (issue 12, domain.md flow 8): `/api/consumer/complaint` is the declaration's CRUD and export
 * and its declared finding life (`handle` with the answer to the consumer, `reject` 不予受理,
 * `supervise-complete`, history; `get-handle-info` is served for every finding by
 * server/domains/subject/findings.ts), plus
 * - the rules of every save and removal of complaints and their evidence (complaint-rules.ts);
 * - `POST batch-process` (ids, operate, cause) and `POST batch-complete` (ids) (complaint-batch.ts);
 * - `GET get-supervise` (id | sourceId, or a page of complaints under supervision) (complaint-supervise.ts).
 * `/api/consumer/complaintimg` and `/api/consumer/complaintvideo` are their declarations' CRUD.
 */
export function registerComplaints(app: FastifyInstance) {
  const offs = registerComplaintRules(app);
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });
  registerComplaintBatch(app);
  registerComplaintSupervise(app);
}
