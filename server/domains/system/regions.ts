import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { REGION_ROOT } from '../../db/region-data';
import { aroundGeneric } from '../extend-generic';
import { ctxOf } from '../../http/request';

type Query = Record<string, unknown>;

/** A region code from the wire: digits, as long as the column allows. */
function codeParam(q: Query, key: string, fallback = ''): string {
  const v = typeof q[key] === 'string' ? (q[key] as string).trim() : '';
  if (!v) return fallback;
  if (!/^\d{1,12}$/.test(v)) throw badRequest(`参数格式错误: ${key}`);
  return v;
}

/**
 * Region readers keyed by code: lazy-tree, region-list and select for pickers (public reference data, so any
 * signed-in user), detail?code= for the region screen. Page, list, submit and remove are generic.
 */
export async function registerRegionModule(app: FastifyInstance) {
  const repo = app.repo('region');
  const db = app.db;
  const base = repo.def.base;

  const childrenOf = (ctx: RequestContext, parentCode: string) =>
    db
      .selectFrom(repo.def.table)
      .selectAll()
      .where((eb) => eb.and([repo.scope(eb, ctx), eb('parent_code', '=', parentCode)]))
      .orderBy('sort')
      .orderBy('code')
      .execute();

  app.get(`${base}/lazy-tree`, { config: { access: 'authenticated' } }, async (req) => {
    const parentCode = codeParam(req.query as Query, 'parentCode', REGION_ROOT);
    const rows = await childrenOf(ctxOf(req), parentCode);
    const codes = rows.map((r) => String(r.code));
    const parents =
      codes.length === 0
        ? []
        : await db
            .selectFrom(repo.def.table)
            .select('parentCode')
            .distinct()
            .where((eb) => eb.and([repo.scope(eb, ctxOf(req)), eb('parent_code', 'in', codes)]))
            .execute();
    const withChildren = new Set(parents.map((r) => String(r.parentCode)));
    return ok(
      rows.map((r) => {
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
  });

  app.get(`${base}/region-list`, { config: { access: 'authenticated' } }, async (req) => {
    const rows = await childrenOf(ctxOf(req), codeParam(req.query as Query, 'parentCode', REGION_ROOT));
    return ok(rows.map(repo.serialize));
  });

  // Blade's RegionController.select: the children of `code` (default the provinces) for cascading
  // province/city pickers, as whole rows.
  app.get(`${base}/select`, { config: { access: 'authenticated' } }, async (req) => {
    const rows = await childrenOf(ctxOf(req), codeParam(req.query as Query, 'code', REGION_ROOT));
    return ok(rows.map(repo.serialize));
  });

  // Blade's region detail is by code: the generic handler (by id) is replaced, its access rule kept.
  aroundGeneric(app, 'GET', `${base}/detail`, async (req) => {
    const code = codeParam(req.query as Query, 'code');
    if (!code) throw badRequest('缺少必要的请求参数: code');
    const row = await db
      .selectFrom(repo.def.table)
      .selectAll()
      .where((eb) => eb.and([repo.scope(eb, ctxOf(req)), eb('code', '=', code)]))
      .executeTakeFirst();
    return ok(row ? repo.serialize(row) : null);
  });
}
