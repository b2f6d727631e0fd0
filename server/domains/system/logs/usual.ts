import type { FastifyInstance } from 'fastify';
import { LogWriter } from './writer';
import { baseLogRow, cut } from './server-info';

/** Who a usual log row is about; a RequestContext is one, and so is a user signing in. */
export interface LogActor {
  tenantId: string;
  userId?: string;
  account?: string;
  ip?: string;
}

export interface UsualEntry {
  /** info, warn, error. */
  logLevel: string;
  logData: string;
  /** A short tag of the event (role_grant, tenant_create, login_success, ...). */
  logId?: string;
  method?: string;
  requestUri?: string;
  params?: string;
  userAgent?: string;
}

const writers = new WeakMap<FastifyInstance, LogWriter>();

/** The log writer of one server (created on first use; the logs module flushes it on close). */
export function logWriterOf(app: FastifyInstance): LogWriter {
  let w = writers.get(app);
  if (!w) {
    w = new LogWriter(app.db, app.feed, (e) => console.error('log write failed', e));
    writers.set(app, w);
  }
  return w;
}

/** Records a business event in blade_log_usual, asynchronously (never fails the caller). */
export function recordUsual(app: FastifyInstance, who: LogActor, entry: UsualEntry): void {
  logWriterOf(app).add('blade_log_usual', {
    ...baseLogRow(who),
    log_level: cut(entry.logLevel, 10),
    log_id: cut(entry.logId, 100),
    log_data: cut(entry.logData, 20_000),
    method: cut(entry.method, 10),
    request_uri: cut(entry.requestUri, 1000),
    remote_ip: cut(who.ip, 255),
    user_agent: cut(entry.userAgent, 1000),
    params: cut(entry.params, 10_000),
  });
}
