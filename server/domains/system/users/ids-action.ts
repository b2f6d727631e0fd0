import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../../http/access';
import { status } from '../../../http/envelope';
import { paramsOf } from '../../../auth/request-params';
import { ctxOf } from '../../../http/request';
import { done, params, paramsRoute } from '../../../http/route-schema';
import { idsOrList } from '../params';
import { requiredIds, type Users } from './context';

/** A POST under the users' base that acts on the users one parameter lists. */
interface UsersAction {
  path: string;
  perm: string;
  /** The parameter (body or query string) listing the users: ids or a comma list. */
  ids: 'ids' | 'userIds';
  /** The message when it lists none. */
  missing: string;
  /** The message on success, when not the default one. */
  answer?: string;
}

/** Registers `a`: the listed users go to `run` with the caller's context. */
export function usersAction(
  app: FastifyInstance,
  repo: Users,
  a: UsersAction,
  run: (ctx: RequestContext, ids: string[]) => Promise<void>,
) {
  app.post(`${repo.def.base}/${a.path}`, paramsRoute(a.perm, params({ [a.ids]: idsOrList }), done), async (req) => {
    const ctx = ctxOf(req);
    const ids = requiredIds(paramsOf(req)[a.ids], a.ids, a.missing);
    await run(ctx, ids);
    return status(true, a.answer);
  });
}
