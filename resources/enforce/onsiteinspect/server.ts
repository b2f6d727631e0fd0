import { resourceServer } from '../../../server/crud/resource-server';
import { OnsiteRules } from '../../../server/domains/enforce/onsite-rules';
import { onsiteRoutes, onsiteSave } from '../../../server/domains/enforce/onsite';
import onsiteinspect, { MODE_ONSITE } from './schema';

/**
 * 现场检查: every save keeps the on-site rules (its item rows, its result, the finding it opens); its
 * submit takes the item results and other problems with it (onsite.ts); `monitor-save` and
 * `check-items` are its own routes.
 */
export default resourceServer(onsiteinspect, (app) => {
  const rules = new OnsiteRules(app);
  const save = onsiteSave(app, rules);
  return {
    onWrite: (args) => rules.onInspection(args),
    onRemove: (args) => rules.onInspectionRemoved(args),
    replace: { submit: (req) => save(req, MODE_ONSITE) },
    routes: () => onsiteRoutes(app, rules, save),
  };
});
