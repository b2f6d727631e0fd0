import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import type { WriteScope } from '../../crud/write-scope';
import type { RemoveHook, WriteHook } from '../../crud/hooks';
import { childRowsFollowParent } from '../../crud/child-rows';
import type { UpdateOf } from '../../db/database';
import { isBlank } from '../../http/request';
import { todayIn } from '../../crud/no-past';
import { badRequest } from '../../http/errors';
import { recomputeCredit } from '../subject/credit';
import {
  creditPointsOf,
  EVALUATION_CHANGE_TYPE,
  SCORE_MAX,
  SCORE_MIN,
} from '../../../resources/consumer/evaluation/evaluation-rules';
import type evaluation from '../../../resources/consumer/evaluation/schema';
import { subjectOfWrite } from '../subject/subject-of-write';

export const SCORE_RANGE = `评分须为${SCORE_MIN}到${SCORE_MAX}分`;

/**
 * 消费者评价 (`/api/consumer/evaluation`, `/api/consumer/evaluationimg`). Every save of an evaluation,
 * in its transaction: the score is 1..5; the time is now when not given; the dept and region are the
 * subject's when not given; and its credit record follows it (evaluation-rules.ts): a good or bad score
 * has one record of its points on its subject, a medium one none. A changed score or subject replaces
 * the record; removing evaluations removes their records and photos. The subject's credit score and
 * level are recomputed by the credit hook (insert) or here (removal). A photo takes its evaluation's
 * subject. Statistics: evaluation-stats.ts.
 */
export function evaluationRules(app: FastifyInstance) {
  const evaluations = app.repo('evaluation');
  // A photo takes its evaluation's subject, whatever the client sent; removing evaluations removes their photos.
  const photoRows = childRowsFollowParent(app, {
    parent: 'evaluation',
    children: ['evaluationimg'],
    parentKey: 'evaluationId',
    missingParent: '评价不存在',
  });
  const credits = app.repo('subjectcredit');
  const subjects = app.repo('subject');

  /** Marks credit records removed (the evaluation's) and recomputes their subjects. */
  async function dropCredits(scope: WriteScope, ctx: RequestContext, creditIds: string[]) {
    if (creditIds.length === 0) return;
    const dropped = await scope.trx
      .updateTable(credits.def.table)
      .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where((eb) => eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb('id', 'in', creditIds)]))
      .returning('subjectId')
      .execute();
    if (dropped.length === 0) return;
    scope.touch(credits.versionKeyFor(ctx));
    await recomputeCredit(scope.trx, ctx.tenantId, [...new Set(dropped.map((r) => String(r.subjectId)))]);
    scope.touch(subjects.versionKeyFor(ctx));
  }

  const onEvaluation: WriteHook<typeof evaluation> = async ({ scope, ctx, op, row, before }) => {
    const { trx } = scope;
    const score = Number(row.score);
    if (!Number.isInteger(score) || score < SCORE_MIN || score > SCORE_MAX) throw badRequest(SCORE_RANGE);
    const subject = await subjectOfWrite(trx, ctx.tenantId, row.subjectId);
    const deptId = isBlank(row.deptId)
      ? subject.deptId === null || subject.deptId === undefined
        ? null
        : String(subject.deptId)
      : row.deptId;
    const regionCode = isBlank(row.regionCode) ? (subject.regionCode ?? null) : row.regionCode;
    const values: UpdateOf<'evaluation'> = {
      evaluateTime: isBlank(row.evaluateTime) ? sql<string>`now()` : row.evaluateTime,
      deptId,
      regionCode,
    };
    const creditMoved =
      op === 'insert' ||
      !before ||
      Number(before.score) !== score ||
      String(before.subjectId) !== String(row.subjectId);
    if (creditMoved) {
      if (!isBlank(row.creditId)) await dropCredits(scope, ctx, [String(row.creditId)]);
      values.creditId = null;
      const points = creditPointsOf(score);
      if (points !== 0) {
        // The record belongs where the subject does (its dept), like the evaluation.
        const dept = deptId || ctx.deptId;
        const credit = await credits.insertIn(
          scope,
          { ...ctx, deptId: dept },
          {
            subjectId: String(row.subjectId),
            changeDate: todayIn(),
            changeScore: points,
            changeType: EVALUATION_CHANGE_TYPE,
            cause: `消费者评价${score}分${points > 0 ? '(好评)' : '(差评)'}`,
            deptId: deptId ?? null,
            regionCode: regionCode ?? null,
          },
        );
        values.creditId = String(credit.id);
      }
    }
    return evaluations.rewriteIn(scope, ctx, String(row.id), values);
  };

  const onEvaluationsRemoved: RemoveHook<typeof evaluation> = async ({ scope, ctx, ids, rows }) => {
    await dropCredits(
      scope,
      ctx,
      rows
        .map((r) => r.creditId)
        .filter((id) => !isBlank(id))
        .map(String),
    );
    await photoRows.onParentsRemoved({ scope, ctx, ids });
  };

  return { onEvaluation, onEvaluationsRemoved, onPhoto: photoRows.onChildWrite('evaluationimg') };
}
