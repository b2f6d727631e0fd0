import type { FastifyInstance } from 'fastify';
import { allResources } from '../../../resources/declarations';
import { codesOf } from '../../crud/routes';
import { registerEnableOne } from '../../crud/enable-one';
import { writableValues } from '../../crud/validate';
import { holds } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { ruleOfRequest } from '../../files/kinds';
import { discardStaged } from '../../files/staging';
import { OSS_ENABLED, OSS_OFF } from '../../files/stores';
import type { FileService } from '../../files/service';
import { aroundGeneric } from '../extend-generic';
import { ctxOf, isBlank } from '../../http/request';

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
 * 对象存储: submit with a write-only secret key, `enable` (one enabled store per tenant, switched in one
 * transaction), and `endpoint/put-file`, the upload every client uses (answers BladeFile and records
 * the attach row).
 */
export function registerOss(app: FastifyInstance, files: FileService) {
  const repo = app.repo('oss');
  const attach = app.repo('attach');
  const { base } = repo.def;
  const codes = codesOf(repo.def);

  // The secret key is serverOnly: never answered, so the generic submit would never write it either.
  // A given key is written with the row; an update without one keeps the stored key.
  aroundGeneric(app, 'POST', `${base}/submit`, async (req, next) => {
    const body =
      req.body && typeof req.body === 'object' && !Array.isArray(req.body)
        ? (req.body as Record<string, unknown>)
        : null;
    if (!body) return next();
    const problem = endpointProblem(body.endpoint);
    if (problem) throw badRequest(problem);
    const insert = isBlank(body.id);
    if (insert && isBlank(body.secretKey)) throw badRequest('请输入secretKey');
    if (isBlank(body.secretKey)) return next();
    const secret = String(body.secretKey).trim();
    if (secret.length > 255) throw badRequest('secretKey长度不能超过255个字符');
    const ctx = ctxOf(req);
    if (!holds(ctx, insert ? codes.add : codes.edit)) throw forbidden();
    const values = { ...writableValues(repo.def, body, insert ? 'insert' : 'update'), secretKey: secret };
    return ok(insert ? await repo.insert(ctx, values) : await repo.update(ctx, String(body.id), values));
  });

  registerEnableOne(app, repo, { perm: 'oss_enable', enabled: OSS_ENABLED, off: OSS_OFF, lockKey: ENABLE_LOCK });

  // Any signed-in user uploads (an avatar, a form's picture); what is accepted depends on the kind
  // asked for (`kind`, or `resource` + `field`), judged by content.
  app.post(`${base}/endpoint/put-file`, { config: { access: 'authenticated' } }, async (req, reply) => {
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
  });
}
