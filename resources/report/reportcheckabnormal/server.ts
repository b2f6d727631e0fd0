import { resourceServer } from '../../../server/crud/resource-server';
import { reportCheckRules } from '../../../server/domains/report/reportcheck';
import reportcheckabnormal from './schema';

/** 自查异常: a finding names what its report names (subject, checkpoint, period; reportcheck.ts). */
export default resourceServer(reportcheckabnormal, (app) => ({ onWrite: reportCheckRules(app).onFinding }));
