import { Migrator, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { migrationProvider } from '../db/migrations';
import { noParams } from './route-schema';

const READINESS = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['READY', 'NOT_READY'] },
    database: { type: 'string', enum: ['UP', 'DOWN'] },
    migrations: { type: 'string', enum: ['DONE', 'PENDING', 'UNKNOWN'] },
  },
  required: ['status', 'database', 'migrations'],
} as const;

/**
 * `GET /api/ready` for a load balancer's health check: 200 READY when the database answers and every
 * migration of this version has run, else 503 NOT_READY saying which. While the server shuts down,
 * Fastify answers 503 to every request, this one included, so the balancer stops sending before the
 * requests in flight are finished (docs/operations.md).
 */
export function registerReadiness(app: FastifyInstance) {
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { querystring: noParams, response: { 200: READINESS, 503: READINESS } },
    },
    async (_req, reply) => {
      const database = await sql`select 1`
        .execute(app.db)
        .then(() => 'UP' as const)
        .catch(() => 'DOWN' as const);
      const migrations =
        database === 'UP'
          ? await new Migrator({ db: app.db, provider: migrationProvider })
              .getMigrations()
              .then((all) => (all.every((m) => m.executedAt) ? ('DONE' as const) : ('PENDING' as const)))
              .catch(() => 'UNKNOWN' as const)
          : ('UNKNOWN' as const);
      const ready = database === 'UP' && migrations === 'DONE';
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'READY' : 'NOT_READY', database, migrations });
    },
  );
}
