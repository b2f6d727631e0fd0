import { resourceServer } from '../../../server/crud/resource-server';
import { datasourceRoutes, datasourceSubmitCheck } from '../../../server/domains/develop/datasource';
import datasource from './schema';

/**
 * 数据源: its submit checks the address and seals the write-only password (datasource.ts); `select`,
 * `test` and `tables` are its own routes.
 */
export default resourceServer(datasource, (app) => {
  const repo = app.repo('datasource');
  return {
    submit: { check: datasourceSubmitCheck(app, repo) },
    routes: datasourceRoutes,
  };
});
