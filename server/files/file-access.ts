import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenService } from '../http/tokens';
import type { ChangeFeed } from '../db/versions';
import { GRANTS_VERSION } from '../db/versions';
import { TENANT_VERSION, type TenantStatus } from '../http/tenant-status';

/** Where files are served: `${FILE_PATH}/<object name>`. Upload links point here. */
export const FILE_PATH = '/api/blade-resource/oss/file';

/**
 * How a browser proves who it is when it loads a file.
 *
 * `<img src>` and `<video src>` send no Blade-Auth header, and the links stored in rows (a subject's
 * plan image) must stay the same for every reader, so they cannot carry a token. Instead every
 * authenticated API answer sets, when the browser has none that is fresh, an HttpOnly cookie
 * `blade_file` holding a short-lived token signed with the server's token key, of its own purpose
 * (`typ` 'file': it opens files and nothing else, and an access token never passes as one). It names
 * the tenant, user and session; its Path is the file route only and it is SameSite=Strict, so it
 * travels with nothing else and with no other site's request.
 *
 * The file route accepts the Blade-Auth header (API clients) or this cookie, checks the session is
 * not revoked (a logout ends it at once) and the tenant still usable, and serves only objects of the
 * caller's tenant: a link copied into another tenant's session answers 404.
 */
export const FILE_COOKIE = 'blade_file';
const TTL_SECONDS = 2 * 3600;
/** A cookie with less than this left is renewed by the next authenticated answer. */
const RENEW_BELOW_MS = 3600 * 1000;

export function cookieOf(req: FastifyRequest, name = FILE_COOKIE): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Cookies issued, by session: one signature per session and renewal, whatever the calls' number. */
const ISSUED_MAX = 20_000;

/**
 * Sets or renews the file cookie on the answers of authenticated calls. The token is signed once per
 * session and renewal and kept here; a call whose browser already sends it gets no header. (Clients
 * that keep no cookies, scripts and load tests, get the same header each time and cost no signature.)
 */
export function registerFileCookie(app: FastifyInstance, tokens: TokenService) {
  const issued = new Map<string, { token: string; tenantId: string; expMs: number }>();
  app.addHook('onSend', async (req, reply, payload) => {
    const ctx = req.ctx;
    if (!ctx) return payload;
    let entry = issued.get(ctx.sessionId);
    if (!entry || entry.tenantId !== ctx.tenantId || entry.expMs - Date.now() < RENEW_BELOW_MS) {
      const token = await tokens.signPurpose(
        'file',
        { tenantId: ctx.tenantId, userId: ctx.userId, sessionId: ctx.sessionId },
        TTL_SECONDS,
      );
      entry = { token, tenantId: ctx.tenantId, expMs: Date.now() + TTL_SECONDS * 1000 };
      if (issued.size >= ISSUED_MAX) issued.clear();
      issued.set(ctx.sessionId, entry);
    }
    if (cookieOf(req) === entry.token) return payload;
    const secure = req.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${FILE_COOKIE}=${entry.token}; Path=${FILE_PATH}; Max-Age=${Math.floor((entry.expMs - Date.now()) / 1000)}; HttpOnly; SameSite=Strict${secure}`,
    );
    return payload;
  });
}

export interface FileCaller {
  tenantId: string;
  userId: string;
}

/** Who asks for a file: the bearer of a valid token (checked by the guard), else a valid file cookie. */
export async function fileCaller(
  req: FastifyRequest,
  deps: { tokens: TokenService; feed: ChangeFeed; tenants: TenantStatus },
): Promise<FileCaller | null> {
  if (req.ctx) return { tenantId: req.ctx.tenantId, userId: req.ctx.userId };
  const cookie = cookieOf(req);
  if (!cookie) return null;
  const claims = await deps.tokens.verifyPurpose(cookie, 'file');
  if (!claims || typeof claims.tenantId !== 'string' || typeof claims.sessionId !== 'string') return null;
  // The same checks as an access token's (server/http/guard.ts): a revoked session, a removed tenant.
  await deps.feed.sync([GRANTS_VERSION, TENANT_VERSION], claims.sessionId);
  if (deps.feed.isRevoked(claims.sessionId)) return null;
  if (!(await deps.tenants.usable(claims.tenantId))) return null;
  return { tenantId: claims.tenantId, userId: String(claims.userId ?? '') };
}
