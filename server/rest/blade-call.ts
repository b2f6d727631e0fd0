import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A failure of the Blade call, as the dialect answers it: an HTTP status and `{ message }`. */
export class DialectError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The caller's headers the Blade call carries: who they are (token, client, tenant) and their language.
 * Nothing else: the body's type and length are the inner call's own.
 */
const FORWARDED = ['authorization', 'blade-auth', 'tenant-id', 'accept-language', 'user-agent'];

/**
 * The HTTP status of a failed Blade answer. Blade says the outcome in the body's `code`; a business
 * refusal (R.fail: HTTP 200, code 400 — a record its life cycle keeps, a duplicate key) is a conflict
 * with the record's state, 409; a refused parameter or value stays 400; 401, 403, 404 as they are.
 */
function failureStatus(httpStatus: number, code: unknown): number {
  if (httpStatus === 200 && code === 400) return 409;
  if (typeof code === 'number' && code >= 400 && code < 500) return code;
  return httpStatus >= 400 ? httpStatus : 500;
}

export interface BladeRequest {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * Runs one Blade route of this server as the caller (`app.inject` with their headers and address), so
 * the guard, the API scopes, tenant and data scope, validation, masking and the resource's behaviour
 * apply exactly as they do to the Blade call. Answers the envelope's `data`, or throws DialectError.
 */
export async function bladeCall(app: FastifyInstance, req: FastifyRequest, call: BladeRequest): Promise<unknown> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const res = await app.inject({
    method: call.method,
    url: call.url,
    query: call.query,
    headers,
    remoteAddress: req.ip,
    ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
  });
  let body: { code?: unknown; success?: unknown; data?: unknown; msg?: unknown } | undefined;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  if (res.statusCode === 200 && body && body.success !== false && body.code === 200) return body.data;
  const message = typeof body?.msg === 'string' && body.msg ? body.msg : '请求失败';
  throw new DialectError(failureStatus(res.statusCode, body?.code), message);
}
