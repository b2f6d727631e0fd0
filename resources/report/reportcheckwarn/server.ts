import { resourceServer } from '../../../server/crud/resource-server';
import { batchCompleteRoute, caseFromWarning } from '../../../server/domains/report/warn-actions';
import { warnSummaryExportRoute } from '../../../server/domains/report/warn-export';
import { engineQuery } from '../../../server/domains/report/warn-filters';
import { warnQueryRoutes } from '../../../server/domains/report/warn-queries';
import reportcheckwarn from './schema';

/**
 * 上报预警: `case-save` opens its case in the action's transaction (warn-actions.ts); the generic list,
 * page and exports read the warn query (`status` is the handling state, sDate/eDate the periods' first
 * days; warn-filters.ts); the query calls of docs/spec.md §3, `batch-complete` and `exportCheckWarnExcel` are
 * its own routes. The warnings themselves are written by the report's save and the sweep job.
 */
export default resourceServer(reportcheckwarn, (app) => {
  const repo = app.repo('reportcheckwarn');
  return {
    actions: { 'case-save': caseFromWarning(app) },
    read: { query: engineQuery },
    routes: () => {
      warnQueryRoutes(app, repo);
      batchCompleteRoute(app, repo);
      warnSummaryExportRoute(app, repo);
    },
  };
});
