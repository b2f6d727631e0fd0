import type { FastifyInstance } from 'fastify';
import { CASE_FROM_WARN } from '../../../resources/report/reportcheckcase/schema';
import type reportcheckwarn from '../../../resources/report/reportcheckwarn/schema';
import { WARN_CLEARED, WARN_TYPE_CHOICES } from '../../../resources/report/reportcheckwarn/schema';
import type { ActionHook } from '../../crud/hooks';
import { batchAction, selection } from '../../crud/batch-actions';
import type { Repository } from '../../crud/repository';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { businessError } from '../../http/errors';
import { withParams } from '../../http/request';
import { envelope, params, S, paramsRoute } from '../../http/route-schema';
import { openCaseIn } from './case-filing';
import { findingLifeOf } from './warn-hooks';

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * `case-save` is declared (caseState 未转案件 → 已转案件, so a second one is refused); its effect writes
 * the case in the same transaction and links both ways. A cleared warning opens no case.
 */
export function caseFromWarning(app: FastifyInstance): ActionHook<typeof reportcheckwarn> {
  const warns = app.repo('reportcheckwarn');
  const cases = app.repo('reportcheckcase');
  const subjects = app.repo('subject');
  const checkpoints = app.repo('checkpoint');
  return async ({ scope, ctx, rows, params: given }) => {
    for (const warn of rows) {
      if (Number(warn.handleStatus) === WARN_CLEARED) throw businessError('该预警已补报消除,无需转为案件');
      const names = await scope.trx
        .selectFrom(`${subjects.def.table} as s`)
        .leftJoin(`${checkpoints.def.table} as c`, (j) =>
          j.on('c.id', '=', String(warn.checkpointId)).on('c.tenantId', '=', ctx.tenantId),
        )
        .select(['s.subjectName', 'c.checkpointName', 's.deptId', 's.createDept'])
        .where('s.id', '=', String(warn.subjectId))
        .where('s.tenantId', '=', ctx.tenantId)
        .executeTakeFirst();
      const kind = WARN_TYPE_CHOICES.find((c) => c.id === String(warn.type))?.name ?? '';
      const name =
        String(given.caseName ?? '').trim() ||
        `${names?.subjectName ?? ''} ${names?.checkpointName ?? ''} ${warn.periodStart}${kind}`.trim();
      const dept = String(names?.deptId ?? names?.createDept ?? '') || ctx.deptId;
      const created = await openCaseIn(scope, { ...ctx, deptId: dept }, cases, {
        caseName: name.slice(0, 100),
        subjectId: String(warn.subjectId),
        checkpointId: warn.checkpointId ? String(warn.checkpointId) : null,
        caseSource: CASE_FROM_WARN,
        warnId: String(warn.id),
        caseReason: textOrNull(given.caseReason),
        description: textOrNull(given.description),
        deptId: warn.deptId ?? null,
        regionCode: warn.regionCode ?? null,
      });
      await scope.trx
        .updateTable(warns.def.table)
        .set({ caseId: String(created.id) })
        .where('id', '=', String(warn.id))
        .execute();
    }
  };
}

/**
 * `POST batch-complete` (ids, superviseOpinion): supervise-complete of the selected warnings through the
 * declared action (its from-state check and history), all or nothing (`batchAction`): when any cannot
 * be completed nothing changes and the failure names them by subject and period
 * (`有1条不能办结: 金星KTV 消防通道 2026-11-02: 当前状态为待处理`); otherwise all are completed,
 * answered `{completed, completedCount}` with `已办结2条`.
 */
export function batchCompleteRoute(app: FastifyInstance, warns: Repository<typeof reportcheckwarn>) {
  const life = findingLifeOf(warns);
  const complete = life.actions.find((a) => a.name === 'supervise-complete');
  if (!complete) throw new Error('reportcheckwarn: no supervise-complete action');
  const subjects = app.repo('subject');
  const checkpoints = app.repo('checkpoint');
  /** A warning as people know it: its subject, its checkpoint and its period (金星KTV 消防通道 2026-11-02). */
  const captionOf = async (ctx: RequestContext, warn: Record<string, unknown>) => {
    const subject = await subjects.findRow(ctx, String(warn.subjectId));
    const checkpoint = await checkpoints.findRow(ctx, String(warn.checkpointId));
    return [subject?.subjectName, checkpoint?.checkpointName, warn.periodStart].filter(Boolean).join(' ');
  };

  app.post(
    `${warns.def.base}/batch-complete`,
    paramsRoute(
      'reportcheckwarn_batchComplete',
      params({ ids: S.any, id: S.any, superviseOpinion: S.any }),
      envelope(S.record),
    ),
    withParams(async (ctx, input) => {
      const ids = selection(input);
      const opinion =
        input.superviseOpinion === undefined || input.superviseOpinion === null
          ? null
          : String(input.superviseOpinion).slice(0, 1000);
      const completed = await batchAction(
        app.db,
        warns,
        life,
        complete,
        ctx,
        ids,
        { superviseOpinion: opinion },
        { verb: '办结', caption: (warn) => captionOf(ctx, warn) },
      );
      return ok({ completed, completedCount: completed.length }, `已办结${completed.length}条`);
    }),
  );
}
