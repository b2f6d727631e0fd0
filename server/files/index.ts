import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_KINDS } from '../../resources/upload-kinds';
import { registerFileCookie } from './file-access';
import { registerFileServing } from './serve';
import { FileService } from './service';

export { fileService, type FileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads: receiving, storing, recording and removing them (server/files/service.ts). */
    files: FileService;
  }
}

/**
 * Uploads for every domain: the file service (`app.files`), the multipart parser (one file per
 * request, never larger than the largest kind; each route sets its own kind's limit), the file cookie,
 * and the file route. Registered by the platform domain, before the routes that take uploads
 * (put-file, the subject's plan image, the transfer forms).
 */
export async function registerFiles(app: FastifyInstance): Promise<FileService> {
  const files = await FileService.open(app);
  app.decorate('files', files);
  const largest = Math.max(app.config.uploadVideoMaxBytes, ...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
  await app.register(fastifyMultipart, {
    limits: { fileSize: largest + 1, files: 1, fields: 20, fieldSize: 4096, parts: 21, headerPairs: 100 },
  });
  registerFileCookie(app, app.tokens);
  registerFileServing(app, files);
  app.addHook('onClose', async () => files.close());
  return files;
}
