import type { FastifyInstance, FastifyRequest } from 'fastify';
import type dept from '../../../resources/system/dept/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { holds, type RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, businessError, forbidden, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { codesOf } from '../../crud/routes';
import { parseListParams } from '../../crud/list-params';
import { writableValues } from '../../crud/validate';
import { rowExists, type Repository } from '../../crud/repository';
import type { RemoveCall, RouteHandler } from '../../crud/resource-server';
import { envelope, params, rows, S } from '../../http/route-schema';
import { forest, titleNode } from './tree-nodes';
import { ctxOf, tenantView } from '../../http/request';
import { listed, requiredIds, tenantWide } from './users/context';

type Query = Record<string, unknown>;
type Depts = Repository<typeof dept>;

const ROOT = '0';
const MSG = {
  selfOrChild: '父节点不可选择自身或子节点',
  children: '请先删除子节点!',
  users: '该机构下存在用户,请先移除用户!',
  noParent: '上级机构不存在',
  noRegion: '所属区划不存在',
};

/** One advisory lock per tenant serializes tree moves, so two crossing moves cannot build a cycle. */
const DEPT_TREE_LOCK = 727002;

const text = (q: Query, key: string) => (typeof q[key] === 'string' ? (q[key] as string).trim() : '');

function parentParam(q: Query): string {
  const v = text(q, 'parentId');
  if (v && v !== ROOT && !isId(v)) throw badRequest('参数格式错误: parentId');
  return v;
}

/**
 * /api/blade-system/dept: a submit of its own that keeps `ancestors` ("0,<ids above>") right on insert
 * and on moves (descendants included); the check before the generic remove, which refuses to orphan
 * children or users; and the tree readers.
 */
