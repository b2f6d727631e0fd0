import { resourceServer } from '../../../server/crud/resource-server';
import { savedReportSubmitCheck } from '../../../server/domains/develop/savedreport';
import savedreport from './schema';

/** 报表: its submit checks the screen path and the filter query (savedreport.ts). */
export default resourceServer(savedreport, (app) => ({
  submit: { check: savedReportSubmitCheck(app, app.repo('savedreport')) },
}));
