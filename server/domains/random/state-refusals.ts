import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Repository } from '../../crud/repository';
import { businessError } from '../../http/errors';
import { isId } from '../../core/ids';
import { ctxOf, paramsOf } from '../../http/request';

/**
 * Says in words why a declared action is refused for a record in one of `states` (a published task
 * is not drawn again: `已发布的任务不能重新抽取`, as the issue asks). The action's own
 * from-state check, inside its transaction, stays the rule; this answers the common case before it
 * with the message a person understands instead of the generic 该数据已处理.
 */
export function refuseInStates(
  app: FastifyInstance,
  repo: Repository,
  action: string,
  field: string,
  states: number[],
  message: string,
) {
  const refuse: preHandlerAsyncHookHandler = async (req) => {
    const id = String(paramsOf(req).id ?? '');
    if (!isId(id)) return;
    const row = await repo.findRow(ctxOf(req), id);
    if (row && states.includes(Number(row[field]))) throw businessError(message);
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== `${repo.def.base}/${action}` || route.method !== 'POST') return;
    route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), refuse];
  });
}
