import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { CountCache } from '../../crud/versioned-cache';
import { parseListParams } from '../../crud/list-params';
import { Repository } from '../../crud/repository';
import { isPlatformAdmin } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { aroundGeneric } from '../extend-generic';
import { ctxOf } from '../grant-support';

export const LOG_RESOURCES = ['log-usual', 'log-api', 'log-error'] as const;

/**
 * The log screens' reads (list, page, detail, with the generic routes' access codes). The platform
 * administrator reads every tenant's rows, anyone else with the log's code only their own tenant's.
 * Totals are cached on the tables' counters like every list, and in addition for at most five
 * seconds: rows written elsewhere without a counter bump (uploaded web errors) still show up soon.
 */
export function registerLogReads(app: FastifyInstance, deps: AppDeps) {
  const counts = new CountCache((key) => deps.feed.version(key) * 100_000 + (Math.floor(Date.now() / 5000) % 100_000));
  for (const name of LOG_RESOURCES) {
    const def = deps.repo(name).def;
    const own = new Repository(def, deps.database.db, deps.feed, counts);
    const everyTenant = new Repository({ ...def, tenantScoped: false }, deps.database.db, deps.feed, counts);
    const reader = (req: Parameters<typeof ctxOf>[0]) => {
      const ctx = ctxOf(req);
      return { ctx, repo: isPlatformAdmin(ctx) ? everyTenant : own, query: req.query as Record<string, unknown> };
    };
    aroundGeneric(app, 'GET', `${def.base}/list`, async (req) => {
      const { ctx, repo, query } = reader(req);
      return ok(await repo.list(ctx, parseListParams(def, query)));
    });
    aroundGeneric(app, 'GET', `${def.base}/page`, async (req) => {
      const { ctx, repo, query } = reader(req);
      return ok(await repo.page(ctx, parseListParams(def, query)));
    });
    aroundGeneric(app, 'GET', `${def.base}/detail`, async (req) => {
      const { ctx, repo, query } = reader(req);
      const id = String(query.id ?? '');
      if (!id) throw badRequest('缺少必要的请求参数: id');
      return ok(await repo.detail(ctx, id));
    });
  }
}
