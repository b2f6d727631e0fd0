import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { LifeCycle } from '../../../resources/types';
import { step } from '../../../resources/presets/lifecycle';
import { FINDING_FOUND, FINDING_STATUS } from '../../../resources/findings';
import { FREQUENCIES, periodOf } from '../../../resources/report-periods';
import type reportcheck from '../../../resources/report/reportcheck/schema';
import type reportcheckwarn from '../../../resources/report/reportcheckwarn/schema';
import { CASE_NONE, WARN_ABNORMAL, WARN_CLEARED, WARN_MISSING } from '../../../resources/report/reportcheckwarn/schema';
import { rowExists, type Repository } from '../../crud/repository';
import type { WriteHook, WriteHookArgs } from '../../crud/hooks';
import type { WireRowOf } from '../../crud/wire-row';
import type { InsertOf } from '../../db/database';
import { serverTransition } from './server-transition';

type Warnings = Repository<typeof reportcheckwarn>;
/** The obligation a warning is about: a subject's checkpoint for one period. */
interface WarnKey {
  subjectId: string;
  checkpointId: string;
  periodStart: string;
}

/** The history name of the server's clearing of a warning (no route: a report's save does it). */
export const CLEAR_ACTION = step('clear', '补报消除', 'Cleared by a report', FINDING_FOUND, WARN_CLEARED);

export const findingLifeOf = (warns: Warnings): LifeCycle => {
  const lc = warns.def.lifecycles?.find((l) => l.field === FINDING_STATUS);
  if (!lc) throw new Error('reportcheckwarn: no finding life');
  return lc;
};

/**
 * A saved self-check report and its warnings, in the report's transaction (after the report's own
 * rule normalized the period, reportcheck.ts):
 * - an abnormal report raises its 上报异常 warning (once per subject, checkpoint and period);
 * - a report for a period whose missing warning is open clears it (a late report), and a report
 *   corrected to normal clears its open abnormal warning: kept, 已消除, with the report, the time and
 *   a history row.
 */
export function reportWarnHook(app: FastifyInstance): WriteHook<typeof reportcheck> {
  const warns = app.repo('reportcheckwarn');
  const subjects = app.repo('subject');
  const checkpoints = app.repo('checkpoint');

  async function raiseAbnormal(
    { scope, ctx }: Pick<WriteHookArgs<typeof reportcheck>, 'scope' | 'ctx'>,
    report: WireRowOf<typeof reportcheck>,
    key: WarnKey,
  ) {
    const existing = await rowExists(warns, scope.trx, { ...ctx, isAdministrator: true }, (eb) => [
      eb('subjectId', '=', key.subjectId),
      eb('checkpointId', '=', key.checkpointId),
      eb('periodStart', '=', key.periodStart),
      eb('type', '=', WARN_ABNORMAL),
    ]);
    if (existing) return;
    const facts = await scope.trx
      .selectFrom(`${subjects.def.table} as s`)
      .innerJoin(`${checkpoints.def.table} as c`, (j) =>
        j.on('c.id', '=', key.checkpointId).on('c.tenantId', '=', ctx.tenantId),
      )
      .select(['s.deptId', 's.regionCode', 's.createDept', 'c.marketType', 'c.bizType', 'c.reportFrequency'])
      .where('s.id', '=', key.subjectId)
      .where('s.tenantId', '=', ctx.tenantId)
      .executeTakeFirst();
    if (!facts) return;
    // The warning belongs where the subject does: its dept (the data scope reads create_dept) and region.
    const dept = String(facts.deptId ?? facts.createDept ?? '') || ctx.deptId;
    const frequency = Number(report.reportFrequency ?? facts.reportFrequency);
    const periodEnd = report.periodEnd
      ? String(report.periodEnd).slice(0, 10)
      : FREQUENCIES.includes(frequency)
        ? periodOf(frequency, key.periodStart).end
        : key.periodStart;
    const values: InsertOf<'reportcheckwarn'> = {
      subjectId: key.subjectId,
      checkpointId: key.checkpointId,
      marketType: facts.marketType ?? null,
      bizType: facts.bizType ?? null,
      reportFrequency: Number.isInteger(frequency) ? frequency : null,
      periodStart: key.periodStart,
      periodEnd,
      type: WARN_ABNORMAL,
      isAb: 1,
      warnTime: sql<string>`now()`,
      reportcheckId: String(report.id),
      caseState: CASE_NONE,
      handleStatus: FINDING_FOUND,
      deptId: facts.deptId ?? null,
      regionCode: facts.regionCode ?? null,
    };
    await warns.insertIn(scope, { ...ctx, deptId: dept }, values);
  }

  return async ({ scope, ctx, op, row, before }) => {
    const key: WarnKey = {
      subjectId: String(row.subjectId),
      checkpointId: String(row.checkpointId),
      periodStart: String(row.periodStart).slice(0, 10),
    };
    if (!row.subjectId || !row.checkpointId || !row.periodStart) return;
    const life = findingLifeOf(warns);
    const clear = (type: number) =>
      serverTransition(
        scope,
        ctx,
        warns,
        life,
        CLEAR_ACTION,
        { ...key, type },
        { reportcheckId: String(row.id), clearTime: sql<string>`now()` },
      );
    await clear(WARN_MISSING);
    if (Number(row.isAb) === 1) await raiseAbnormal({ scope, ctx }, row, key);
    else if (op === 'update' && Number(before?.isAb) === 1) await clear(WARN_ABNORMAL);
  };
}
