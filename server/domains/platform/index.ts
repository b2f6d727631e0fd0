import type { FastifyInstance } from 'fastify';
import { registerFiles } from '../../files';
import { registerOss } from './oss';
import { registerAttach } from './attach';

/** 平台服务 domain: file storage (uploads, the file route) and its resources 对象存储 and 附件管理. */
export async function registerPlatform(app: FastifyInstance) {
  const files = await registerFiles(app);
  registerOss(app, files);
  registerAttach(app, files);
}
