import type { FastifyInstance } from 'fastify';
import { isId } from '../../core/ids';
import type { FileService } from '../../files/service';
import { aroundGeneric } from '../extend-generic';
import { ctxOf } from '../../http/request';

/**
 * 附件管理: the generic remove (scope, all-or-none) marks the rows removed; then their stored objects
 * are deleted, so a removed attachment's link stops working and its bytes are gone. The objects are
 * read before the rows change (only the caller's own rows), and deleted after the commit: a failed
 * remove deletes nothing.
 */
export function registerAttach(app: FastifyInstance, files: FileService) {
  const repo = app.repo('attach');
  const { base, table } = repo.def;

  aroundGeneric(app, 'POST', `${base}/remove`, async (req, next) => {
    const ctx = ctxOf(req);
    const ids = String((req.query as Record<string, unknown>).ids ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(isId);
    const objects = ids.length
      ? await app.db
          .selectFrom(table)
          .select(['name', 'ossId'])
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids)]))
          .execute()
      : [];
    const answer = await next();
    await files.removeObjects(
      ctx.tenantId,
      objects.map((o) => ({ name: String(o.name), ossId: o.ossId == null ? null : String(o.ossId) })),
      req.log,
    );
    return answer;
  });
}
