import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEvent } from 'kysely';

/**
 * How many SQL statements the work of one request ran (the test seam `X-Query-Count`,
 * server/http/query-count-seam.ts). A statement counts for the request whose work issued it: Kysely
 * reports it in the caller's async context (a load shared by concurrent requests counts for the first one).
 */
export const statementCounter = new AsyncLocalStorage<{ queries: number }>();

/** Kysely's `log` option: counts executed statements (and failed ones) for the current request. */
export function countQuery(_event: LogEvent) {
  countStatement();
}

/** Counts a statement run outside Kysely (a prepared statement on the pool) for the current request. */
export function countStatement() {
  const counter = statementCounter.getStore();
  if (counter) counter.queries++;
}
