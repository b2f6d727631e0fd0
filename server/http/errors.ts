/**
 * Failures a handler throws; the error handler turns them into the protocol's answers:
 * HTTP status + body code + msg. Anything else becomes a 500 with a generic message and is logged
 * server-side with the request id, so no stack or SQL text reaches a client.
 */
export class BladeError extends Error {
  constructor(
    public readonly httpStatus: number,
    public readonly code: number,
    message: string,
    /** The envelope's `data` (null when not given): what a screen needs to word the failure itself. */
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Business failure: HTTP 200, body code 400 (Blade's R.fail); `data` as the envelope's data. */
export const businessError = (msg: string, data: unknown = null) => new BladeError(200, 400, msg, data);
/** Bad parameters / validation: HTTP 400. */
export const badRequest = (msg: string) => new BladeError(400, 400, msg);
export const unauthorized = (msg = '请求未授权') => new BladeError(401, 401, msg);
export const forbidden = (msg = '缺失权限,请求被拒绝') => new BladeError(403, 403, msg);
export const notFound = (msg = '数据不存在') => new BladeError(404, 404, msg);

/** OAuth token endpoint failures answer {error_code, error_description}, not R. */
export class OAuthError extends Error {
  constructor(
    public readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}
