import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { registerFiles } from '../../files';
import { registerOss } from './oss';
import { registerAttach } from './attach';

/** 平台服务 domain: file storage (uploads, the file route) and its resources 对象存储 and 附件管理. */
export async function registerPlatform(app: FastifyInstance, deps: AppDeps) {
  const files = await registerFiles(app, deps);
  registerOss(app, deps, files);
  registerAttach(app, deps, files);
}
