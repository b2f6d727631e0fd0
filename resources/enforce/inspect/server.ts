import { resourceServer } from '../../../server/crud/resource-server';
import { inspectRules } from '../../../server/domains/enforce/inspect-rules';
import { checkInspectSubmit, inspectRoutes } from '../../../server/domains/enforce/inspect-routes';
import inspect from './schema';

/**
 * 巡检: every save keeps the inspection rules (number, inspectors, the finding an abnormal one opens and
 * follows), a removal takes its waiting finding with it; the form's checks run before the generic submit;
 * `monitor-save` and `select` are its own routes.
 */
export default resourceServer(inspect, (app) => {
  const rules = inspectRules(app);
  return {
    onWrite: rules.onInspect,
    onRemove: rules.onInspectRemove,
    submit: { check: checkInspectSubmit(app.repo('inspect')) },
    routes: inspectRoutes,
  };
});
