import fp from 'fastify-plugin';
import { SecretBox, loadSecretsKey } from '../../secrets/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens data source passwords (数据源 saves them, 代码生成 connects with them). */
    dataSourceSecrets: SecretBox;
  }
}

/**
 * 数据源、代码生成、报表 (/api/blade-develop/*, /api/blade-report/report/rest): data source passwords are
 * sealed under the server's secrets key, as SMS provider keys are (`app.dataSourceSecrets`). The
 * resources carry their own behaviour (resources/develop/<name>/server.ts).
 */
export default fp(
  async (app) => {
    app.decorate('dataSourceSecrets', new SecretBox(loadSecretsKey(app.config)));
  },
  { name: 'domain:develop', dependencies: ['repositories'] },
);
