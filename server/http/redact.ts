import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Names of query parameters and headers whose values are secrets: the md5 of a password, refresh
 * and access tokens, the captcha answer, client credentials. Blade clients send the password and the
 * refresh token in the token URL's query, so a plain request log would keep them.
 */
const SECRET_NAME = /password|secret|token|captcha[-_]?code|blade-auth|authorization|cookie/i;

export const MASK = '******';

export const isSecretName = (name: string) => SECRET_NAME.test(name);

/** The URL with the value of every secret query parameter replaced; the rest kept as sent. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed escape is kept as sent; its name is tested as it is.
      }
      return isSecretName(name) ? `${pair.slice(0, eq)}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

// Header names as pino's redact paths: anything that logs a request's headers gets them masked.
const SECRET_HEADERS = ['authorization', 'blade-auth', 'captcha-code', 'cookie', 'set-cookie'];

/** Fastify logger options: the request serializer logs the redacted URL, headers are censored. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `res.headers["${h}"]`]),
      censor: MASK,
    },
  };
}
