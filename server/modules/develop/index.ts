import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { loadSigningKey } from '../../auth/signing-key';
import { registerCode } from './code';
import { registerDatasource } from './datasource';
import { registerSavedReports } from './savedreport';
import { SecretBox } from './secret-box';

/** 数据源、代码生成、报表 (issue 15): /api/blade-develop/*, /api/blade-report/report/rest, tenant data sources. */
export async function registerDevelop(app: FastifyInstance, deps: AppDeps) {
  // Data source passwords are sealed under a key derived from the server's signing key.
  const box = new SecretBox(loadSigningKey(deps.cfg), 'datasource-password');
  registerDatasource(app, deps, box);
  registerCode(app, deps, box);
  registerSavedReports(app, deps);
}
