import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import { status } from '../../http/envelope';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newId } from '../../core/ids';
import type topMenu from '../../../resources/system/top-menu/schema';
import { allVisible, type Repository } from '../../crud/repository';
import type { RemoveCall } from '../../crud/resource-server';
import { done, params, paramsRoute } from '../../http/route-schema';
import { idsOrList } from './params';
import { bumpGrants, checkLiveMenus, heldMenuIds, seenGrants } from './grant-support';
import { idList, withParams } from '../../http/request';

type TopMenus = Repository<typeof topMenu>;

/** The given top menus, all of which must be live rows of the caller's tenant. */
export async function ownTopMenus(app: FastifyInstance, ctx: RequestContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const repo = app.repo('top-menu');
  if (!(await allVisible(repo, app.db, ctx, ids))) throw notFound('数据不存在或无权操作');
  return ids;
}

/** Which menus each top menu opens (blade_top_menu_setting); the menu routes cut the tree by it. */
export function topMenuRoutes(app: FastifyInstance, repo: TopMenus) {
  const db = app.db;

  app.post(
    `${repo.def.base}/grant`,
    paramsRoute('topmenu_setting', params({ topMenuIds: idsOrList, menuIds: idsOrList }), done),
    withParams(async (ctx, p) => {
      const topMenuIds = await ownTopMenus(app, ctx, idList(p.topMenuIds, 'topMenuIds'));
      if (topMenuIds.length === 0) throw badRequest('请选择顶部菜单');
      const menuIds = idList(p.menuIds, 'menuIds');
      await checkLiveMenus(db, menuIds);
      if (!ctx.isAdministrator) {
        const held = await heldMenuIds(db, ctx);
        if (menuIds.some((id) => !held.has(id))) throw forbidden('不可配置自身未拥有的菜单');
      }
      const version = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('blade_top_menu_setting').where('topMenuId', 'in', topMenuIds).execute();
        const links = topMenuIds.flatMap((topMenuId) => menuIds.map((menuId) => ({ id: newId(), topMenuId, menuId })));
        if (links.length) await trx.insertInto('blade_top_menu_setting').values(links).execute();
        return bumpGrants(app, trx);
      });
      seenGrants(app, version);
      return status(true, '配置成功');
    }),
  );
}

/** After a removal: the removed top menus' settings go with them. */
export const dropTopMenuSettings =
  (app: FastifyInstance) =>
  async ({ ids }: RemoveCall) => {
    await app.db.deleteFrom('blade_top_menu_setting').where('topMenuId', 'in', idList(ids, 'ids')).execute();
  };
