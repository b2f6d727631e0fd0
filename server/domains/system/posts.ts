import type { FastifyInstance } from 'fastify';
import type post from '../../../resources/system/post/schema';
import type { Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { ctxOf, tenantView } from '../../http/request';
import { envelope, params, rows, S } from '../../http/route-schema';

/**
 * GET /api/blade-system/post/select (tenantId: the tenant a platform administrator asks for, ignored
 * otherwise): the posts a user form offers.
 */
export function postRoutes(app: FastifyInstance, repo: Repository<typeof post>) {
  app.get(
    `${repo.def.base}/select`,
    {
      config: { access: 'authenticated' },
      schema: { querystring: params({ tenantId: S.any }), response: envelope(rows()) },
    },
    async (req) => {
      const ctx = tenantView(ctxOf(req), (req.query as Record<string, unknown>).tenantId);
      const found = await app.db
        .selectFrom(repo.def.table)
        .select(['id', 'postName', 'postCode', 'category'])
        .where((eb) => repo.scope(eb, ctx))
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return ok(
        found.map((r) => ({ id: String(r.id), postName: r.postName, postCode: r.postCode, category: r.category })),
      );
    },
  );
}
