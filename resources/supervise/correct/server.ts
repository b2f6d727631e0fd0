import { resourceServer } from '../../../server/crud/resource-server';
import { correctRules, overdueCountRoute } from '../../../server/domains/supervise/correct';
import correct from './schema';

/**
 * 整改: every save names a live finding not complete, one rectification under way per finding;
 * `rectify` marks lateness; rows carry `overdue` / `overdueDays` (and `overdue=1` filters lists);
 * `overdue-count` is its own route (correct.ts).
 */
export default resourceServer(correct, (app) => {
  const rules = correctRules(app);
  return {
    onWrite: rules.onSave,
    actions: { rectify: rules.onRectify },
    read: rules.read,
    routes: overdueCountRoute,
  };
});
