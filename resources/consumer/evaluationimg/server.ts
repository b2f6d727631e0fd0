import { resourceServer } from '../../../server/crud/resource-server';
import { evaluationRules } from '../../../server/domains/consumer/evaluations';
import evaluationimg from './schema';

/** 评价图片: filed under its evaluation's subject (evaluations.ts). */
export default resourceServer(evaluationimg, (app) => ({ onWrite: evaluationRules(app).onPhoto }));
