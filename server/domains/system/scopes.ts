import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { aroundGeneric } from '../extend-generic';
import { bumpGrants } from './grant-support';
import { isBlank } from '../../http/request';

/**
 * Data-scope and API-scope rules are served by the generic routes of their declarations. A rule is
 * part of what roles are granted, so any change bumps the grants counter: the next request of every
 * user sees it. A rule hangs under a live menu; an API rule's path is a request path prefix.
 */
export async function registerScopes(app: FastifyInstance) {
  const db = app.db;
  for (const name of ['data-scope', 'api-scope']) {
    const { base } = app.repo(name).def;
    aroundGeneric(app, 'POST', `${base}/submit`, async (req, next) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      if (!isBlank(body.menuId)) {
        const menu = await db
          .selectFrom('blade_menu')
          .select('id')
          .where('isDeleted', '=', 0)
          .where('id', '=', isId(String(body.menuId)) ? String(body.menuId) : '0')
          .executeTakeFirst();
        if (!menu) throw badRequest('菜单不存在');
      }
      if (name === 'api-scope' && !isBlank(body.scopePath) && !String(body.scopePath).trim().startsWith('/'))
        throw badRequest('接口权限路径须以/开头');
      const out = await next();
      await bumpGrants(app);
      return out;
    });
    aroundGeneric(app, 'POST', `${base}/remove`, async (_req, next) => {
      const out = await next();
      await bumpGrants(app);
      return out;
    });
  }
}
