import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens';
import type { ChangeFeed } from '../db/versions';
import type { PermissionService } from './permissions';
import { ADMIN_ROLE_ALIAS, holds, isPlatformAdmin, type Access, type RequestContext } from './access';
import { forbidden, unauthorized } from './errors';
import { registerApiScopeCheck } from './api-scope';

export const TOKEN_HEADER = 'blade-auth';

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
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every /api route with its declared access, for the test that walks them all. */
export const declaredRoutes = (app: FastifyInstance): DeclaredRoute[] => declared.get(app) ?? [];

/** Builds the request context from the token, then enforces the route's declared access. */
export function registerGuard(app: FastifyInstance, deps: { tokens: TokenService; feed: ChangeFeed; permissions: PermissionService }) {
  app.decorateRequest('ctx', null);
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${route.method} ${route.url} declares no access (public, authenticated or a permission)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });

  app.addHook('preHandler', async (req) => {
    const access: Access | undefined = req.routeOptions.config?.access;
    // Unmatched paths go on to the not-found handler; matched /api routes all declare access.
    if (!req.url.startsWith('/api/') || !req.routeOptions.url) return;
    if (!access) throw forbidden();
    const token = bearer(req);
    if (token) req.ctx = await contextOf(token, req.ip, deps);
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

async function contextOf(token: string, ip: string, deps: { tokens: TokenService; feed: ChangeFeed; permissions: PermissionService }): Promise<RequestContext | null> {
  const claims = await deps.tokens.verifyAccess(token);
  if (!claims || deps.feed.isRevoked(claims.sessionId)) return null;
  const roleIds = claims.roleId ? claims.roleId.split(',').filter(Boolean) : [];
  const roleAliases = claims.roleName ? claims.roleName.split(',').filter(Boolean) : [];
  const grants = await deps.permissions.grantsOf(roleIds);
  return {
    ...claims,
    roleIds,
    roleAliases,
    isAdministrator: roleAliases.includes(ADMIN_ROLE_ALIAS),
    perms: grants.perms,
    dataScopes: grants.dataScopes,
    ip,
  };
}
