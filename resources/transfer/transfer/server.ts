import { resourceServer } from '../../../server/crud/resource-server';
import { superviseListRoute, transferRules } from '../../../server/domains/transfer/transfers';
import transfer from './schema';

/**
 * 移交: every save keeps the transfer's rules (number, sender, target, source, ownership), edits only
 * while it awaits receipt (removals as its life cycle declares), `check` / `uncheck` / `handle` only by the answering
 * dept (transfers.ts). `supervise-list` is its own route.
 */
export default resourceServer(transfer, (app) => {
  const rules = transferRules(app);
  return {
    onWrite: rules.onWrite,
    actions: { check: rules.answeringOnly, uncheck: rules.answeringOnly, handle: rules.answeringOnly },
    routes: superviseListRoute,
  };
});
