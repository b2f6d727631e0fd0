import type { FastifyInstance } from 'fastify';
import type { ApiRule, PermissionService } from './permissions';
import { forbidden } from './errors';

/**
 * A rule's path as a prefix: Blade writes them Ant-style (`/blade-desk/notice/**`), with or without
 * the /api prefix its gateway strips, so trailing wildcards go and both spellings match.
 */
export function ruleCovers(scopePath: string, path: string): boolean {
  const prefix = scopePath.trim().replace(/\/?\*+$/, '');
  if (!prefix || !prefix.startsWith('/')) return false;
  return path.startsWith(prefix) || (!prefix.startsWith('/api/') && path.startsWith(`/api${prefix}`));
}

export const rulesFor = (rules: ApiRule[], path: string) => rules.filter((r) => ruleCovers(r.scopePath, path));

/**
 * API scopes (接口权限): once rules exist for a path, a signed-in request under it passes only for an
 * administrator or a user whose roles were granted one of those rules (blade_role_scope category 2).
 * Paths no rule covers are governed by their route's declared access alone. Runs after the guard, on request.
 */
export function registerApiScopeCheck(app: FastifyInstance, permissions: PermissionService) {
  app.addHook('onRequest', async (req) => {
    const ctx = req.ctx;
    const access = req.routeOptions.config?.access;
    if (!ctx || ctx.isAdministrator || !access || access === 'public') return;
    const rules = await permissions.apiRules();
    if (rules.length === 0) return;
    const covering = rulesFor(rules, req.url.split('?')[0]);
    if (covering.length === 0) return;
    const { apiScopes } = await permissions.grantsOf(ctx.tenantId, ctx.roleIds);
    if (!covering.some((r) => apiScopes.has(r.id))) throw forbidden();
  });
}
