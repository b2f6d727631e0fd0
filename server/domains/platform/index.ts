import fp from 'fastify-plugin';
import { registerFiles } from '../../files';

/**
 * 平台服务 domain: file storage (`app.files`: uploads, the multipart parser, the file cookie and the file
 * route). Its resources 对象存储 and 附件管理 carry their own behaviour (resources/platform/oss/server.ts,
 * resources/platform/attach/server.ts).
 */
export default fp(
  async (app) => {
    await registerFiles(app);
  },
  { name: 'domain:platform', dependencies: ['repositories'] },
);
