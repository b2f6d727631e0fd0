import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a path no route matched (the not-found handler, the web app's fallback). */
export const UNMATCHED = 'unmatched';

const LABELS = ['method', 'route', 'status_class'] as const;

/**
 * Counts every answer and times it, by method, the matched route's pattern (`/api/x/:id`, never the
 * raw URL, so the number of series stays that of the routes) and status class (`2xx` … `5xx`); the
 * refusals and failures also by their exact status.
 */
export function countRequests(app: FastifyInstance, registry: Registry) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests, by method, route pattern and status class.',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status class.',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    const labels = { method: req.method, route, status_class: `${Math.floor(status / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (status >= 400) errors.inc({ method: req.method, route, status: String(status) });
    done();
  });
}
