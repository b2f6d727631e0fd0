import type { ResourceDef } from '../../../resources/types';
import type { Repository } from '../../crud/repository';
import type { ActionCall } from '../../crud/resource-server';
import { businessError } from '../../http/errors';
import { isId } from '../../core/ids';

/**
 * Says in words why a declared action is refused for a record in one of `states` (a published task
 * is not drawn again: `已发布的任务不能重新抽取`), as a check of the action's route (`actionChecks`).
 * The action's own from-state check, inside its transaction, stays the rule; this answers the common
 * case before it with a message that says more than the generic 当前状态为已发布,不能抽取.
 */
export function refuseInStates<D extends ResourceDef>(
  repo: Repository<D>,
  field: string,
  states: number[],
  message: string,
) {
  return async ({ ctx, input }: ActionCall): Promise<void> => {
    const id = String(input.id ?? '');
    if (!isId(id)) return;
    const row = await repo.findRow(ctx, id);
    if (row && states.includes(Number(row[field]))) throw businessError(message);
  };
}
