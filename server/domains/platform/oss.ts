import type { FastifyInstance } from 'fastify';
import { allResources } from '../../../resources/declarations';
import type oss from '../../../resources/platform/oss/schema';
import { OSS_ENABLED, OSS_OFF } from '../../../resources/platform/oss/schema';
import { registerEnableOne } from '../../crud/enable-one';
import type { Repository } from '../../crud/repository';
import type { SubmitCall } from '../../crud/resource-server';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { ctxOf, isBlank } from '../../http/request';
import { envelope, params, S, withMessage } from '../../http/route-schema';
import { ruleOfRequest } from '../../files/kinds';
import { discardStaged } from '../../files/staging';

/** Serializes the enables of one tenant (two at once would each switch the other off, then both on). */
const ENABLE_LOCK = 727101;

/**
 * Hosts a storage endpoint may not name: the cloud instance metadata services (link-local, Aliyun's
 * 100.100.100.200), which the server would otherwise call with its own network position. Internal
 * MinIO hosts (10.x, 192.168.x) stay allowed: that is where MinIO usually runs.
 */
const METADATA_HOSTS =
  /^(169\.254\.\d{1,3}\.\d{1,3}|100\.100\.100\.200|\[?fe80:.*|metadata\.google\.internal|metadata)$/i;

export function endpointProblem(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return '资源地址格式不正确';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '资源地址须以http://或https://开头';
  if (url.username || url.password || METADATA_HOSTS.test(url.hostname)) return '资源地址不可用';
  return undefined;
}

/**
 * 对象存储's submit checks, before the generic submit: the endpoint (no cloud metadata host), and the
 * secret key, write-only: its field is serverOnly, never answered, so the generic submit would never
 * write it either. A new store needs one; a given key is answered here, to be written with the row; an
 * update without one keeps the stored key.
 */
export const ossSubmitCheck = ({ body }: SubmitCall) => {
  const problem = endpointProblem(body.endpoint);
  if (problem) throw badRequest(problem);
  if (isBlank(body.id) && isBlank(body.secretKey)) throw badRequest('请输入secretKey');
  if (isBlank(body.secretKey)) return;
  const secret = String(body.secretKey).trim();
  if (secret.length > 255) throw badRequest('secretKey长度不能超过255个字符');
  return { secretKey: secret };
};

/**
 * 对象存储's own routes: `enable` (one enabled store per tenant, switched in one transaction), and
 * `endpoint/put-file`, the upload every client uses (answers BladeFile and records the attach row).
 */
export function ossRoutes(app: FastifyInstance, repo: Repository<typeof oss>) {
  const attach = app.repo('attach');
  const files = app.files;

  registerEnableOne(app, repo, { perm: 'oss_enable', enabled: OSS_ENABLED, off: OSS_OFF, lockKey: ENABLE_LOCK });

  // Any signed-in user uploads (an avatar, a form's picture); what is accepted depends on the kind
  // asked for (`kind`, or `resource` + `field`), judged by content. The kind's own refusal answers a
  // kind that is none; the resource and field are looked up by the handler (its own refusal).
  app.post(
    `${repo.def.base}/endpoint/put-file`,
    {
      config: { access: 'authenticated' },
      schema: {
        querystring: params({ kind: withMessage(S.text(16), '上传类型不正确'), resource: S.any, field: S.any }),
        response: envelope(S.record),
      },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      const upload = ruleOfRequest(req.query as Record<string, unknown>, allResources, app.config);
      const { staged } = await files.receive(req, reply, upload);
      try {
        const stored = await files.store(ctx, staged, upload.rule.kind, req.log);
        try {
          const attachId = await attach.write(ctx, (trx) => files.recordAttach(trx, ctx, stored));
          return ok(files.answer(stored, attachId));
        } catch (error) {
          await files.forget(stored, req.log);
          throw error;
        }
      } finally {
        await discardStaged(staged);
      }
    },
  );
}
