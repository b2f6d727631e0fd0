import type { FastifyInstance } from 'fastify';
import type sms from '../../../resources/platform/sms/schema';
import { SMS_ALIYUN, SMS_ENABLED, SMS_OFF, SMS_TENCENT } from '../../../resources/platform/sms/schema';
import { registerEnableOne } from '../../crud/enable-one';
import type { Repository } from '../../crud/repository';
import type { SubmitCall } from '../../crud/resource-server';
import { writableValues } from '../../crud/validate';
import { badRequest } from '../../http/errors';
import { isBlank } from '../../http/request';
import { loadSecretsKey, maskSecret, seal } from '../../secrets/secret-box';
import { endpointProblem } from '../platform/oss';
import { sendMessageRoute } from './send';

/** Serializes the enables of one tenant (two at once would each switch the other off, then both on). */
const ENABLE_LOCK = 727151;
const SECRET_MAX = 255;

/**
 * 短信配置's submit checks, before the generic submit: the declared rules first, then the provider
 * fields each kind needs, then the secret key, write-only: sealed under the server's secrets key before
 * it is stored (with its mask for the screens), answered here to be written with the row; an update
 * without one keeps the stored key.
 */
export function smsSubmitCheck(app: FastifyInstance, repo: Repository<typeof sms>) {
  const key = loadSecretsKey(app.config);
  return ({ body }: SubmitCall) => {
    const insert = isBlank(body.id);
    // The declared required messages first, in their order (the generic submit's answers).
    writableValues(repo.def, body, insert ? 'insert' : 'update');
    const problem = endpointProblem(body.endpoint);
    if (problem) throw badRequest(problem.replace('资源地址', '服务地址'));
    // Aliyun and Tencent send the sign name with every message; Tencent also names its SmsSdkAppId.
    const category = Number(body.category);
    if ((category === SMS_ALIYUN || category === SMS_TENCENT) && isBlank(body.signName))
      throw badRequest('请输入短信签名');
    if (category === SMS_TENCENT && isBlank(body.appId)) throw badRequest('请输入appId');
    if (insert && isBlank(body.secretKey)) throw badRequest('请输入secretKey');
    if (isBlank(body.secretKey)) return;
    const secret = String(body.secretKey).trim();
    if (secret.length > SECRET_MAX) throw badRequest(`secretKey长度不能超过${SECRET_MAX}个字符`);
    return { secretKey: seal(key, secret), secretKeyMask: maskSecret(secret) };
  };
}

/**
 * 短信配置's own routes: `enable` (one enabled config per tenant, switched in one transaction) and
 * `endpoint/send-message` into the outbox (send.ts).
 */
export function smsRoutes(app: FastifyInstance, repo: Repository<typeof sms>) {
  registerEnableOne(app, repo, { perm: 'sms_enable', enabled: SMS_ENABLED, off: SMS_OFF, lockKey: ENABLE_LOCK });
  sendMessageRoute(app, repo, () => {
    if (app.config.smsWorkerMs > 0) app.smsOutbox.kick();
  });
}
