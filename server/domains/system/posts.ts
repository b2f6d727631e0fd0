import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { ctxOf, tenantView } from '../../http/request';

/** GET /api/blade-system/post/select (tenantId): the posts a user form offers. */
export async function registerPostModule(app: FastifyInstance) {
  const repo = app.repo('post');
  app.get(`${repo.def.base}/select`, { config: { access: 'authenticated' } }, async (req) => {
    const ctx = tenantView(ctxOf(req), (req.query as Record<string, unknown>).tenantId);
    const rows = await app.db
      .selectFrom(repo.def.table)
      .select(['id', 'postName', 'postCode', 'category'])
      .where((eb) => repo.scope(eb, ctx))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(
      rows.map((r) => ({ id: String(r.id), postName: r.postName, postCode: r.postCode, category: r.category })),
    );
  });
}
