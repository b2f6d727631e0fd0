import type { FastifyInstance } from 'fastify';
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

/** Records a business event in blade_log_usual, asynchronously (never fails the caller). */
export function recordUsual(app: FastifyInstance, who: LogActor, entry: UsualEntry): void {
  app.logs.add('blade_log_usual', {
    ...baseLogRow(who),
    logLevel: cut(entry.logLevel, 10),
    logId: cut(entry.logId, 100),
    logData: cut(entry.logData, 20_000),
    method: cut(entry.method, 10),
    requestUri: cut(entry.requestUri, 1000),
    remoteIp: cut(who.ip, 255),
    userAgent: cut(entry.userAgent, 1000),
    params: cut(entry.params, 10_000),
  });
}
