import type { FastifyInstance } from 'fastify';
import type template from '../../../resources/subject/template/schema';
import { codesOf } from '../../crud/routes';
import type { Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { ctxOf } from '../../http/request';
import { envelope, noParams, rows } from '../../http/route-schema';

/** Most templates `listAll` answers (a tenant has tens of them). */
const LIST_ALL_LIMIT = 1000;

/** 文书模板's own route: `GET listAll`, the tenant's enabled templates for pickers, in their order (no paging). */
export function templateRoutes(app: FastifyInstance, repo: Repository<typeof template>) {
  app.get(
    `${repo.def.base}/listAll`,
    {
      config: { access: { perm: codesOf(repo.def).read } },
      schema: { querystring: noParams, response: envelope(rows()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const found = await app.db
        .selectFrom(repo.def.table)
        .selectAll()
        .where((eb) => eb.and([repo.scope(eb, ctx), eb('enabled', '=', 1)]))
        .orderBy('sort')
        .orderBy('id')
        .limit(LIST_ALL_LIMIT)
        .execute();
      return ok(found.map(repo.serialize));
    },
  );
}
