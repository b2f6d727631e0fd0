import { resourceServer } from '../../../server/crud/resource-server';
import { inspectRules } from '../../../server/domains/enforce/inspect-rules';
import inspectabnormal from './schema';

/** 巡检异常: a finding of an abnormal inspection, saved only as its inspection allows (inspect-rules.ts). */
export default resourceServer(inspectabnormal, (app) => ({ onWrite: inspectRules(app).onFinding }));
