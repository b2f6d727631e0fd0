import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { notFound, unauthorized } from '../http/errors';
import { NOT_FOUND } from '../http/error-handler';

export const METRICS_PATH = '/metrics';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/** Whether `Authorization: Bearer <token>` names the configured token (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return Boolean(m) && crypto.timingSafeEqual(digest(m![1]), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding METRICS_TOKEN. Without a configured
 * token there is nothing to read: 404, as for a path that does not exist. Refusals go through the app's
 * error handler like every other answer.
 */
export function registerScrapeRoute(app: FastifyInstance, registry: Registry | undefined, token: string) {
  app.get(METRICS_PATH, async (req, reply) => {
    if (!registry || !token) throw notFound(NOT_FOUND.msg);
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw unauthorized();
    }
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
