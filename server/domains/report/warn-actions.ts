import type { FastifyInstance } from 'fastify';
import { FINDING_COMPLETE, FINDING_FOUND } from '../../../resources/findings';
import { CASE_FROM_WARN } from '../../../resources/report/reportcheckcase/schema';
import { WARN_CLEARED, WARN_TYPE_CHOICES } from '../../../resources/report/reportcheckwarn/schema';
import { registerActionHook } from '../../crud/action-hooks';
import { batchAction, selection } from '../../crud/batch-actions';
import { ok } from '../../http/envelope';
import { businessError } from '../../http/errors';
import { ctxOf, paramsOf } from '../../http/request';
import { openCaseIn } from './case-filing';
import { findingLifeOf } from './warn-hooks';

type Row = Record<string, unknown>;

/** Why a selected warning is not completed by batch-complete, by its handling state. */
const SKIP_REASON: Record<number, string> = {
  [FINDING_FOUND]: '尚未处理,请先处理',
  [FINDING_COMPLETE]: '已办结',
  [WARN_CLEARED]: '已补报消除,无需办结',
};

/**
 * The warning's own actions beyond the finding life the engine serves (handle, supervise-complete):
 * - `case-save` is declared (caseState 未转案件 → 已转案件, so a second one is refused); its hook writes
 *   the case in the same transaction and links both ways. A cleared warning opens no case.
 * - `POST batch-complete` (ids, superviseOpinion): supervise-complete of the selected warnings that
 *   are handled, through the declared action (its from-state check and history); the answer names
 *   every warning left out and why (`skipped`), and its message counts both.
 */
export function registerWarnActions(app: FastifyInstance) {
  const warns = app.repo('reportcheckwarn');
  const cases = app.repo('reportcheckcase');
  const life = findingLifeOf(warns);
  const complete = life.actions.find((a) => a.name === 'supervise-complete');
  if (!complete) throw new Error('reportcheckwarn: no supervise-complete action');

  const offCase = registerActionHook('reportcheckwarn', 'case-save', async ({ scope, ctx, rows, params }) => {
    for (const warn of rows) {
      if (Number(warn.handleStatus) === WARN_CLEARED) throw businessError('该预警已补报消除,无需转为案件');
      const names = (await scope.trx
        .selectFrom('biz_subject as s')
        .leftJoin('biz_checkpoint as c', (j) =>
          j.on('c.id', '=', String(warn.checkpointId)).on('c.tenant_id', '=', ctx.tenantId),
        )
        .select(['s.subject_name', 'c.checkpoint_name', 's.dept_id', 's.create_dept'])
        .where('s.id', '=', String(warn.subjectId))
        .where('s.tenant_id', '=', ctx.tenantId)
        .executeTakeFirst()) as Row | undefined;
      const kind = WARN_TYPE_CHOICES.find((c) => c.id === String(warn.type))?.name ?? '';
      const name =
        String(params.caseName ?? '').trim() ||
        `${names?.subjectName ?? ''} ${names?.checkpointName ?? ''} ${warn.periodStart}${kind}`.trim();
      const dept = String(names?.deptId ?? names?.createDept ?? '') || ctx.deptId;
      const created = await openCaseIn(scope, { ...ctx, deptId: dept }, cases, {
        case_name: name.slice(0, 100),
        subject_id: String(warn.subjectId),
        checkpoint_id: warn.checkpointId ? String(warn.checkpointId) : null,
        case_source: CASE_FROM_WARN,
        warn_id: String(warn.id),
        case_reason: params.caseReason,
        description: params.description ?? null,
        dept_id: warn.deptId ?? null,
        region_code: warn.regionCode ?? null,
      });
      await scope.trx
        .updateTable(warns.def.table)
        .set({ case_id: String(created.id) })
        .where('id', '=', String(warn.id))
        .execute();
    }
  });
  app.addHook('onClose', async () => offCase());

  app.post(
    `${warns.def.base}/batch-complete`,
    { config: { access: { perm: 'reportcheckwarn_batchComplete' } } },
    async (req) => {
      const ctx = ctxOf(req);
      const input = paramsOf(req);
      const ids = selection(input);
      const opinion =
        input.superviseOpinion === undefined || input.superviseOpinion === null
          ? null
          : String(input.superviseOpinion).slice(0, 1000);
      const { done: completed, skipped } = await batchAction(
        app.db,
        warns,
        life,
        complete,
        ctx,
        ids,
        { superviseOpinion: opinion },
        SKIP_REASON,
      );
      const msg = skipped.length
        ? `已办结${completed.length}条,跳过${skipped.length}条`
        : `已办结${completed.length}条`;
      return ok({ completed, skipped, completedCount: completed.length, skippedCount: skipped.length }, msg);
    },
  );
}
