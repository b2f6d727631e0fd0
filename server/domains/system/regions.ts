import type { FastifyInstance } from 'fastify';
import type region from '../../../resources/system/region/schema';
import type { Repository } from '../../crud/repository';
import type { RouteHandler } from '../../crud/resource-server';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { REGION_ROOT } from '../../db/region-data';
import { ctxOf } from '../../http/request';
import { envelope, params, rows, type JsonSchema } from '../../http/route-schema';

type Query = Record<string, unknown>;
type Regions = Repository<typeof region>;

/** A region code from the wire: digits, as long as the column allows. */
function codeParam(q: Query, key: string, fallback = ''): string {
  const v = typeof q[key] === 'string' ? (q[key] as string).trim() : '';
  if (!v) return fallback;
  if (!/^\d{1,12}$/.test(v)) throw badRequest(`参数格式错误: ${key}`);
  return v;
}

/** The contract of a region code parameter (codeParam): digits, at most 12; blank is absent. */
const regionCode: JsonSchema = { type: 'string', pattern: '^\\s*(\\d{1,12})?\\s*$' };

const childrenOf = (app: FastifyInstance, repo: Regions, ctx: RequestContext, parentCode: string) =>
  app.db
    .selectFrom(repo.def.table)
    .selectAll()
    .where((eb) => eb.and([repo.scope(eb, ctx), eb('parentCode', '=', parentCode)]))
    .orderBy('sort')
    .orderBy('code')
    .execute();

/**
 * Region readers keyed by code: lazy-tree, region-list and select for pickers (public reference data, so any
 * signed-in user). Page, list, submit and remove are generic; the detail is by code (regionDetail).
 */
export function regionRoutes(app: FastifyInstance, repo: Regions) {
  const db = app.db;
  const base = repo.def.base;
  const signedIn = { access: 'authenticated' as const };

  app.get(
    `${base}/lazy-tree`,
    { config: signedIn, schema: { querystring: params({ parentCode: regionCode }), response: envelope(rows()) } },
    async (req) => {
      const parentCode = codeParam(req.query as Query, 'parentCode', REGION_ROOT);
      const found = await childrenOf(app, repo, ctxOf(req), parentCode);
      const codes = found.map((r) => String(r.code));
      const parents =
        codes.length === 0
          ? []
          : await db
              .selectFrom(repo.def.table)
              .select('parentCode')
              .distinct()
              .where((eb) => eb.and([repo.scope(eb, ctxOf(req)), eb('parentCode', 'in', codes)]))
              .execute();
      const withChildren = new Set(parents.map((r) => String(r.parentCode)));
      return ok(
        found.map((r) => {
          const code = String(r.code);
          return {
            id: code,
            parentId: String(r.parentCode),
            title: r.name,
            value: code,
            key: code,
            hasChildren: withChildren.has(code),
          };
        }),
      );
    },
  );

  app.get(
    `${base}/region-list`,
    { config: signedIn, schema: { querystring: params({ parentCode: regionCode }), response: envelope(rows()) } },
    async (req) => {
      const found = await childrenOf(app, repo, ctxOf(req), codeParam(req.query as Query, 'parentCode', REGION_ROOT));
      return ok(found.map(repo.serialize));
    },
  );

  // Blade's RegionController.select: the children of `code` (default the provinces) for cascading
  // province/city pickers, as whole rows.
  app.get(
    `${base}/select`,
    { config: signedIn, schema: { querystring: params({ code: regionCode }), response: envelope(rows()) } },
    async (req) => {
      const found = await childrenOf(app, repo, ctxOf(req), codeParam(req.query as Query, 'code', REGION_ROOT));
      return ok(found.map(repo.serialize));
    },
  );
}

/** Blade's region detail is by code: it stands in for the generic one (by id), with its access rule. */
export function regionDetail(app: FastifyInstance, repo: Regions): RouteHandler {
  return async (req) => {
    const code = codeParam(req.query as Query, 'code');
    if (!code) throw badRequest('缺少必要的请求参数: code');
    const row = await app.db
      .selectFrom(repo.def.table)
      .selectAll()
      .where((eb) => eb.and([repo.scope(eb, ctxOf(req)), eb('code', '=', code)]))
      .executeTakeFirst();
    return ok(row ? repo.serialize(row) : null);
  };
}
