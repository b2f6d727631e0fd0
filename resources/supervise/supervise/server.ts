import { resourceServer } from '../../../server/crud/resource-server';
import { approvalRules, approvedRoute } from '../../../server/domains/supervise/approvals';
import { awaitRoleRead, superviseLookupRoutes } from '../../../server/domains/supervise/lookups';
import { superviseSaveRoute, superviseSaveRule } from '../../../server/domains/supervise/supervise';
import supervise from './schema';

/**
 * 督办: every save names a live finding not yet complete, one supervision under way per finding
 * (supervise.ts); each approval step is the caller's role's, the last one completing the finding,
 * `reject` only by the awaited role, `supervise-reject` only for the source's kind (approvals.ts);
 * rows carry the role they await (`awaitRole`, also a list filter; lookups.ts). `save`, `approved`,
 * `get-supervise`, `get-by-source-id` and `checklist` are its own routes.
 */
export default resourceServer(supervise, (app) => {
  const repo = app.repo('supervise');
  const approvals = approvalRules(app);
  return {
    onWrite: superviseSaveRule(app),
    actions: { ...approvals.steps, reject: approvals.onReject, 'supervise-reject': approvals.onSendBack },
    read: awaitRoleRead,
    routes: () => {
      superviseSaveRoute(app, repo);
      approvedRoute(app, repo);
      superviseLookupRoutes(app, repo);
    },
  };
});
