import fp from 'fastify-plugin';
import { registerFiles } from '../../files';
import { registerOss } from './oss';
import { registerAttach } from './attach';

/** 平台服务 domain: file storage (uploads, the file route) and its resources 对象存储 and 附件管理. */
export default fp(
  async (app) => {
    const files = await registerFiles(app);
    registerOss(app, files);
    registerAttach(app, files);
  },
  { name: 'domain:platform', dependencies: ['repositories'] },
);
