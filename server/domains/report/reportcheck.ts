import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { tenantWide, type RequestContext } from '../../http/access';
import type { WriteHook } from '../../crud/hooks';
import type { WireRowOf } from '../../crud/wire-row';
import type { WriteScope } from '../../crud/write-scope';
import { todayIn } from '../../crud/no-past';
import type { InsertOf, UpdateOf } from '../../db/database';
import { businessError, notFound } from '../../http/errors';
import { addDays, periodOf, type Period } from '../../../resources/report-periods';
import { FINDING_FOUND } from '../../../resources/findings';
import type reportcheck from '../../../resources/report/reportcheck/schema';
import type reportcheckabnormal from '../../../resources/report/reportcheckabnormal/schema';
import { reportNumber } from './report-number';
import { subjectOfWrite } from '../subject/subject-of-write';
import { rowExists } from '../../crud/repository';

type Report = WireRowOf<typeof reportcheck>;
/** What the rules read of a report's subject. */
interface SubjectFacts {
  deptId: string | null;
  regionCode: string | null;
  createDept: string | null;
}

/** Days a venue has to remedy what its own report found abnormal (the finding's deadline). */
export const REMEDY_DAYS = 7;

export const NOT_ASSIGNED = '该检查点未分配给该经营主体,不能上报';
export const DUPLICATE = '该检查点本周期已上报';
export const NFC_MISSING = '该检查点需在现场扫描NFC标签后上报';
export const NFC_UNBOUND = '该主体的检查点尚未绑定NFC标签,无法核验扫描';
export const NFC_MISMATCH = 'NFC标签与该检查点不符,请在检查点现场扫描';
export const NOT_STARTED = '上报周期尚未开始,不能提前上报';

const tag = (v: unknown): string =>
  String(v ?? '')
    .trim()
    .toUpperCase();
const blank = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

/**
 * 自查上报 saves (docs/domain.md flow 1). Whatever route writes a report, the save's transaction:
 * - refuses a checkpoint not assigned to the subject, and, when the checkpoint needs NFC, a report
 *   without a scan or with a tag other than the one bound to that checkpoint at that venue;
 * - names the period by its first and last day from the checkpoint's frequency (the client may send
 *   any day in it) and refuses a second report of the subject, checkpoint and period (checked here for
 *   the message, kept by the unique index against concurrent saves);
 * - keeps the report time (the first save's), whether it came after its period closed, a readable
 *   number, and the subject's dept and region when not given;
 * - opens the report's finding (`reportcheckabnormal`) when it is abnormal, once per report while one
 *   is open.
 * The row is rewritten with a direct update (an `updateIn` would run the hooks again) and answered,
 * so the hooks after this one (the warnings', warn-hooks.ts) see the normalized row. `onFinding` keeps
 * a finding (`reportcheckabnormal`) naming what its report names.
 */
