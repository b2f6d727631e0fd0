import type { FastifyInstance } from 'fastify';
import { recordApiCalls } from './api-recorder';
import { LogWriter } from './writer';

export { recordUsual, type LogActor, type UsualEntry } from './usual';

declare module 'fastify' {
  interface FastifyInstance {
    /** The log writer of this server: API, error and usual log rows, queued and written in batches. */
    logs: LogWriter;
  }
}

/** Writes the API and error logs of every call (and the usual log's business events), flushes on close. */
export function registerLogs(app: FastifyInstance) {
  const writer = new LogWriter(app.db, app.feed, (err) => app.log.warn({ err }, 'log write failed'));
  app.decorate('logs', writer);
  recordApiCalls(app, writer, app.config.apiLog);
  app.addHook('onClose', async () => writer.flush());
}

/** Writes the queued log rows now (tests read the logs right after the calls they made). */
export const flushLogs = (app: FastifyInstance) => app.logs.flush();
