import type { FastifyRequest } from 'fastify';
import { isId } from '../core/ids';
import { isPlatformAdmin, type RequestContext } from './access';
import { badRequest } from './errors';

/** What every route reads of a request: who asks, the parameters, lists of ids. */

/** The caller of a route behind the guard (every route but a public one has one). */
export const ctxOf = (req: FastifyRequest): RequestContext => req.ctx as RequestContext;

/**
 * Blade clients send these calls' parameters in the query string (older Saber) or as a JSON body
 * (newer); both are read, the body winning.
 */
export function paramsOf(req: FastifyRequest): Record<string, unknown> {
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...body };
}

/**
 * A route handler that starts from the caller and the call's parameters (paramsOf), as most
 * hand-written handlers do; the request stays at hand for whatever else they read.
 */
export const withParams =
  <T>(handle: (ctx: RequestContext, p: Record<string, unknown>, req: FastifyRequest) => Promise<T>) =>
  (req: FastifyRequest): Promise<T> =>
    handle(ctxOf(req), paramsOf(req), req);

/** A comma list or an array of ids; anything that is not an id answers 400 naming the parameter. */
export function idList(v: unknown, name: string): string[] {
  if (v === undefined || v === null || v === '') return [];
  const parts = (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
  if (!parts.every(isId)) throw badRequest(`参数格式错误: ${name}`);
  return [...new Set(parts)];
}

/** The id a call must name: anything else (missing, blank, not an id) answers 400 with `message`. */
export function requiredId(v: unknown, message: string): string {
  const id = String(v ?? '');
  if (!isId(id)) throw badRequest(message);
  return id;
}

/** The id parameter `name` a call must give: missing answers 缺少必要的请求参数, not an id 参数格式错误. */
export function requiredIdParam(v: unknown, name: string): string {
  const id = String(v ?? '').trim();
  if (!id) throw badRequest(`缺少必要的请求参数: ${name}`);
  if (!isId(id)) throw badRequest(`参数格式错误: ${name}`);
  return id;
}

/** Nothing given: undefined, null, or only white space. */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Tenant whose rows a platform administrator asked to see; everyone else sees their own. */
export function tenantView(ctx: RequestContext, requested: unknown): RequestContext {
  const t = typeof requested === 'string' ? requested.trim() : '';
  return isPlatformAdmin(ctx) && /^\d{1,12}$/.test(t) ? { ...ctx, tenantId: t } : ctx;
}
