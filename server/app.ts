import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import { openDatabase, type Database } from './db/connection';
import { startEmbeddedAnalyzer } from './db/embedded-analyze';
import { prepareDatabase } from './db/setup';
import { ChangeFeed } from './db/versions';
import { allResources } from '../resources/declarations';
import type { ResourceDef } from '../resources/types';
import { TokenService } from './auth/tokens';
import { loadSigningKey } from './auth/signing-key';
import { PermissionService } from './http/permissions';
import { registerGuard } from './http/guard';
import { TenantStatus } from './http/tenant-status';
import { NOT_FOUND, registerErrorHandling } from './http/error-handler';
import { acceptEmptyJsonBodies } from './http/json-body';
import { Repository } from './crud/repository';
import { CountCache } from './crud/versioned-cache';
import { registerCrudRoutes } from './crud/routes';
import { registerExportRoutes } from './crud/export';
import { referenceCheck } from './crud/references';
import { referenceLabels } from './crud/reference-labels';
import { registerReferenceOptions } from './crud/reference-options';
import { registerLifecycleRoutes } from './crud/actions';
import { registerModules } from './modules';
import { loggerOptions } from './http/redact';
import { registerSecurityHeaders } from './http/security-headers';
import { tileOrigins } from './modules/onemap/tiles';
import { registerQueryCountSeam } from './http/query-count-seam';
import { seedDemoOnFirstStart } from './demo/first-start';

/** What route modules get: the database, the per-resource repositories and the shared services. */
export interface AppDeps {
  cfg: Config;
  database: Database;
  feed: ChangeFeed;
  tokens: TokenService;
  permissions: PermissionService;
  repos: Map<string, Repository>;
  repo(name: string): Repository;
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  generatedAdminPassword?: string;
  close(): Promise<void>;
}

/**
 * `logStream`: where the server log goes instead of stdout (tests read it back). `extraResources`:
 * declarations served beside the declared ones (a resource the code generator wrote, loaded by a test).
 */
export async function buildApp(
  cfg: Config,
  opts: { logStream?: NodeJS.WritableStream; extraResources?: ResourceDef[] } = {},
): Promise<BuiltApp> {
  const resources = [...allResources, ...(opts.extraResources ?? [])];
  const database = await openDatabase(cfg);
  const seed = await prepareDatabase(database.db, resources, cfg.adminPassword, { captchaMode: cfg.captchaMode });
  await seedDemoOnFirstStart(database.db, allResources, cfg);
  const feed = new ChangeFeed(database.db, 500, database.kind === 'postgres' ? cfg.databaseUrl : '', database.prepared);
  await feed.start();
  const tokens = new TokenService(loadSigningKey(cfg));
  const permissions = new PermissionService(database.db, feed);
  const counts = new CountCache((k) => feed.version(k));
  const repos = new Map(resources.map((def) => [def.name, new Repository(def, database.db, feed, counts)]));
  const deps: AppDeps = {
    cfg,
    database,
    feed,
    tokens,
    permissions,
    repos,
    repo(name) {
      const r = repos.get(name);
      if (!r) throw new Error(`unknown resource ${name}`);
      return r;
    },
  };

  const options: FastifyServerOptions = {
    // Secrets in token URLs and auth headers never reach the log (server/http/redact.ts).
    logger: loggerOptions(cfg.logLevel, opts.logStream),
    // Only that many proxy hops may speak for the client address (login throttling keys on it).
    trustProxy: cfg.trustProxy > 0 ? (_addr: string, hop: number) => hop < cfg.trustProxy : false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 10 * 1024 * 1024,
  };
  const app: FastifyInstance = Fastify(options);
  if (cfg.queryCountSeam) registerQueryCountSeam(app);
  // First, so every answer carries the headers, refusals and errors included.
  await registerSecurityHeaders(app, tileOrigins(cfg));
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  registerGuard(app, { tokens, feed, permissions, tenants: new TenantStatus(database.db, feed) });
  // Anyone may learn that it is up, and nothing more (no version, database kind or memory for a stranger).
  app.get('/api/health', { config: { access: 'public' } }, async () => ({
    code: 200,
    success: true,
    data: { status: 'UP' },
    msg: '操作成功',
  }));
  await registerModules(app, deps);
  const checkReferences = referenceCheck(database.db, repos);
  const labels = referenceLabels(database.db, repos, (key) => feed.version(key));
  for (const repo of repos.values()) registerCrudRoutes(app, repo, checkReferences, labels, (key) => feed.version(key));
  registerReferenceOptions(app, database.db, repos);
  registerLifecycleRoutes(app, deps);
  for (const repo of repos.values()) registerExportRoutes(app, deps, repo);
  await serveWebApp(app, cfg);
  // PGlite has no autovacuum: the planner's statistics of grown tables (the demo data's too) are gathered here.
  const analyzer = await startEmbeddedAnalyzer(database, (err) =>
    app.log.warn({ err }, 'analyzing grown tables failed'),
  );

  return {
    app,
    deps,
    generatedAdminPassword: seed.generatedAdminPassword,
    async close() {
      await app.close();
      await feed.stop();
      await analyzer.stop();
      await database.close();
    },
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
