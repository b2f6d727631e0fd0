import fp from 'fastify-plugin';
import { loadSigningKey } from './signing-key';
import { TokenService } from './tokens';
import { PermissionService } from './permissions';
import { TenantStatus } from './tenant-status';
import { registerQueryCountSeam } from './query-count-seam';
import { registerSecurityHeaders } from './security-headers';
import { registerErrorHandling } from './error-handler';
import { acceptEmptyJsonBodies } from './json-body';
import { registerGuard } from './guard';
import { registerRequestIdHeader } from './request-id';
import { registerIdempotency } from './idempotency';
import { registerReadiness } from './readiness';
import { ok } from './envelope';
import { envelope, noParams } from './route-schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the access and refresh tokens. */
    tokens: TokenService;
    /** The live grants of a role set (menus, buttons, data and API scope rules), cached on the grants counter. */
    permissions: PermissionService;
    /** Whether a tenant exists and has not expired, cached on the tenants' counter. */
    tenantStatus: TenantStatus;
  }
}

export interface HttpPluginOptions {
  /** Image hosts beyond this server the pages may show (the map's tile servers). */
  imageOrigins: string[];
}

/**
 * What every request goes through: security headers, the error envelope, the guard that builds the
 * caller's context from the token and enforces each route's declared access, and `/api/health`.
 */
export const httpPlugin = fp<HttpPluginOptions>(
  async (app, { imageOrigins }) => {
    const tokens = new TokenService(loadSigningKey(app.config));
    const permissions = new PermissionService(app.db, app.feed);
    const tenantStatus = new TenantStatus(app.db, app.feed);
    app.decorate('tokens', tokens);
    app.decorate('permissions', permissions);
    app.decorate('tenantStatus', tenantStatus);
    if (app.config.queryCountSeam) registerQueryCountSeam(app);
    // First, so every answer carries the headers and its request id, refusals and errors included.
    registerRequestIdHeader(app);
    await registerSecurityHeaders(app, imageOrigins);
    registerErrorHandling(app);
    acceptEmptyJsonBodies(app);
    registerGuard(app, { tokens, feed: app.feed, permissions, tenants: tenantStatus });
    // After the guard, which knows the caller whose keys these are.
    registerIdempotency(app);
    // Anyone may learn that it is up, and nothing more (no version, database kind or memory for a stranger).
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          querystring: noParams,
          response: envelope({ type: 'object', properties: { status: { type: 'string' } } }),
        },
      },
      async () => ok({ status: 'UP' }),
    );
    registerReadiness(app);
  },
  { name: 'http', dependencies: ['database'] },
);
