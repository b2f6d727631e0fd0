import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What an incoming request id may look like: short, and nothing a log line or a header could be split by. */
const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: a fresh UUID, or, behind a trusted proxy (`TRUST_PROXY` > 0), the proxy's
 * `X-Request-Id` when it has the safe shape, so the proxy's log and ours name a request alike. Without
 * a trusted proxy the header is the client's own word and is ignored.
 */
export function requestIdOf(trustProxy: number): (req: IncomingMessage) => string {
  return (req) => {
    if (trustProxy > 0) {
      const sent = req.headers[REQUEST_ID_HEADER];
      if (typeof sent === 'string' && SAFE_ID.test(sent)) return sent;
    }
    return crypto.randomUUID();
  };
}

/** Every answer names its request (`X-Request-Id`), refusals and errors included: set before anything can fail. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
}
