import type { FastifyInstance } from 'fastify';
import type tenant from '../../../../resources/system/tenant/schema';
import type { Repository } from '../../../crud/repository';
import { isPlatformAdmin } from '../../../http/access';
import { ok } from '../../../http/envelope';
import { ctxOf } from '../../../http/request';
import { envelope, noParams, rows } from '../../../http/route-schema';

/**
 * GET /api/blade-system/tenant/select: the tenant picker of Saber's forms (user, role and menu
 * screens). The platform administrator picks among all live tenants; anyone else sees their own only.
 */
export function tenantSelectRoutes(app: FastifyInstance, repo: Repository<typeof tenant>) {
  const db = app.db;
  app.get(
    `${repo.def.base}/select`,
    { config: { access: 'authenticated' }, schema: { querystring: noParams, response: envelope(rows()) } },
    async (req) => {
      const ctx = ctxOf(req);
      let q = db.selectFrom('blade_tenant').select(['id', 'tenantId', 'tenantName']).where('isDeleted', '=', 0);
      if (!isPlatformAdmin(ctx)) q = q.where('tenantId', '=', ctx.tenantId);
      const found = await q.orderBy('tenantId').execute();
      return ok(
        found.map((r) => ({ id: String(r.id), tenantId: String(r.tenantId), tenantName: String(r.tenantName ?? '') })),
      );
    },
  );
}
