import type { FastifyInstance } from 'fastify';
import type tenant from '../../../../resources/system/tenant/schema';
import type { Repository } from '../../../crud/repository';
import { ok } from '../../../http/envelope';
import { envelope, params, S } from '../../../http/route-schema';

/**
 * GET /api/blade-system/tenant/info?domain=: the tenant bound to the host name the login page runs on,
 * so the page can hide its tenant field (an empty tenantId when none is). Public, and it tells only what
 * the login page needs. A domain it cannot use (blank, too long) is answered as unbound, not refused.
 */
export function tenantInfoRoutes(app: FastifyInstance, repo: Repository<typeof tenant>) {
  const db = app.db;
  app.get(
    `${repo.def.base}/info`,
    { config: { access: 'public' }, schema: { querystring: params({ domain: S.any }), response: envelope(S.record) } },
    async (req) => {
      const raw = (req.query as Record<string, unknown>).domain;
      const domain = typeof raw === 'string' ? raw.trim() : '';
      const usable = domain.length > 0 && domain.length <= 255 && !domain.includes('\u0000');
      // Blade clients read `data.tenantId` without a null check: "no tenant" is an empty tenantId.
      const unresolved = { tenantId: '', tenantName: '', domain: usable ? domain : '', backgroundUrl: '' };
      if (!usable) return ok(unresolved);
      const row = await db
        .selectFrom('blade_tenant')
        .select(['tenantId', 'tenantName', 'domain', 'backgroundUrl'])
        .where('domain', '=', domain)
        .where('isDeleted', '=', 0)
        .where('status', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
      return ok(
        row
          ? {
              tenantId: row.tenantId,
              tenantName: row.tenantName,
              domain: row.domain,
              backgroundUrl: row.backgroundUrl ?? '',
            }
          : unresolved,
      );
    },
  );
}
