import type { FastifyInstance } from 'fastify';
import { BladeError, OAuthError } from './errors';
import { validationMessage } from './route-schema';

/** The answer to input no route schema or parser could read. */
export const BAD_INPUT = '请求参数格式错误';
/** The answer to an unexpected failure: the request id lets an administrator find it in the log. */
export const serverFailure = (requestId: string) => `服务器异常,请联系管理员 (请求编号 ${requestId})`;

/**
 * Every failure leaves as the protocol says (HTTP status + body code + msg). Unexpected errors are
 * logged with the request id and answered with a generic message that carries that id, never with a
 * stack trace or database text.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof BladeError) {
      return reply.code(err.httpStatus).send({ code: err.code, success: false, data: err.data, msg: err.message });
    }
    if (err instanceof OAuthError) {
      return reply.code(err.httpStatus).send({ error_code: err.httpStatus, error_description: err.message });
    }
    const e = err as { statusCode?: number; code?: string; validation?: Parameters<typeof validationMessage>[0] };
    // A route's schema refused the input (server/http/route-schema.ts).
    if (e.validation) {
      return reply.code(400).send({ code: 400, success: false, data: null, msg: validationMessage(e.validation) });
    }
    if (e.statusCode === 415 || e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ code: 415, success: false, data: null, msg: '不支持当前媒体类型' });
    }
    if (e.statusCode === 413) {
      return reply.code(413).send({ code: 413, success: false, data: null, msg: '请求体过大' });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.code(400).send({ code: 400, success: false, data: null, msg: BAD_INPUT });
    }
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return reply.code(500).send({ code: 500, success: false, data: null, msg: serverFailure(req.id) });
  });
}

export const NOT_FOUND = { code: 404, success: false, data: null, msg: '请求资源不存在' } as const;
