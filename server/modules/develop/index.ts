import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { registerCode } from './code';
import { registerDatasource } from './datasource';
import { registerSavedReports } from './savedreport';
import { SecretBox, loadSecretsKey } from '../../secrets/secret-box';

/** 数据源、代码生成、报表 (issue 15): /api/blade-develop/*, /api/blade-report/report/rest, tenant data sources. */
export async function registerDevelop(app: FastifyInstance, deps: AppDeps) {
  // Data source passwords are sealed under the server's secrets key, as SMS provider keys are.
  const box = new SecretBox(loadSecretsKey(deps.cfg));
  registerDatasource(app, deps, box);
  registerCode(app, deps, box);
  registerSavedReports(app, deps);
}
