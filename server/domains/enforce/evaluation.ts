import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { WriteHook } from '../../crud/hooks';
import type { UpdateOf } from '../../db/database';
import type evaluationsm from '../../../resources/enforce/evaluationsm/schema';
import { isBlank } from '../../http/request';
import { notFound } from '../../http/errors';
import { subjectOfWrite } from '../subject/subject-of-write';

/**
 * 执法评价 saves (`/api/enforcer/evaluationsm`), in their transaction: an evaluation naming an
 * inspection is of that inspection's subject; the evaluator is the caller and the time now when not
 * given; the dept and region are the subject's when not given.
 */
export function evaluationRules(app: FastifyInstance) {
  const evaluations = app.repo('evaluationsm');
  const inspections = app.repo('inspect');

  const onEvaluation: WriteHook<typeof evaluationsm> = async ({ scope, ctx, row }) => {
    const { trx } = scope;
    let subjectId = row.subjectId;
    if (!isBlank(row.inspectId)) {
      const inspection = await trx
        .selectFrom(inspections.def.table)
        .select('subjectId')
        .where((eb) =>
          eb.and([inspections.scope(eb, { ...ctx, isAdministrator: true }), eb('id', '=', String(row.inspectId))]),
        )
        .executeTakeFirst();
      if (!inspection) throw notFound('巡检记录不存在');
      subjectId = String(inspection.subjectId);
    }
    const subject = await subjectOfWrite(trx, ctx.tenantId, subjectId);
    const values: UpdateOf<'evaluationsm'> = {
      subjectId: String(subjectId),
      evaluator: isBlank(row.evaluator) ? ctx.userId || null : row.evaluator,
      evaluateTime: isBlank(row.evaluateTime) ? sql<string>`now()` : row.evaluateTime,
      deptId: isBlank(row.deptId)
        ? subject.deptId === null || subject.deptId === undefined
          ? null
          : String(subject.deptId)
        : row.deptId,
      regionCode: isBlank(row.regionCode) ? (subject.regionCode ?? null) : row.regionCode,
    };
    return evaluations.rewriteIn(scope, ctx, String(row.id), values);
  };

  return { onEvaluation };
}
