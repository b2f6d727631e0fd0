import type { FastifyInstance } from 'fastify';
import { isPlatformAdmin } from '../../../http/access';
import { ok } from '../../../http/envelope';
import { ctxOf } from '../../../http/request';

/**
 * GET /api/blade-system/tenant/select: the tenant picker of Saber's forms (user, role and menu
 * screens). The platform administrator picks among all live tenants; anyone else sees their own only.
 */
export async function registerTenantSelect(app: FastifyInstance) {
  const db = app.db;
  app.get('/api/blade-system/tenant/select', { config: { access: 'authenticated' } }, async (req) => {
    const ctx = ctxOf(req);
    let q = db.selectFrom('blade_tenant').select(['id', 'tenantId', 'tenantName']).where('isDeleted', '=', 0);
    if (!isPlatformAdmin(ctx)) q = q.where('tenantId', '=', ctx.tenantId);
    const rows = await q.orderBy('tenantId').execute();
    return ok(
      rows.map((r) => ({ id: String(r.id), tenantId: String(r.tenantId), tenantName: String(r.tenantName ?? '') })),
    );
  });
}
