import { resourceServer } from '../../../server/crud/resource-server';
import { evaluationRules } from '../../../server/domains/consumer/evaluations';
import { evaluationStatsRoutes } from '../../../server/domains/consumer/evaluation-stats';
import evaluation from './schema';

/**
 * 消费者评价: every save keeps the score range, the subject's dept and region and the credit record it
 * carries; a removal takes its credit records and photos with it (evaluations.ts); `total-evaluation`
 * and `evaluationSmSta` are its own routes (evaluation-stats.ts).
 */
export default resourceServer(evaluation, (app) => {
  const rules = evaluationRules(app);
  return {
    onWrite: rules.onEvaluation,
    onRemove: rules.onEvaluationsRemoved,
    routes: evaluationStatsRoutes,
  };
});
