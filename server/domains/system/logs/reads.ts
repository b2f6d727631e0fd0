import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CountCache } from '../../../crud/versioned-cache';
import { parseListParams } from '../../../crud/list-params';
import { Repository } from '../../../crud/repository';
import type { RouteHandler } from '../../../crud/resource-server';
import { isPlatformAdmin } from '../../../http/access';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { ctxOf } from '../../../http/request';
import { tenantErrorDef, tenantErrorRow } from './error-view';

export const LOG_RESOURCES = ['log-usual', 'log-api', 'log-error'] as const;
export type LogResource = (typeof LOG_RESOURCES)[number];

type Row = Record<string, unknown>;

/**
 * The log screens' reads, in place of the generic list, page and detail (with their access codes). The
 * platform administrator reads every tenant's rows, anyone else with the log's code only their own
 * tenant's. Totals are cached on the tables' counters like every list, and in addition for at most five
 * seconds: rows written elsewhere without a counter bump (uploaded web errors) still show up soon.
 */
export function logReads(app: FastifyInstance, name: LogResource): Record<'list' | 'page' | 'detail', RouteHandler> {
  const counts = new CountCache((key) => app.feed.version(key) * 100_000 + (Math.floor(Date.now() / 5000) % 100_000));
  const def = app.repo(name).def;
  const own = new Repository(def, app.db, app.feed, counts);
  const everyTenant = new Repository({ ...def, tenantScoped: false }, app.db, app.feed, counts);
  // A tenant reads its error log through the narrow view (error-view.ts); the platform reads it all.
  const narrowed = name === 'log-error';
  const narrowDef = tenantErrorDef(def);
  const reader = (req: FastifyRequest) => {
    const ctx = ctxOf(req);
    const platform = isPlatformAdmin(ctx);
    const narrow = narrowed && !platform;
    return {
      ctx,
      repo: platform ? everyTenant : own,
      query: req.query as Row,
      parseDef: narrow ? narrowDef : def,
      shown: narrow ? tenantErrorRow : (row: Row) => row,
    };
  };
  return {
    list: async (req) => {
      const { ctx, repo, query, parseDef, shown } = reader(req);
      const answer = await repo.listAnswer(ctx, parseListParams(parseDef, query));
      return ok(Array.isArray(answer) ? answer.map(shown) : { ...answer, records: answer.records.map(shown) });
    },
    page: async (req) => {
      const { ctx, repo, query, parseDef, shown } = reader(req);
      const page = await repo.page(ctx, parseListParams(parseDef, query));
      return ok({ ...page, records: page.records.map(shown) });
    },
    detail: async (req) => {
      const { ctx, repo, query, shown } = reader(req);
      const id = String(query.id ?? '');
      if (!id) throw badRequest('缺少必要的请求参数: id');
      const row = await repo.detail(ctx, id);
      return ok(row ? shown(row) : null);
    },
  };
}
