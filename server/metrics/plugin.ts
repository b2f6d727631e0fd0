import fp from 'fastify-plugin';
import { disabledMetrics, enabledMetrics, type Metrics } from './metrics';
import { countRequests } from './request-metrics';
import { registerScrapeRoute } from './scrape-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters and gauges of this app for `/metrics` (no-ops when METRICS_TOKEN is not set). */
    metrics: Metrics;
  }
}

/**
 * What an operator scrapes at `/metrics` (docs/operations.md): requests by route pattern, their time,
 * refusals and failures, the database pool, the caches' hits and misses, process metrics, and the
 * gauges other plugins add (the SMS outbox, the camera gateway). Registered after `http`, so the
 * route answers through its error handler and headers; before the repositories and domains, which
 * count through `app.metrics`. With no METRICS_TOKEN nothing is counted and the route answers 404.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.metricsToken;
    const metrics = token ? enabledMetrics() : disabledMetrics();
    app.decorate('metrics', metrics);
    if (metrics.enabled) {
      countRequests(app, metrics.registry);
      metrics.gauge({
        name: 'db_pool_connections',
        help: 'Database connections by state: total open, idle among them, and borrowers waiting (PGlite: one connection).',
        label: 'state',
        read: () => ({ ...app.database.poolUse() }),
      });
    }
    registerScrapeRoute(app, metrics.enabled ? metrics.registry : undefined, token);
  },
  { name: 'metrics', dependencies: ['database', 'http'] },
);
