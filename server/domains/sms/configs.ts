import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { registerEnableOne } from '../../crud/enable-one';
import { writableValues } from '../../crud/validate';
import { holds } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { aroundGeneric } from '../extend-generic';
import { ctxOf, isBlank } from '../../http/request';
import { endpointProblem } from '../platform/oss';
import { SMS_ALIYUN, SMS_ENABLED, SMS_OFF, SMS_TENCENT } from '../../../resources/platform/sms/schema';
import { maskSecret, seal } from '../../secrets/secret-box';

/** Serializes the enables of one tenant (two at once would each switch the other off, then both on). */
const ENABLE_LOCK = 727151;
const SECRET_MAX = 255;

/**
 * 短信配置: submit with a write-only secret key (sealed before it is stored, an update without one keeps
 * the stored key), the provider fields each kind needs, and `enable` (one enabled config per tenant,
 * switched in one transaction).
 */
export function registerSmsConfigs(app: FastifyInstance, key: Buffer) {
  const repo = app.repo('sms');
  const { base } = repo.def;
  const codes = codesOf(repo.def);

  aroundGeneric(app, 'POST', `${base}/submit`, async (req, next) => {
    const body =
      req.body && typeof req.body === 'object' && !Array.isArray(req.body)
        ? (req.body as Record<string, unknown>)
        : null;
    if (!body) return next();
    const insert = isBlank(body.id);
    // The declared required messages first, in their order (the generic submit's answers).
    const declared = writableValues(repo.def, body, insert ? 'insert' : 'update');
    const problem = endpointProblem(body.endpoint);
    if (problem) throw badRequest(problem.replace('资源地址', '服务地址'));
    // Aliyun and Tencent send the sign name with every message; Tencent also names its SmsSdkAppId.
    const category = Number(body.category);
    if ((category === SMS_ALIYUN || category === SMS_TENCENT) && isBlank(body.signName))
      throw badRequest('请输入短信签名');
    if (category === SMS_TENCENT && isBlank(body.appId)) throw badRequest('请输入appId');
    if (insert && isBlank(body.secretKey)) throw badRequest('请输入secretKey');
    if (isBlank(body.secretKey)) return next();
    const secret = String(body.secretKey).trim();
    if (secret.length > SECRET_MAX) throw badRequest(`secretKey长度不能超过${SECRET_MAX}个字符`);
    const ctx = ctxOf(req);
    if (!holds(ctx, insert ? codes.add : codes.edit)) throw forbidden();
    const values = { ...declared, secretKey: seal(key, secret), secretKeyMask: maskSecret(secret) };
    return ok(insert ? await repo.insert(ctx, values) : await repo.update(ctx, String(body.id), values));
  });

  registerEnableOne(app, repo, { perm: 'sms_enable', enabled: SMS_ENABLED, off: SMS_OFF, lockKey: ENABLE_LOCK });
}
