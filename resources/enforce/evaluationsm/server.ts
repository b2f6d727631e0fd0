import { resourceServer } from '../../../server/crud/resource-server';
import { evaluationRules } from '../../../server/domains/enforce/evaluation';
import evaluationsm from './schema';

/** 执法评价: takes its inspection's subject, the evaluator and the time (evaluation.ts). */
export default resourceServer(evaluationsm, (app) => ({ onWrite: evaluationRules(app).onEvaluation }));
