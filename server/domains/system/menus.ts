import type { FastifyInstance, FastifyRequest } from 'fastify';
import type menu from '../../../resources/system/menu/schema';
import type { Repository } from '../../crud/repository';
import type { Db } from '../../db/connection';
import type { MenuColumns } from '../../db/seed-data';
import type { RequestContext } from '../../http/access';
import { ctxOf } from '../../http/request';
import { envelope, noParams, params, rows, S, withMessage } from '../../http/route-schema';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { subtreeIds, withAncestors } from './tree-nodes';
import { packageMenuIds } from '../../http/tenant-package';
import { heldMenuIds } from './grant-support';

const MENU = 1;
const BUTTON = 2;

interface MenuRow extends MenuColumns {
  id: string;
  parentId: string;
  isOpen: number;
}

export interface MenuNode extends MenuRow {
  children?: MenuNode[];
}

async function liveMenus(db: Db, category?: number): Promise<MenuRow[]> {
  let q = db
    .selectFrom('blade_menu')
    .select([
      'id',
      'parentId',
      'code',
      'name',
      'enName',
      'alias',
      'path',
      'source',
      'sort',
      'category',
      'action',
      'isOpen',
    ])
    .where('isDeleted', '=', 0);
  if (category !== undefined) q = q.where('category', '=', category);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: String(r.id),
    parentId: String(r.parentId ?? '0'),
    code: String(r.code ?? ''),
    name: String(r.name ?? ''),
    enName: String(r.enName ?? ''),
    alias: String(r.alias ?? ''),
    path: String(r.path ?? ''),
    source: String(r.source ?? ''),
    sort: Number(r.sort ?? 0),
    category: Number(r.category ?? MENU),
    action: Number(r.action ?? 0),
    isOpen: Number(r.isOpen ?? 1),
  }));
}

/** Menus linked to a top menu of the caller's tenant. */
async function topMenuRoots(db: Db, ctx: RequestContext, topMenuId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blade_top_menu_setting as s')
    .innerJoin('blade_top_menu as t', 't.id', 's.topMenuId')
    .select('s.menuId')
    .where('s.topMenuId', '=', topMenuId)
    .where('t.tenantId', '=', ctx.tenantId)
    .where('t.isDeleted', '=', 0)
    .execute();
  return new Set(rows.map((r) => String(r.menuId)));
}

const bySort = (a: MenuRow, b: MenuRow) =>
  a.sort - b.sort || (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);

/**
 * Nodes under their parents, siblings by sort; a node whose parent is not in the set is a root.
 * `emptyChildren` false leaves the key off leaves, as Blade serializes them: Saber's button
 * flattening recurses into any `children` key, even an empty one, and would lose the leaf's code.
 */
export function buildTree(rows: MenuRow[], emptyChildren: boolean): MenuNode[] {
  const sorted = [...rows].sort(bySort);
  const nodes = new Map<string, MenuNode>(sorted.map((r) => [r.id, emptyChildren ? { ...r, children: [] } : { ...r }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== node.id ? nodes.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

function topMenuIdOf(req: FastifyRequest): string {
  const raw = (req.query as Record<string, unknown>).topMenuId;
  const v = typeof raw === 'string' ? raw.trim() : '';
  if (v && !isId(v)) throw badRequest('顶部菜单参数错误');
  return v;
}

/** The caller's menu tree, buttons and top menus (docs/blade-protocol.md "Menus and permissions"). */
export function callerMenuRoutes(app: FastifyInstance, repo: Repository<typeof menu>) {
  const db = app.db;
  const base = repo.def.base;
  const signedIn = { access: 'authenticated' as const };

  app.get(
    `${base}/routes`,
    {
      config: signedIn,
      schema: {
        querystring: params({ topMenuId: withMessage(S.id, '顶部菜单参数错误') }),
        response: envelope(rows()),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const topMenuId = topMenuIdOf(req);
      const menus = await liveMenus(db, MENU);
      const byId = new Map(menus.map((m) => [m.id, m]));
      const allowed = await packageMenuIds(db, ctx.tenantId);
      let granted = ctx.isAdministrator
        ? new Set(byId.keys())
        : new Set([...(await heldMenuIds(db, ctx))].filter((id) => byId.has(id) && (!allowed || allowed.has(id))));
      if (topMenuId) {
        const cut = subtreeIds(menus, await topMenuRoots(db, ctx, topMenuId));
        granted = new Set([...granted].filter((id) => cut.has(id)));
      }
      const keep = withAncestors(menus, granted);
      return ok(
        buildTree(
          menus.filter((m) => keep.has(m.id)),
          true,
        ),
      );
    },
  );

  app.get(
    `${base}/buttons`,
    { config: signedIn, schema: { querystring: noParams, response: envelope(rows()) } },
    async (req) => {
      const ctx = ctxOf(req);
      const all = await liveMenus(db);
      const byId = new Map(all.map((m) => [m.id, m]));
      const buttons = all.filter((m) => m.category === BUTTON);
      const allowed = await packageMenuIds(db, ctx.tenantId);
      const granted = (
        ctx.isAdministrator ? buttons : await heldMenuIds(db, ctx).then((ids) => buttons.filter((b) => ids.has(b.id)))
      ).filter((b) => !allowed || allowed.has(b.id));
      // Each button hangs under its own menu, as Blade answers it; clients flatten the leaf codes.
      const holders = new Map<string, MenuRow>();
      for (const b of granted) {
        const parent = byId.get(b.parentId);
        if (parent && parent.category === MENU) holders.set(parent.id, parent);
      }
      return ok(buildTree([...holders.values(), ...granted], false));
    },
  );

  app.get(
    `${base}/top-menu`,
    { config: signedIn, schema: { querystring: noParams, response: envelope(rows()) } },
    async (req) => {
      const ctx = ctxOf(req);
      const found = await db
        .selectFrom('blade_top_menu')
        .select(['id', 'code', 'name', 'enName', 'source', 'sort'])
        .where('tenantId', '=', ctx.tenantId)
        .where('isDeleted', '=', 0)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return ok(
        found.map((r) => ({
          id: String(r.id),
          code: r.code,
          name: r.name,
          enName: r.enName ?? '',
          source: r.source ?? '',
          sort: Number(r.sort ?? 0),
        })),
      );
    },
  );
}
