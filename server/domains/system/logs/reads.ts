import type { FastifyInstance } from 'fastify';
import { CountCache } from '../../../crud/versioned-cache';
import { parseListParams } from '../../../crud/list-params';
import { Repository } from '../../../crud/repository';
import { isPlatformAdmin } from '../../../http/access';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { aroundGeneric } from '../../extend-generic';
import { ctxOf } from '../../../http/request';
import { tenantErrorDef, tenantErrorRow } from './error-view';

export const LOG_RESOURCES = ['log-usual', 'log-api', 'log-error'] as const;

/**
 * The log screens' reads (list, page, detail, with the generic routes' access codes). The platform
 * administrator reads every tenant's rows, anyone else with the log's code only their own tenant's.
 * Totals are cached on the tables' counters like every list, and in addition for at most five
 * seconds: rows written elsewhere without a counter bump (uploaded web errors) still show up soon.
 */
export function registerLogReads(app: FastifyInstance) {
  const counts = new CountCache((key) => app.feed.version(key) * 100_000 + (Math.floor(Date.now() / 5000) % 100_000));
  for (const name of LOG_RESOURCES) {
    const def = app.repo(name).def;
    const own = new Repository(def, app.db, app.feed, counts);
    const everyTenant = new Repository({ ...def, tenantScoped: false }, app.db, app.feed, counts);
    // A tenant reads its error log through the narrow view (error-view.ts); the platform reads it all.
    const narrowed = name === 'log-error';
    const narrowDef = tenantErrorDef(def);
    const reader = (req: Parameters<typeof ctxOf>[0]) => {
      const ctx = ctxOf(req);
      const platform = isPlatformAdmin(ctx);
      const narrow = narrowed && !platform;
      return {
        ctx,
        repo: platform ? everyTenant : own,
        query: req.query as Record<string, unknown>,
        parseDef: narrow ? narrowDef : def,
        shown: narrow ? tenantErrorRow : (row: Record<string, unknown>) => row,
      };
    };
    aroundGeneric(app, 'GET', `${def.base}/list`, async (req) => {
      const { ctx, repo, query, parseDef, shown } = reader(req);
      const answer = await repo.listAnswer(ctx, parseListParams(parseDef, query));
      return ok(Array.isArray(answer) ? answer.map(shown) : { ...answer, records: answer.records.map(shown) });
    });
    aroundGeneric(app, 'GET', `${def.base}/page`, async (req) => {
      const { ctx, repo, query, parseDef, shown } = reader(req);
      const page = await repo.page(ctx, parseListParams(parseDef, query));
      return ok({ ...page, records: page.records.map(shown) });
    });
    aroundGeneric(app, 'GET', `${def.base}/detail`, async (req) => {
      const { ctx, repo, query, shown } = reader(req);
      const id = String(query.id ?? '');
      if (!id) throw badRequest('缺少必要的请求参数: id');
      const row = await repo.detail(ctx, id);
      return ok(row ? shown(row) : null);
    });
  }
}
