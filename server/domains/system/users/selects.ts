import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestContext } from '../../../http/access';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { isId } from '../../../core/ids';
import { codesOf } from '../../../crud/routes';
import { parseListParams } from '../../../crud/list-params';
import { ctxOf } from '../../../http/request';
import { envelope, noParams, params, rows, S } from '../../../http/route-schema';
import { listed, tenantWide, type Users } from './context';
import type { UserNames } from './names';

export const INSPECTION_ROLES = ['inspector', 'enforcer'];

/**
 * Pickers over the tenant's active users (select, selectForInspect) and the admin's all-list (the market
 * types the caller supervises: server/domains/subject/market-types.ts). Pickers show names only, to
 * anyone signed in to the tenant, and ignore data scope (a form must offer colleagues outside one's own records).
 */
export function selectRoutes(app: FastifyInstance, repo: Users, named: UserNames) {
  const db = app.db;
  const base = repo.def.base;
  const activeUsers = (ctx: RequestContext) =>
    db.selectFrom(repo.def.table).where((eb) => eb.and([repo.scope(eb, tenantWide(ctx)), eb('status', '=', 1)]));

  app.get(
    `${base}/select`,
    {
      config: { access: 'authenticated' },
      schema: { querystring: params({ deptId: S.id }), response: envelope(rows()) },
    },
    async (req) => {
      const deptId = String((req.query as Record<string, unknown>).deptId ?? '');
      if (deptId && !isId(deptId)) throw badRequest('参数格式错误: deptId');
      let q = activeUsers(ctxOf(req)).select(['id', 'account', 'name', 'realName']);
      if (deptId) q = q.where(sql<string>`',' || dept_id || ','`, 'like', listed(deptId));
      const found = await q.orderBy('account').orderBy('id').execute();
      return ok(found.map((r) => ({ id: String(r.id), account: r.account, name: r.name, realName: r.realName })));
    },
  );

  // The list's declared filters and paging, as the generic list takes them (parseListParams checks them).
  app.get(
    `${base}/all-list`,
    {
      config: { access: { perm: codesOf(repo.def).read } },
      schema: { querystring: params({}), response: envelope(rows()) },
    },
    async (req) => {
      const p = parseListParams(repo.def, req.query as Record<string, unknown>);
      return ok(await named(ctxOf(req), await repo.list(ctxOf(req), p)));
    },
  );

  app.get(
    `${base}/selectForInspect`,
    { config: { access: 'authenticated' }, schema: { querystring: noParams, response: envelope(rows()) } },
    async (req) => {
      const roles = app.repo('role');
      const roleIds = (
        await db
          .selectFrom(roles.def.table)
          .select('id')
          .where((eb) => eb.and([roles.scope(eb, ctxOf(req)), eb('roleAlias', 'in', INSPECTION_ROLES)]))
          .execute()
      ).map((r) => String(r.id));
      if (roleIds.length === 0) return ok([]);
      const found = await activeUsers(ctxOf(req))
        .select(['id', 'realName', 'deptId'])
        .where((eb) => eb.or(roleIds.map((id) => eb(sql<string>`',' || role_id || ','`, 'like', listed(id)))))
        .orderBy('realName')
        .orderBy('id')
        .execute();
      return ok(
        found.map((r) => ({
          id: String(r.id),
          realName: r.realName,
          deptId: r.deptId === null ? null : String(r.deptId),
        })),
      );
    },
  );
}
