import type { FastifyInstance } from 'fastify';
import type { WriteHook } from '../../crud/hooks';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { writableValues } from '../../crud/validate';
import { ok } from '../../http/envelope';
import { businessError } from '../../http/errors';
import { withParams } from '../../http/request';
import { envelope, params, S, paramsRoute } from '../../http/route-schema';
import type supervise from '../../../resources/supervise/supervise/schema';
import { OPEN_STATES } from '../../../resources/supervise/supervise/schema';
import { takenUpFinding, textOrNull } from './sources';

/**
 * 督办: every save of a supervision (save or the generic submit) goes through one rule, in its
 * transaction: the source is a live record of the caller's tenant of a resource living the finding
 * life, not yet complete, with no other supervision under way; the subject, dept and region are the
 * finding's. A supervision that ended (completed, rejected, sent back) is no longer edited.
 */
export function superviseSaveRule(app: FastifyInstance): WriteHook<typeof supervise> {
  const repo = app.repo('supervise');
  return async ({ scope, ctx, op, row, before }) => {
    if (op === 'update' && before && !OPEN_STATES.includes(Number(before.superviseStatus)))
      throw businessError('该督办已结束,不能修改');
    const moved = op === 'insert' || before?.sourceType !== row.sourceType || before?.sourceId !== row.sourceId;
    if (!moved) return;
    const { finding } = await takenUpFinding(app, scope, ctx, row, {
      repo,
      state: 'superviseStatus',
      open: OPEN_STATES,
      refusals: {
        kind: '督办来源类型不正确',
        missing: '督办来源不存在或无权操作',
        complete: '该异常已办结,无需督办',
        busy: '该异常已在督办中,请勿重复督办',
        verb: '督办',
      },
    });
    return repo.rewriteIn(scope, ctx, String(row.id), {
      subjectId: textOrNull(finding.subjectId),
      deptId: textOrNull(finding.deptId),
      regionCode: textOrNull(finding.regionCode),
    });
  };
}

/**
 * `POST supervise/save` (sourceType, sourceId, content, requirement, deadline, supervisorUser; in the
 * body or the query): a new supervision of a finding, answered as its detail shows it. The fields are
 * checked by the declaration, as a submit's.
 */
export function superviseSaveRoute(app: FastifyInstance, repo: Repository<typeof supervise>) {
  const def = repo.def;
  const checkReferences = referenceCheck(app.db, app.repos);
  app.post(
    `${def.base}/save`,
    paramsRoute(codesOf(def).add, params({}), envelope(S.any)),
    withParams(async (ctx, body) => {
      const values = writableValues(def, body, 'insert');
      await checkReferences(ctx, def, values);
      const saved = await repo.insert(ctx, values);
      return ok(await repo.detail(ctx, String(saved.id)));
    }),
  );
}
