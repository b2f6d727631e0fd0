import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_KINDS } from '../../resources/upload-kinds';
import { registerFileCookie } from './file-access';
import { registerFileServing } from './serve';
import { fileService, type FileService } from './service';

export { fileService, type FileService } from './service';

/**
 * Uploads for every module: the multipart parser (one file per request, never larger than the
 * largest kind; each route sets its own kind's limit), the file cookie, and the file route. Must be
 * registered before the modules that take uploads (platform put-file, subject plan image).
 */
export async function registerFiles(app: FastifyInstance): Promise<FileService> {
  const files = await fileService(app);
  const largest = Math.max(app.config.uploadVideoMaxBytes, ...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
  await app.register(fastifyMultipart, {
    limits: { fileSize: largest + 1, files: 1, fields: 20, fieldSize: 4096, parts: 21, headerPairs: 100 },
  });
  registerFileCookie(app, app.tokens);
  registerFileServing(app, files);
  app.addHook('onClose', async () => files.close());
  return files;
}
