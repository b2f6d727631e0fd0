import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type client from '../../../resources/system/client/schema';
import type { Repository } from '../../crud/repository';
import type { RouteHandler } from '../../crud/resource-server';
import { writableValues } from '../../crud/validate';
import { hashSecret } from '../../core/passwords';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { ctxOf, isBlank } from '../../http/request';
import { declaredSave } from './declared-save';

const VALIDITY = {
  accessTokenValidity: '令牌过期秒数必须为正整数',
  refreshTokenValidity: '刷新令牌过期秒数必须为正整数',
};

function checkValidity(body: Record<string, unknown>) {
  for (const [name, msg] of Object.entries(VALIDITY)) {
    if (isBlank(body[name])) continue;
    const n = Number(body[name]);
    if (!Number.isInteger(n) || n <= 0 || n > 2147483647) throw badRequest(msg);
  }
}

/** A given secret, or a generated one when none is given on insert. */
function secretOf(body: Record<string, unknown>, generate: boolean): string | null {
  if (isBlank(body.clientSecret)) return generate ? crypto.randomBytes(24).toString('base64url') : null;
  const s = String(body.clientSecret);
  if (s.length < 6 || s.length > 128 || /\s/.test(s)) throw badRequest('客户端密钥须为6到128位且不含空白');
  return s;
}

/**
 * OAuth clients keep only a hash of their secret. The submit that sets a secret (every insert, an
 * update that gives a new one) answers it in plain text, that once; detail and lists never carry it.
 * An update without a secret is saved as the generic submit saves it.
 */
export function clientSubmit(app: FastifyInstance, repo: Repository<typeof client>): RouteHandler {
  const save = declaredSave(app, repo);
  return async (req) => {
    const ctx = ctxOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
    checkValidity(body);
    const insert = isBlank(body.id);
    const secret = secretOf(body, insert);
    if (!secret) {
      const id = body.id === undefined || body.id === null || body.id === '' ? '' : String(body.id);
      return ok(await save(ctx, body, id));
    }
    const values = {
      ...writableValues(repo.def, body, insert ? 'insert' : 'update'),
      clientSecret: await hashSecret(secret),
    };
    const row = insert ? await repo.insert(ctx, values) : await repo.update(ctx, String(body.id), values);
    return ok({ ...row, clientSecret: secret });
  };
}
