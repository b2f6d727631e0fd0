import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statementCounter } from '../db/query-count';

/**
 * Test seam (TEST_SEAMS=1 only): how many SQL statements the server ran for one request, answered in
 * the `X-Query-Count` header, so a test can show that a page of references costs a fixed number of
 * queries, not one per row (counted by server/db/query-count.ts).
 */
const counters = new WeakMap<FastifyRequest, { queries: number }>();

export const QUERY_COUNT_HEADER = 'x-query-count';

/** Registered first, so the guard's own reads (token, permissions) count too. */
export function registerQueryCountSeam(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    const counter = { queries: 0 };
    counters.set(req, counter);
    statementCounter.run(counter, done);
  });
  app.addHook('onSend', async (req, reply) => {
    const counter = counters.get(req);
    if (counter) reply.header(QUERY_COUNT_HEADER, String(counter.queries));
  });
}
