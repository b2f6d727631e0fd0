import type { FastifyInstance } from 'fastify';
import { recordApiCalls } from './api-recorder';
import { registerLogReads } from './reads';
import { logWriterOf } from './usual';

export { recordUsual, type LogActor, type UsualEntry } from './usual';

/** Writes the API and error logs of every call, serves the three log screens, flushes on close. */
export async function registerLogs(app: FastifyInstance) {
  const writer = logWriterOf(app);
  writer.onError = (err) => app.log.warn({ err }, 'log write failed');
  recordApiCalls(app, writer, app.config.apiLog);
  registerLogReads(app);
  app.addHook('onClose', async () => writer.flush());
}

/** Writes the queued log rows now (tests read the logs right after the calls they made). */
export const flushLogs = (app: FastifyInstance) => logWriterOf(app).flush();
