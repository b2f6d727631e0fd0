import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { ok } from '../../http/envelope';
import { ctxOf } from '../../http/request';

/** Most templates `listAll` answers (a tenant has tens of them). */
const LIST_ALL_LIMIT = 1000;

/** GET template/listAll: the tenant's enabled templates for pickers, in their order (no paging). */
export function registerTemplate(app: FastifyInstance) {
  const repo = app.repo('template');
  app.get(`${repo.def.base}/listAll`, { config: { access: { perm: codesOf(repo.def).read } } }, async (req) => {
    const ctx = ctxOf(req);
    const rows = await app.db
      .selectFrom(repo.def.table)
      .selectAll()
      .where((eb) => eb.and([repo.scope(eb, ctx), eb('enabled', '=', 1)]))
      .orderBy('sort')
      .orderBy('id')
      .limit(LIST_ALL_LIMIT)
      .execute();
    return ok(rows.map(repo.serialize));
  });
}
