import fp from 'fastify-plugin';
import { registerCode } from './code';
import { registerDatasource } from './datasource';
import { registerSavedReports } from './savedreport';
import { SecretBox, loadSecretsKey } from '../../secrets/secret-box';

/** 数据源、代码生成、报表 (issue 15): /api/blade-develop/*, /api/blade-report/report/rest, tenant data sources. */
export default fp(
  async (app) => {
    // Data source passwords are sealed under the server's secrets key, as SMS provider keys are.
    const box = new SecretBox(loadSecretsKey(app.config));
    registerDatasource(app, box);
    registerCode(app, box);
    registerSavedReports(app);
  },
  { name: 'domain:develop', dependencies: ['repositories'] },
);
