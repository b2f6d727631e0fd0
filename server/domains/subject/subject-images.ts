import type { FastifyInstance } from 'fastify';
import type subject from '../../../resources/subject/subject/schema';
import { codesOf } from '../../crud/routes';
import type { Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { isSafeUrl } from '../../../resources/types';
import { ctxOf, requiredIdParam } from '../../http/request';
import { envelope, params, rows, S } from '../../http/route-schema';

const links = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && isSafeUrl(s));

/**
 * GET {subject}/getSubjectImageLocalUrl (id): the pictures of a subject the caller can see, as the links
 * this server serves them at (uploads are stored here, `/api/blade-resource/oss/file/...`):
 * `[{kind: 'planImage'|'photo', url, local}]`, the floor plan first, then the photos in their order.
 * `local` says the link is one of this server's (a migrated absolute link is answered as it is).
 */
export function subjectImageRoutes(app: FastifyInstance, repo: Repository<typeof subject>) {
  app.get(
    `${repo.def.base}/getSubjectImageLocalUrl`,
    {
      config: { access: { perm: codesOf(repo.def).read } },
      schema: { querystring: params({ id: S.id }), response: envelope(rows()) },
    },
    async (req) => {
      const id = requiredIdParam((req.query as Record<string, unknown>).id, 'id');
      const subject = await repo.findRow(ctxOf(req), id);
      if (!subject) throw notFound('数据不存在');
      const answer = (kind: string) => (url: string) => ({ kind, url, local: url.startsWith('/') });
      return ok([...links(subject.planImage).map(answer('planImage')), ...links(subject.photos).map(answer('photo'))]);
    },
  );
}
