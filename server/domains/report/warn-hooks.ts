import { sql } from 'kysely';
import type { ActionDef, LifeCycle } from '../../../resources/types';
import { FINDING_FOUND, FINDING_STATUS } from '../../../resources/findings';
import { FREQUENCIES, periodOf } from '../../../resources/report-periods';
import { CASE_NONE, WARN_ABNORMAL, WARN_CLEARED, WARN_MISSING } from '../../../resources/report/reportcheckwarn/schema';
import type { Repository } from '../../crud/repository';
import type { WriteHookArgs } from '../../crud/write-hooks';
import { serverTransition } from './server-transition';

type Row = Record<string, unknown>;

/** The history name of the server's clearing of a warning (no route: a report's save does it). */
export const CLEAR_ACTION: ActionDef = {
  name: 'clear',
  label: '补报消除',
  en: 'Cleared by a report',
  from: [FINDING_FOUND],
  to: WARN_CLEARED,
};

export const findingLifeOf = (warns: Repository): LifeCycle => {
  const lc = warns.def.lifecycles?.find((l) => l.field === FINDING_STATUS);
  if (!lc) throw new Error('reportcheckwarn: no finding life');
  return lc;
};

/**
 * A saved self-check report and its warnings, in the report's transaction (after the report module's
 * own hook normalized the period):
 * - an abnormal report raises its 上报异常 warning (once per subject, checkpoint and period);
 * - a report for a period whose missing warning is open clears it (a late report), and a report
 *   corrected to normal clears its open abnormal warning: kept, 已消除, with the report, the time and
 *   a history row.
 */
export function reportWarnHook(warns: () => Repository) {
  return async ({ scope, ctx, op, row, before }: WriteHookArgs): Promise<void> => {
    const repo = warns();
    const key = {
      subjectId: String(row.subjectId),
      checkpointId: String(row.checkpointId),
      periodStart: String(row.periodStart).slice(0, 10),
    };
    if (!row.subjectId || !row.checkpointId || !row.periodStart) return;
    const life = findingLifeOf(repo);
    const clear = (type: number) =>
      serverTransition(
        scope,
        ctx,
        repo,
        life,
        CLEAR_ACTION,
        { ...key, type },
        { reportcheckId: String(row.id), clearTime: sql<string>`now()` },
      );
    await clear(WARN_MISSING);
    if (Number(row.isAb) === 1) await raiseAbnormal(scope, ctx, repo, row, key);
    else if (op === 'update' && Number(before?.isAb) === 1) await clear(WARN_ABNORMAL);
  };
}

async function raiseAbnormal(
  scope: WriteHookArgs['scope'],
  ctx: WriteHookArgs['ctx'],
  repo: Repository,
  report: Row,
  key: { subjectId: string; checkpointId: string; periodStart: string },
) {
  const existing = await scope.trx
    .selectFrom(repo.def.table)
    .select('id')
    .where((eb) =>
      eb.and([
        repo.scope(eb, { ...ctx, isAdministrator: true }),
        eb(eb.ref('subject_id'), '=', key.subjectId),
        eb(eb.ref('checkpoint_id'), '=', key.checkpointId),
        eb(eb.ref('period_start'), '=', key.periodStart),
        eb(eb.ref('type'), '=', WARN_ABNORMAL),
      ]),
    )
    .executeTakeFirst();
  if (existing) return;
  const facts = (await scope.trx
    .selectFrom('biz_subject as s')
    .innerJoin('biz_checkpoint as c', (j) => j.on('c.id', '=', key.checkpointId).on('c.tenant_id', '=', ctx.tenantId))
    .select(['s.dept_id', 's.region_code', 's.create_dept', 'c.market_type', 'c.biz_type', 'c.report_frequency'])
    .where('s.id', '=', key.subjectId)
    .where('s.tenant_id', '=', ctx.tenantId)
    .executeTakeFirst()) as Row | undefined;
  if (!facts) return;
  // The warning belongs where the subject does: its dept (the data scope reads create_dept) and region.
  const dept = String(facts.deptId ?? facts.createDept ?? '') || ctx.deptId;
  const frequency = Number(report.reportFrequency ?? facts.reportFrequency);
  const periodEnd = report.periodEnd
    ? String(report.periodEnd).slice(0, 10)
    : FREQUENCIES.includes(frequency)
      ? periodOf(frequency, key.periodStart).end
      : key.periodStart;
  await repo.insertIn(
    scope,
    { ...ctx, deptId: dept },
    {
      subject_id: key.subjectId,
      checkpoint_id: key.checkpointId,
      market_type: facts.marketType ?? null,
      biz_type: facts.bizType ?? null,
      report_frequency: Number.isInteger(frequency) ? frequency : null,
      period_start: key.periodStart,
      period_end: periodEnd,
      type: WARN_ABNORMAL,
      is_ab: 1,
      warn_time: sql<string>`now()`,
      reportcheck_id: String(report.id),
      case_state: CASE_NONE,
      handle_status: FINDING_FOUND,
      dept_id: facts.deptId ?? null,
      region_code: facts.regionCode ?? null,
    },
  );
}