export function reportCheckRules(app: FastifyInstance) {
  const reports = app.repo('reportcheck');
  const checkpoints = app.repo('checkpoint');
  const assignments = app.repo('subjectcheckpoint');
  const findings = app.repo('reportcheckabnormal');

  /** The period of the report's day by the checkpoint's frequency; a frequency outside the dictionary is the checkpoint's fault. */
  function periodFor(checkpoint: { reportFrequency: number | null }, day: unknown): Period {
    try {
      return periodOf(Number(checkpoint.reportFrequency), String(day ?? ''));
    } catch {
      throw businessError('检查点的上报频次未设置或不正确,请先维护检查点');
    }
  }

  async function openFinding(
    scope: WriteScope,
    ctx: RequestContext,
    report: Report,
    checkpoint: { checkpointName: string | null },
    subject: SubjectFacts,
  ): Promise<void> {
    const open = await rowExists(findings, scope.trx, { ...ctx, isAdministrator: true }, (eb) => [
      eb('reportcheckId', '=', String(report.id)),
      eb('handleStatus', '=', FINDING_FOUND),
    ]);
    if (open) return;
    // The finding belongs where the subject does: its dept (the data scope reads create_dept) and region.
    const dept = String(subject.deptId ?? subject.createDept ?? '') || ctx.deptId;
    const values: InsertOf<'reportcheckabnormal'> = {
      subjectId: String(report.subjectId),
      reportcheckId: String(report.id),
      checkpointId: String(report.checkpointId),
      periodStart: report.periodStart,
      periodEnd: report.periodEnd,
      description: blank(report.remark)
        ? `自查上报异常:${String(checkpoint.checkpointName ?? '')}`
        : String(report.remark),
      foundTime: sql<string>`now()`,
      deadline: addDays(todayIn(), REMEDY_DAYS),
      handleStatus: FINDING_FOUND,
      deptId: report.deptId ?? subject.deptId ?? null,
      regionCode: report.regionCode ?? subject.regionCode ?? null,
    };
    await findings.insertIn(scope, { ...ctx, deptId: dept }, values);
  }

  const onReport: WriteHook<typeof reportcheck> = async ({ scope, ctx, op, row, before }) => {
    const { trx } = scope;
    const checkpoint = await trx
      .selectFrom(checkpoints.def.table)
      .selectAll()
      .where((eb) => eb.and([checkpoints.scope(eb, ctx), eb('id', '=', String(row.checkpointId))]))
      .executeTakeFirst();
    if (!checkpoint) throw notFound('检查点不存在');
    const subject = await subjectOfWrite(trx, ctx.tenantId, row.subjectId);

    // What the venue proves (assignment, scan) is checked when it is claimed: a new report, or a changed one.
    const claimed =
      op === 'insert' ||
      !before ||
      before.subjectId !== row.subjectId ||
      before.checkpointId !== row.checkpointId ||
      tag(before.nfcCode) !== tag(row.nfcCode);
    if (claimed) {
      const assignment = await trx
        .selectFrom(assignments.def.table)
        .select(['id', 'nfcCode'])
        .where((eb) =>
          eb.and([
            assignments.scope(eb, ctx),
            eb('subjectId', '=', String(row.subjectId)),
            eb('checkpointId', '=', String(row.checkpointId)),
          ]),
        )
        .executeTakeFirst();
      if (!assignment) throw businessError(NOT_ASSIGNED);
      if (Number(checkpoint.needNfc) === 1) {
        if (blank(row.nfcCode)) throw businessError(NFC_MISSING);
        if (blank(assignment.nfcCode)) throw businessError(NFC_UNBOUND);
        if (tag(row.nfcCode) !== tag(assignment.nfcCode)) throw businessError(NFC_MISMATCH);
      }
    }

    const today = todayIn();
    const period = periodFor(checkpoint, row.periodStart);
    if (period.start > today) throw businessError(NOT_STARTED);
    const twin = await rowExists(reports, trx, tenantWide(ctx), (eb) => [
      eb('id', '<>', String(row.id)),
      eb('subjectId', '=', String(row.subjectId)),
      eb('checkpointId', '=', String(row.checkpointId)),
      eb('periodStart', '=', period.start),
    ]);
    if (twin) throw businessError(DUPLICATE);

    // The report time is the first save's; an edit keeps it, so lateness stays what it was unless the period moves.
    const reportDay = blank(row.reportTime) ? today : String(row.reportTime).slice(0, 10);
    const values: UpdateOf<'reportcheck'> = {
      periodStart: period.start,
      periodEnd: period.end,
      reportFrequency: Number(checkpoint.reportFrequency),
      reportTime: blank(row.reportTime) ? sql<string>`now()` : row.reportTime,
      isLate: reportDay > period.end ? 1 : 0,
      reportNo: blank(row.reportNo) ? reportNumber(String(row.id)) : row.reportNo,
      deptId: blank(row.deptId) ? (subject.deptId ?? null) : row.deptId,
      regionCode: blank(row.regionCode) ? (subject.regionCode ?? null) : row.regionCode,
      // A scan without its time was made now.
      nfcTime: !blank(row.nfcCode) && blank(row.nfcTime) ? sql<string>`now()` : (row.nfcTime ?? null),
    };
    const saved = await reports.rewriteIn(scope, ctx, String(row.id), values);

    const turnedAbnormal = Number(saved.isAb) === 1 && (op === 'insert' || Number(before?.isAb) !== 1);
    if (turnedAbnormal) await openFinding(scope, ctx, saved, checkpoint, subject);
    return saved;
  };

  /**
   * A finding names what its report names: whatever a hand-made or edited finding says, its subject,
   * checkpoint and period are the report's (read within the tenant; the engine checked the reference
   * against the caller's scope), and its dept and region the report's when not given.
   */
  const onFinding: WriteHook<typeof reportcheckabnormal> = async ({ scope, ctx, row }) => {
    const report = await scope.trx
      .selectFrom(reports.def.table)
      .select(['subjectId', 'checkpointId', 'periodStart', 'periodEnd', 'deptId', 'regionCode'])
      .where((eb) =>
        eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb('id', '=', String(row.reportcheckId))]),
      )
      .executeTakeFirst();
    if (!report) throw notFound('自查上报不存在');
    const wire = reports.serialize(report);
    const values = {
      subjectId: wire.subjectId,
      checkpointId: wire.checkpointId,
      periodStart: wire.periodStart,
      periodEnd: wire.periodEnd,
      deptId: blank(row.deptId) ? (wire.deptId ?? null) : row.deptId,
      regionCode: blank(row.regionCode) ? (wire.regionCode ?? null) : row.regionCode,
    };
    if (Object.entries(values).every(([k, v]) => (row[k as keyof typeof values] ?? null) === (v ?? null))) return;
    return findings.rewriteIn(scope, ctx, String(row.id), values);
  };

  return { onReport, onFinding };
}
