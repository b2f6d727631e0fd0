import type { FastifyInstance } from 'fastify';
import { actionParams } from '../../crud/actions';
import type { Repository } from '../../crud/repository';
import { batchAction, selection } from '../../crud/batch-actions';
import { holds } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { actionPerm } from '../../../resources/lifecycles';
import { FINDING_STATUS } from '../../../resources/findings';
import { isBlank, withParams } from '../../http/request';
import { envelope, params, S, paramsRoute } from '../../http/route-schema';
import type complaint from '../../../resources/consumer/complaint/schema';

/** What `operate` of batch-process may name: the declared action (its name, or the number a Blade client sends). */
export const OPERATES: Record<string, string> = { handle: 'handle', 1: 'handle', reject: 'reject', 2: 'reject' };

/**
 * The parameters both calls take (query or body): the selection as `ids` (a comma list or an array;
 * `id` when there is no `ids`), left to the handler, which names the ids it refuses and why.
 */
const SELECTION = { ids: S.any, id: S.any };

/**
 * `POST batch-process` (ids, operate, cause) and `POST batch-complete` (ids, superviseOpinion) of
 * complaints (docs/spec.md §3 "Complaint batch: ids, operate, cause"):
 * - batch-process: `operate` names the declared action applied to each selected complaint (`handle` /
 *   1 处理: `cause` is what was done and the answer told to the consumer, `replyContent` when given
 *   apart; `reject` / 2 不予受理: `cause` is the reason told to the consumer); the caller needs the
 *   batch button and that action's own button;
 * - batch-complete: supervise-complete of the selected complaints that were handled.
 * Both are all or nothing (`batchAction`): when any selected complaint cannot take the action nothing
 * changes and the failure names them by their numbers (`有1条不能办结: TS0001: 当前状态为待处理`);
 * otherwise all change and the answer is `{done, doneCount}` with `已办结2条`. `operate`, `cause`, `replyContent` and
 * `superviseOpinion` are checked by the handler and the action's declared parameters, with their messages.
 */
export function complaintBatchRoutes(app: FastifyInstance, repo: Repository<typeof complaint>) {
  const def = repo.def;
  const life = def.lifecycles?.find((lc) => lc.field === FINDING_STATUS);
  if (!life) throw new Error('complaint: no finding life');
  const actionOf = (name: string) => {
    const action = life.actions.find((a) => a.name === name);
    if (!action) throw new Error(`complaint: no ${name} action`);
    return action;
  };
  const complete = actionOf('supervise-complete');

  const answer = (verb: string, done: string[]) => ok({ done, doneCount: done.length }, `已${verb}${done.length}条`);
  /** A complaint as people know it: its number. */
  const caption = (row: Record<string, unknown>) => String(row.complaintNo ?? '');

  app.post(
    `${def.base}/batch-process`,
    paramsRoute(
      'complaint_batchProcess',
      params({ ...SELECTION, operate: S.any, cause: S.any, replyContent: S.any }),
      envelope(S.record),
    ),
    withParams(async (ctx, input) => {
      const ids = selection(input);
      const name = OPERATES[String(input.operate ?? '').trim()];
      if (!name) throw badRequest('请选择处理方式');
      const action = actionOf(name);
      if (!holds(ctx, actionPerm(def, action))) throw forbidden();
      const cause = isBlank(input.cause) ? undefined : String(input.cause);
      const params = actionParams(
        action,
        name === 'handle'
          ? { handleResult: cause, replyContent: isBlank(input.replyContent) ? cause : input.replyContent }
          : { replyContent: cause },
      );
      const verb = action.label;
      return answer(verb, await batchAction(app.db, repo, life, action, ctx, ids, params, { verb, caption }));
    }),
  );

  app.post(
    `${def.base}/batch-complete`,
    paramsRoute('complaint_batchComplete', params({ ...SELECTION, superviseOpinion: S.any }), envelope(S.record)),
    withParams(async (ctx, input) => {
      const ids = selection(input);
      if (!holds(ctx, actionPerm(def, complete))) throw forbidden();
      const params = actionParams(complete, {
        superviseOpinion: isBlank(input.superviseOpinion) ? undefined : input.superviseOpinion,
      });
      const words = { verb: '办结', caption };
      return answer(words.verb, await batchAction(app.db, repo, life, complete, ctx, ids, params, words));
    }),
  );
}
