import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BladeError, OAuthError } from '../../../http/errors';
import type { LogWriter } from './writer';
import type { Config } from '../../../config';
import { baseLogRow, cut, maskedParams } from './server-info';

/** Reading the logs is not itself logged (a log screen would fill its own list); nor are health probes. */
const unlogged = (req: FastifyRequest, path: string) =>
  (req.method === 'GET' && path.startsWith('/api/blade-log/')) || path === '/api/health';

/** `at fn (file:line:col)` of the first stack frame, for the error log's location columns. */
function whereThrown(stack: string | undefined) {
  const m = /\n\s+at (?:(\S+) \()?(.+?):(\d+):\d+\)?/.exec(stack ?? '');
  return m
    ? { methodName: m[1] ?? null, fileName: m[2], lineNumber: Number(m[3]) }
    : { methodName: null, fileName: null, lineNumber: null };
}

/**
 * Every /api call leaves a row in blade_log_api (who, what, how long, which status), and every
 * unexpected error (HTTP 500) a row in blade_log_error with its stack, which stays on the server:
 * the client only ever sees the generic message with the request id.
 */
export function recordApiCalls(app: FastifyInstance, writer: LogWriter, mode: Config['apiLog']) {
  if (mode === 'off') return;
  // Successful reads are the bulk of all calls and say nothing about who changed what; by default the
  // log keeps every write and every failure (as Blade logs its annotated endpoints), 'all' keeps reads too.
  const skipped = (req: FastifyRequest, status: number) => mode === 'writes' && req.method === 'GET' && status < 400;
  const thrown = new WeakMap<FastifyRequest, Error>();

  app.addHook('onError', async (req, _reply, err) => {
    if (!(err instanceof BladeError) && !(err instanceof OAuthError)) thrown.set(req, err);
  });

  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0];
    if (!path.startsWith('/api/') || unlogged(req, path) || skipped(req, reply.statusCode)) return;
    const ctx = req.ctx;
    const base = baseLogRow({ tenantId: ctx?.tenantId, userId: ctx?.userId, account: ctx?.account });
    const common = {
      method: cut(req.method, 10),
      requestUri: cut(path, 1000),
      userAgent: cut(req.headers['user-agent'], 1000),
      remoteIp: cut(req.ip, 255),
      params: maskedParams(req.query),
    };
    writer.add('blade_log_api', {
      ...base,
      ...common,
      type: reply.statusCode >= 500 ? '2' : '1',
      title: cut(req.routeOptions.url ?? path, 255),
      httpStatus: reply.statusCode,
      time: String(Math.round(reply.elapsedTime)),
    });
    const err = thrown.get(req);
    if (reply.statusCode >= 500 && err) {
      const at = whereThrown(err.stack);
      writer.add('blade_log_error', {
        ...baseLogRow({ tenantId: ctx?.tenantId, userId: ctx?.userId, account: ctx?.account }),
        ...common,
        exceptionName: cut(err.name || err.constructor?.name, 255),
        message: cut(err.message, 4000),
        stackTrace: cut(err.stack, 20_000),
        methodName: cut(at.methodName, 255),
        fileName: cut(at.fileName, 1000),
        lineNumber: at.lineNumber,
        // The 500 answer names this id, so an administrator finds the row from a user's report.
        requestId: cut(req.id, 64),
      });
    }
  });
}