export function deptAdmin(app: FastifyInstance, repo: Depts) {
  const def = repo.def;
  const db = app.db;
  const codes = codesOf(def);

  async function ancestorsUnder(ctx: RequestContext, parentId: string, trx: Db = db): Promise<string> {
    if (parentId === ROOT) return ROOT;
    const parent = await repo.findRow(ctx, parentId, trx);
    if (!parent) throw badRequest(MSG.noParent);
    return `${parent.ancestors || ROOT},${parent.id}`;
  }

  async function checkRegion(ctx: RequestContext, code: unknown) {
    if (code === undefined || code === null || code === '') return;
    const regions = app.repo('region');
    const found = await db
      .selectFrom(regions.def.table)
      .select('id')
      .where((eb) => eb.and([regions.scope(eb, ctx), eb('code', '=', String(code))]))
      .executeTakeFirst();
    if (!found) throw badRequest(MSG.noRegion);
  }

  /** Ids among `ids` that have live children. */
  async function withChildren(ctx: RequestContext, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom(def.table)
      .select('parentId')
      .distinct()
      .where((eb) => eb.and([repo.scope(eb, ctx), eb('parentId', 'in', ids)]))
      .execute();
    return new Set(rows.map((r) => String(r.parentId)));
  }

  async function levelOf(ctx: RequestContext, parentId: string) {
    const rows = await db
      .selectFrom(def.table)
      .select(['id', 'parentId', 'deptName'])
      .where((eb) => eb.and([repo.scope(eb, ctx), eb('parentId', '=', parentId)]))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const parents = await withChildren(
      ctx,
      rows.map((r) => String(r.id)),
    );
    return rows.map((r) => ({ ...titleNode(r.id, r.parentId, r.deptName), hasChildren: parents.has(String(r.id)) }));
  }

  async function wholeTree(ctx: RequestContext) {
    const rows = await db
      .selectFrom(def.table)
      .select(['id', 'parentId', 'deptName'])
      .where((eb) => repo.scope(eb, ctx))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return forest(rows.map((r) => titleNode(r.id, r.parentId, r.deptName)));
  }

  async function update(ctx: RequestContext, id: string, values: Record<string, unknown>) {
    return repo.write(ctx, async (trx) => {
      await sql`select pg_advisory_xact_lock(${DEPT_TREE_LOCK}, hashtext(${ctx.tenantId}))`.execute(trx);
      const current = await repo.findRow(ctx, id, trx);
      if (!current) throw notFound('数据不存在');
      const oldAncestors = String(current.ancestors || ROOT);
      // Absent keeps the parent; present but blank means the top level, as in Blade.
      const newParent =
        values.parentId === undefined ? String(current.parentId ?? ROOT) : String(values.parentId ?? ROOT);
      let ancestors = oldAncestors;
      if (newParent !== String(current.parentId ?? ROOT)) {
        if (newParent === id) throw businessError(MSG.selfOrChild);
        ancestors = await ancestorsUnder(ctx, newParent, trx);
        if (ancestors.split(',').includes(id)) throw businessError(MSG.selfOrChild);
      }
      const row = await trx
        .updateTable(def.table)
        .set({
          ...values,
          parentId: newParent,
          ancestors,
          updateUser: ctx.userId || null,
          updateTime: sql<string>`now()`,
        })
        .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', '=', id)]))
        .returningAll()
        .executeTakeFirstOrThrow();
      if (ancestors !== oldAncestors) {
        // Descendants' ancestors start with the moved row's old path; swap that prefix for the new one.
        const oldPath = `${oldAncestors},${id}`;
        const newPath = `${ancestors},${id}`;
        await trx
          .updateTable(def.table)
          .set({
            ancestors: sql`${newPath} || substr(ancestors, ${oldPath.length + 1})`,
            updateTime: sql<string>`now()`,
          })
          .where((eb) =>
            eb.and([
              repo.scope(eb, ctx),
              eb.or([eb('ancestors', '=', oldPath), eb('ancestors', 'like', `${oldPath},%`)]),
            ]),
          )
          .execute();
      }
      return repo.serialize(row);
    });
  }

  const submit: RouteHandler = async (req) => {
    const ctx = ctxOf(req);
    const body = (req.body ?? {}) as Query;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
    const id = body.id === undefined || body.id === null || body.id === '' ? '' : String(body.id);
    if (!holds(ctx, id ? codes.edit : codes.add)) throw forbidden();
    const values = writableValues(def, body, id ? 'update' : 'insert');
    await checkRegion(ctx, values.regionCode);
    if (id) return ok(await update(ctx, id, values));
    const parentId = String(values.parentId ?? ROOT);
    return ok(await repo.insert(ctx, { ...values, parentId, ancestors: await ancestorsUnder(ctx, parentId) }));
  };

  /** Before the generic removal: no dept with live children (other than those removed with it) or users goes. */
  const checkRemove = async ({ ctx, ids: asked }: RemoveCall) => {
    const ids = requiredIds(asked, 'ids', '请选择至少一条数据');
    const child = await rowExists(repo, db, ctx, (eb) => [eb('parentId', 'in', ids), eb('id', 'not in', ids)]);
    if (child) throw businessError(MSG.children);
    const users = app.repo('user');
    const member = await rowExists(users, db, tenantWide(ctx), (eb) => [
      eb.or(ids.map((d) => eb(sql<string>`',' || dept_id || ','`, 'like', listed(d)))),
    ]);
    if (member) throw businessError(MSG.users);
  };

  // The tenant a platform administrator asks to see (tenantView); anyone else's is ignored, as is a malformed one.
  const tenantParam = { tenantId: S.any };

  const routes = () => {
    // One level of the admin list, each row saying whether it has children; a search spans all levels
    // (the list's declared filters, checked by parseListParams).
    app.get(
      `${def.base}/lazy-list`,
      {
        config: { access: { perm: codes.read } },
        schema: { querystring: params({ parentId: S.id }), response: envelope(rows()) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const q = req.query as Query;
        const p = parseListParams(def, q, ['parentId']);
        const parentId = parentParam(q) || (p.filters.length ? '' : ROOT);
        if (parentId) p.filters.push({ column: 'parentId', type: 'id', op: 'equal', value: parentId });
        const found = await repo.list(ctx, p);
        const parents = await withChildren(
          ctx,
          found.map((r) => String(r.id)),
        );
        return ok(found.map((r) => ({ ...r, hasChildren: parents.has(String(r.id)) })));
      },
    );

    app.get(
      `${def.base}/lazy-tree`,
      {
        config: { access: 'authenticated' },
        schema: { querystring: params({ parentId: S.id, ...tenantParam }), response: envelope(rows()) },
      },
      async (req) => {
        const q = req.query as Query;
        return ok(await levelOf(tenantView(ctxOf(req), q.tenantId), parentParam(q) || ROOT));
      },
    );

    // The whole tree of the caller's tenant (of any tenant for the platform administrator).
    const tree = {
      config: { access: 'authenticated' as const },
      schema: { querystring: params(tenantParam), response: envelope(rows()) },
    };
    const treeOfRequest = async (req: FastifyRequest) =>
      ok(await wholeTree(tenantView(ctxOf(req), (req.query as Query).tenantId)));
    app.get(`${def.base}/tree`, tree, treeOfRequest);
    app.get(`${def.base}/getDeptTreeForAddUser`, tree, treeOfRequest);

    // The region of a dept (the caller's own by default), inherited from the nearest ancestor that has
    // one (subjects default to it); null for no such dept, a malformed id included.
    app.get(
      `${def.base}/getDeptRegionCode`,
      {
        config: { access: 'authenticated' },
        schema: { querystring: params({ deptId: S.any }), response: envelope(S.any) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const deptId = text(req.query as Query, 'deptId') || ctx.deptId.split(',')[0] || '';
        const found = await repo.findRow(ctx, deptId);
        if (!found) return ok(null);
        if (found.regionCode) return ok(String(found.regionCode));
        const above = String(found.ancestors ?? '')
          .split(',')
          .filter(isId);
        if (above.length === 0) return ok(null);
        const regions = await db
          .selectFrom(def.table)
          .select(['id', 'regionCode'])
          .where((eb) =>
            eb.and([
              repo.scope(eb, ctx),
              eb('id', 'in', above),
              eb('regionCode', 'is not', null),
              eb('regionCode', '<>', ''),
            ]),
          )
          .execute();
        const byId = new Map(regions.map((r) => [String(r.id), String(r.regionCode)]));
        const nearest = above.reverse().find((id) => byId.has(id));
        return ok(nearest ? byId.get(nearest)! : null);
      },
    );
  };

  return { submit, checkRemove, routes };
}
