import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the built app runs under, and helmet's other headers (nosniff,
 * frame-ancestors / X-Frame-Options, Referrer-Policy). Why each source is there:
 * - script-src 'self': Vite emits module scripts only, no inline script and no eval;
 * - style-src 'unsafe-inline': emotion (MUI) inserts <style> elements at run time and index.html has
 *   its boot spinner style; a nonce would need per-request HTML and an emotion cache wired to it;
 * - img-src data: blob:: the captcha arrives as a data: URL, upload previews are blob: URLs, the
 *   favicon is a data: SVG;
 * - media-src blob:: the patrol page's players (hls.js) feed a <video> through a MediaSource, whose
 *   URL is a blob: URL; the video itself still comes from 'self';
 * - frame-src http: https:: /myiframe embeds external pages named by menus (docs/spec.md §2);
 * - frame-ancestors 'self': nobody else may frame the back office (clickjacking).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'http:', 'https:'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  workerSrc: ["'self'", 'blob:'],
  // helmet adds upgrade-insecure-requests by default; a plain-http install on a LAN address would
  // then have every asset request rewritten to https and fail.
  upgradeInsecureRequests: null,
};

/**
 * `tileOrigins`: the one map's configured tile hosts (server/domains/onemap/tiles.ts), added to img-src
 * by name; without a tile setting the policy is exactly the one above.
 */
export async function registerSecurityHeaders(app: FastifyInstance, tileOrigins: string[] = []) {
  // helmet's middleware is built once here. (@fastify/helmet calls helmet(options) again on every
  // request, re-validating the whole policy each time: that halved the server's throughput on every
  // route, the static JSON ceiling included.) It only sets response headers, before any handler runs.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, ...tileOrigins] },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pages opened from the back office (menus with isOpen = 2) stay in their own browsing context.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Served over HTTPS the browser keeps to it; sibling hosts of the domain are not ours to decide.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
