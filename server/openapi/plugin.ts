import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { ResourceDef } from '../../resources/types';
import type { Access } from '../http/access';
import { swaggerOptions } from './document';

export interface OpenapiPluginOptions {
  /** The declarations whose generic routes the document describes from their fields. */
  resources: readonly ResourceDef[];
}

/**
 * Collects every route as it is registered (@fastify/swagger's onRoute hook), to write the OpenAPI
 * document on the first request for it: registered before any route, so it sees them all.
 */
export const openapiPlugin = fp<OpenapiPluginOptions>(
  async (app, { resources }) => {
    await app.register(fastifySwagger, swaggerOptions(resources));
  },
  { name: 'openapi' },
);

export const DOCS_PREFIX = '/api/docs';

/**
 * Who may read what under /api/docs. The document (`json`, `yaml`) tells every route and what it takes:
 * platform administrators only in production, any signed-in user elsewhere. The page and swagger-ui's
 * static files say nothing of this server and are public: a browser opening the page sends no token
 * header, so the page fetches the document with the token the back office keeps for this origin, or
 * the one pasted under 授权 (Authorize).
 */
export function docsAccess(url: string, production: boolean): Access | undefined {
  if (url === `${DOCS_PREFIX}/json` || url === `${DOCS_PREFIX}/yaml`)
    return production ? { platformAdmin: true } : 'authenticated';
  // With a trailing slash: the HEAD route Fastify adds beside the page's GET.
  if (url === DOCS_PREFIX || url === `${DOCS_PREFIX}/` || url.startsWith(`${DOCS_PREFIX}/static/`)) return 'public';
  return undefined;
}

/**
 * Runs in the page (swagger-ui's requestInterceptor, serialized into its initializer: self-contained).
 * Adds the back office's token of this origin to every request the page makes, the document's own
 * included, unless one was given under Authorize. The web app keeps it as `saber-token`
 * (authProvider/session.ts: the store prefix `saber-` and the name `token`), in session or local storage.
 */
const withBackOfficeToken = function (req: { headers: Record<string, string> }) {
  if (req.headers['Blade-Auth']) return req;
  try {
    const raw = window.sessionStorage.getItem('saber-token') || window.localStorage.getItem('saber-token');
    const token = raw ? JSON.parse(raw).content : '';
    if (token) req.headers['Blade-Auth'] = 'bearer ' + token;
  } catch {
    // no usable stored token: the request goes without, and the document answers 401
  }
  return req;
};

type Interceptor = NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor'];

/** The browsable page of the document at /api/docs (swagger-ui), and the document at /api/docs/json. */
export async function apiDocsPlugin(app: FastifyInstance, { production }: { production: boolean }) {
  app.decorate('accessOfPluginRoutes', (url: string) => docsAccess(url, production));
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: {
      docExpansion: 'none',
      deepLinking: true,
      requestInterceptor: withBackOfficeToken as unknown as Interceptor,
    },
  });
}
