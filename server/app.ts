import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { ResourceDef } from '../resources/types';
import { databasePlugin } from './db/plugin';
import { httpPlugin } from './http/plugin';
import { metricsPlugin } from './metrics/plugin';
import { NOT_FOUND } from './http/error-handler';
import { loggerOptions } from './http/redact';
import { requestIdOf } from './http/request-id';
import { ajvOptions } from './http/route-schema';
import { repositoriesPlugin, resourcesPlugin } from './crud/plugin';
import { domainPlugins } from './domains';
import { restDialectPlugin } from './rest/plugin';
import { tileOrigins } from './domains/onemap/tiles';
import { seedDemoOnFirstStart } from './demo/first-start';
import { databaseShape } from './database-shape';
import { resourceServers } from './resources';
import { apiDocsPlugin, openapiPlugin } from './openapi/plugin';
import type { ResourceServer } from './crud/resource-server';

export interface BuiltApp {
  app: FastifyInstance;
  generatedAdminPassword?: string;
  close(): Promise<void>;
}

/**
 * The whole server as Fastify plugins, lowest layer first: the database, what every request goes through
 * (guard, errors, headers), the repositories, the domains, then every resource's routes; last the web app.
 *
 * `logStream`: where the server log goes instead of stdout (tests read it back). `extraResources` and
 * `extraServers`: declarations and their behaviour served beside the declared ones (a resource the code
 * generator wrote, or the one docs/adding-a-resource.md adds, loaded by a test).
 */
export async function buildApp(
  cfg: Config,
  opts: {
    logStream?: NodeJS.WritableStream;
    extraResources?: readonly ResourceDef[];
    extraServers?: readonly ResourceServer[];
  } = {},
): Promise<BuiltApp> {
  const resources = [...databaseShape.resources, ...(opts.extraResources ?? [])];
  const app = Fastify({
    // Secrets in token URLs and auth headers never reach the log (server/http/redact.ts).
    logger: loggerOptions(cfg.logLevel, opts.logStream),
    // Only that many proxy hops may speak for the client address (login throttling keys on it).
    trustProxy: cfg.trustProxy > 0 ? (_addr: string, hop: number) => hop < cfg.trustProxy : false,
    // A UUID per request, or a trusted proxy's X-Request-Id (server/http/request-id.ts).
    genReqId: requestIdOf(cfg.trustProxy),
    bodyLimit: 10 * 1024 * 1024,
    // The database plugin migrates, seeds and may fill the demo tenant before the server listens: no time limit.
    pluginTimeout: 0,
    // Route contracts: errors that name the failing property's own message (server/http/route-schema.ts).
    ajv: ajvOptions,
  });
  try {
    await app.register(databasePlugin, {
      config: cfg,
      shape: { ...databaseShape, resources },
      afterSeed: (db) => seedDemoOnFirstStart(db, databaseShape.resources, cfg),
    });
    // Before any route, so that the API document sees them all as they are registered.
    await app.register(openapiPlugin, { resources });
    await app.register(httpPlugin, { imageOrigins: tileOrigins(cfg) });
    await app.register(metricsPlugin);
    await app.register(repositoriesPlugin, { resources });
    for (const domain of domainPlugins) await app.register(domain);
    await app.register(resourcesPlugin, { servers: [...resourceServers, ...(opts.extraServers ?? [])] });
    // react-admin's simple REST dialect over the same routes (docs/rest-dialect.md).
    await app.register(restDialectPlugin, { resources });
    await app.register(apiDocsPlugin, { production: cfg.production });
    await serveWebApp(app, cfg);
    await app.ready();
  } catch (err) {
    await app.close();
    throw err;
  }
  return {
    app,
    generatedAdminPassword: app.generatedAdminPassword,
    close: () => app.close(),
  };
}

/** The built web app with SPA fallback; /api paths that match nothing stay JSON 404s. */
async function serveWebApp(app: FastifyInstance, cfg: Config) {
  const hasWebApp = fs.existsSync(path.join(cfg.webRoot, 'index.html'));
  if (hasWebApp) await app.register(fastifyStatic, { root: cfg.webRoot, wildcard: false, index: false });
  app.setNotFoundHandler((req, reply) => {
    if (!hasWebApp || req.url.startsWith('/api/') || req.method !== 'GET') return reply.code(404).send(NOT_FOUND);
    // Client-side routes (/wel/dashboard, /param/123) are the web app's: it decides what exists.
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
