import { resourceServer } from '../../../server/crud/resource-server';
import { superviseListRoute, transferRules } from '../../../server/domains/transfer/transfers';
import transfer from './schema';

/**
 * 移交: every save keeps the transfer's rules (number, sender, target, source, ownership), edits and
 * removals only in the states that allow them, `check` / `uncheck` / `handle` only by the answering
 * dept (transfers.ts). `supervise-list` is its own route.
 */
export default resourceServer(transfer, (app) => {
  const rules = transferRules(app);
  return {
    onWrite: rules.onWrite,
    onRemove: rules.onRemove,
    actions: { check: rules.answeringOnly, uncheck: rules.answeringOnly, handle: rules.answeringOnly },
    routes: superviseListRoute,
  };
});
