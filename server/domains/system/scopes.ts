import type { FastifyInstance } from 'fastify';
import type { SubmitCall } from '../../crud/resource-server';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { bumpGrants } from './grant-support';
import { isBlank } from '../../http/request';

/**
 * Data-scope and API-scope rules are served by the generic routes of their declarations. A rule is
 * part of what roles are granted, so any change bumps the grants counter: the next request of every
 * user sees it. A rule hangs under a live menu; an API rule's path is a request path prefix.
 */
export function scopeRules(app: FastifyInstance, kind: 'data-scope' | 'api-scope') {
  /** Before the generic submit: a live menu, and an API rule's path starting with /. */
  const checkSubmit = async ({ body }: SubmitCall) => {
    if (!isBlank(body.menuId)) {
      const menu = await app.db
        .selectFrom('blade_menu')
        .select('id')
        .where('isDeleted', '=', 0)
        .where('id', '=', isId(String(body.menuId)) ? String(body.menuId) : '0')
        .executeTakeFirst();
      if (!menu) throw badRequest('菜单不存在');
    }
    if (kind === 'api-scope' && !isBlank(body.scopePath) && !String(body.scopePath).trim().startsWith('/'))
      throw badRequest('接口权限路径须以/开头');
  };
  /** After a submit or a removal: the permission cache reloads everywhere. */
  const bump = async () => void (await bumpGrants(app));
  return { checkSubmit, bump };
}
