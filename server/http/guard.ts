import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenService } from './tokens';
import { GRANTS_VERSION, type ChangeFeed } from '../db/versions';
import type { PermissionService } from './permissions';
import { TENANT_VERSION, type TenantStatus } from './tenant-status';
import { holds, isAdministratorRole, isPlatformAdmin, type Access, type RequestContext } from './access';
import { forbidden, unauthorized } from './errors';
import { registerApiScopeCheck } from './api-scope';
import { isId } from '../core/ids';

export const TOKEN_HEADER = 'blade-auth';

interface GuardDeps {
  tokens: TokenService;
  feed: ChangeFeed;
  permissions: PermissionService;
  tenants: TenantStatus;
}

function bearer(req: FastifyRequest): string | null {
  const raw = req.headers[TOKEN_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  const m = /^bearer\s+(.+)$/i.exec(value.trim());
  return m ? m[1] : null;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's JSON schema (querystring, body, response), when it has one. */
  schema?: { querystring?: unknown; body?: unknown; params?: unknown; response?: unknown };
  /** `declaration`: a generic route, checked against its resource's declaration instead. */
  validatedBy?: 'declaration';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, for the test that walks them all. */
    declaredRoutes: DeclaredRoute[];
    /**
     * The access of the routes a third-party plugin registers in this context, which cannot state
     * `config.access` on each (the API document's swagger-ui, server/openapi/), by their path;
     * undefined for a path refuses the route like any route without access.
     */
    accessOfPluginRoutes?: (url: string) => Access | undefined;
  }
}

/** Every /api route with its declared access, for the test that walks them all. */
export const declaredRoutes = (app: FastifyInstance): DeclaredRoute[] => app.declaredRoutes;

/**
 * Builds the request context from the token, then enforces the route's declared access: on request,
 * before the body is read or the route's schema checks the input, so a caller without the right learns
 * nothing of what the route would accept.
 */
export function registerGuard(app: FastifyInstance, deps: GuardDeps) {
  app.decorateRequest('ctx', null);
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);

  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access ?? this.accessOfPluginRoutes?.(route.url);
    if (!access)
      throw new Error(`route ${route.method} ${route.url} declares no access (public, authenticated or a permission)`);
    // The request hook below reads the access from the route's config, wherever it was stated.
    route.config = { ...route.config, access };
    const { schema, config } = route;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, access, schema: schema ?? undefined, validatedBy: config?.validatedBy });
  });

  app.addHook('onRequest', async (req) => {
    const access: Access | undefined = req.routeOptions.config?.access;
    // Unmatched paths go on to the not-found handler; matched /api routes all declare access.
    if (!req.url.startsWith('/api/') || !req.routeOptions.url) return;
    if (!access) throw forbidden();
    const token = bearer(req);
    if (token) req.ctx = await contextOf(token, req.ip, deps, req.routeOptions.config?.readKeys);
    if (access === 'public') return;
    if (!token) throw unauthorized('缺失令牌,鉴权失败');
    const ctx = req.ctx;
    if (!ctx) throw unauthorized('令牌已失效');
    if (access === 'authenticated') return;
    if ('platformAdmin' in access) {
      if (!isPlatformAdmin(ctx)) throw forbidden();
      return;
    }
    if (!holds(ctx, access.perm)) throw forbidden();
  });
  registerApiScopeCheck(app, deps.permissions);
}

async function contextOf(
  token: string,
  ip: string,
  deps: GuardDeps,
  readKeys?: (tenantId: string) => string[],
): Promise<RequestContext | null> {
  const claims = await deps.tokens.verifyAccess(token);
  if (!claims) return null;
  // Another instance may have revoked the session or changed grants or tenants a moment ago, or
  // written to the table this route reads: one query confirms them all.
  const synced = readKeys?.(claims.tenantId) ?? [];
  await deps.feed.sync([GRANTS_VERSION, TENANT_VERSION, ...synced], claims.sessionId);
  if (deps.feed.isRevoked(claims.sessionId)) return null;
  // A removed or expired tenant's tokens end with it.
  if (!(await deps.tenants.usable(claims.tenantId))) return null;
  // The token's role ids are only a key: the roles, their aliases and so administrator status are the
  // live rows of the token's tenant (roleName in the token is for Blade clients and never read here).
  const tokenRoleIds = String(claims.roleId ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isId);
  const grants = await deps.permissions.grantsOf(claims.tenantId, tokenRoleIds);
  const roleAliases = grants.roles.map((r) => r.alias);
  return {
    ...claims,
    roleIds: grants.roles.map((r) => r.id),
    roleAliases,
    isAdministrator: isAdministratorRole(claims.tenantId, roleAliases),
    perms: grants.perms,
    dataScopes: grants.dataScopes,
    ip,
    synced: new Set(synced),
  };
}
