import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogEvent } from 'kysely';

/**
 * Test seam (TEST_SEAMS=1 only): how many SQL statements the server ran for one request, answered in
 * the `X-Query-Count` header, so a test can show that a page of references costs a fixed number of
 * queries, not one per row. A statement counts for the request whose work issued it: Kysely reports it
 * in the caller's async context (a load shared by concurrent requests counts for the first one).
 */
const current = new AsyncLocalStorage<{ queries: number }>();
const counters = new WeakMap<FastifyRequest, { queries: number }>();

export const QUERY_COUNT_HEADER = 'x-query-count';

/** Kysely's `log` option: counts executed statements (and failed ones) for the current request. */
export function countQuery(_event: LogEvent) {
  countStatement();
}

/** Counts a statement run outside Kysely (a prepared statement on the pool) for the current request. */
export function countStatement() {
  const counter = current.getStore();
  if (counter) counter.queries++;
}

/** Registered first, so the guard's own reads (token, permissions) count too. */
export function registerQueryCountSeam(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    const counter = { queries: 0 };
    counters.set(req, counter);
    current.run(counter, done);
  });
  app.addHook('onSend', async (req, reply) => {
    const counter = counters.get(req);
    if (counter) reply.header(QUERY_COUNT_HEADER, String(counter.queries));
  });
}
