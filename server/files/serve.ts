import type { FastifyInstance } from 'fastify';
import { notFound, unauthorized } from '../http/errors';
import { TenantStatus } from '../http/tenant-status';
import { FILE_PATH, fileCaller } from './file-access';
import { ATTACH_TABLE, type FileService } from './service';
import { isObjectName, type ByteRange } from './storage';
import { file, params } from '../http/route-schema';

/** The requested part of an object of `size` bytes: one range (video seeking), or undefined for all of it. */
export function rangeOf(header: string | undefined, size: number): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answer the whole object, as HTTP allows.
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/** `attachment` with the client's name (RFC 6266: an ASCII fallback and the UTF-8 name). */
function disposition(inline: boolean, originalName: string): string {
  if (inline) return 'inline';
  const ascii = originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}

const isInline = (contentType: string) => contentType.startsWith('image/') || contentType.startsWith('video/');

/**
 * GET {FILE_PATH}/<object name>: an uploaded object, to a caller of the tenant that owns it (bearer
 * header or file cookie, server/files/file-access.ts). The attach row decides: it must be live and of
 * the caller's tenant, and its content type (checked by content at upload) is the one served, with
 * nosniff. S3 objects come through here too, so every link stays tenant-checked and same-origin
 * (the CSP's img-src/media-src 'self' covers them).
 */
export function registerFileServing(app: FastifyInstance, files: FileService) {
  const tenants = new TenantStatus(app.db, app.feed);
  const db = app.db;

  // 'public' for the guard only: the route checks its caller itself, as a cookie must be accepted.
  // The object name is checked by the handler (its own 404), so the contract only says it is text.
  app.get(
    `${FILE_PATH}/*`,
    { config: { access: 'public' }, schema: { params: params({ '*': { type: 'string' } }), response: file } },
    async (req, reply) => {
      const caller = await fileCaller(req, { tokens: app.tokens, feed: app.feed, tenants });
      if (!caller) throw unauthorized('缺失令牌,鉴权失败');
      const name = (req.params as { '*'?: string })['*'] ?? '';
      if (!isObjectName(name) || !name.startsWith(`${caller.tenantId}/`)) throw notFound('文件不存在');
      const row = await db
        .selectFrom(ATTACH_TABLE)
        .select(['name', 'originalName', 'attachSize', 'contentType', 'ossId'])
        .where('tenantId', '=', caller.tenantId)
        .where('name', '=', name)
        .where('isDeleted', '=', 0)
        .executeTakeFirst();
      if (!row) throw notFound('文件不存在');
      const size = Number(row.attachSize);
      const contentType = String(row.contentType);
      const range = rangeOf(req.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('Content-Range', `bytes */${size}`)
          .send({ code: 416, success: false, data: null, msg: '请求范围不正确' });
      }
      const storage = await files.stores.forObject(caller.tenantId, row.ossId);
      const body = storage ? await storage.read(name, range) : null;
      if (!body) throw notFound('文件不存在');
      reply
        .header('Content-Type', contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', disposition(isInline(contentType), String(row.originalName ?? 'file')))
        .header('Cache-Control', 'private, max-age=3600')
        .header('Accept-Ranges', 'bytes');
      if (range) {
        reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1);
      } else {
        reply.header('Content-Length', size);
      }
      return reply.send(body);
    },
  );
}
