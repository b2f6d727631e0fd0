import { newId } from '../../core/ids';
import { rowPerItem } from './shared/batch';
import { addDays, dateOf } from '../dates';
import { periodOf, type Period } from '../../../resources/report-periods';
import { REMEDY_DAYS } from '../../domains/report/reportcheck';
import { madeFor } from './shared/made';
import { openFinding, courseOf, fateOf, findingHandlers, handleThenComplete, handlerFor } from './shared/findings';
import { demoNumber, wireTime, uncoveredRows } from './shared/wire';
import type { DemoContext, DemoGenerator, Row } from '../types';
import corpus from '../corpus/reportcheck.json';

/**
 * 自查上报 of the demo tenant and the findings their abnormal ones opened, as the server's save
 * (server/domains/report/reportcheck.ts) would have made them: subjects on the enabled self-reporting
 * list report their assigned checkpoints for the recent periods of each checkpoint's frequency, the
 * period named by its first and last day, late ones flagged, NFC checkpoints with the tag of the
 * assignment. About one period in eight is left unreported on purpose, so the warnings have something
 * to show; about one report in twelve is abnormal and opens a finding (some handled, some complete).
 * The demo has no uploaded files, so no report has photo or video rows (evidence needs real uploads).
 */

/** How many recent periods of each frequency a subject reports (daily, weekly, monthly, quarterly, yearly). */
const RECENT: Record<number, number> = { 1: 7, 2: 4, 3: 2, 4: 1, 5: 1 };
const MISSING = 0.12;
const LATE = 0.08;
const ABNORMAL = 0.08;

/** How a self-check finding is dealt with (corpus `course`): handled some days after it is found, completed some days after that. */
const COURSE = courseOf(corpus.course);

interface Slot {
  subject: Row;
  assignment: Row;
  checkpoint: Row;
  staff: unknown;
  period: Period;
}

async function slotsOf(ctx: DemoContext): Promise<Slot[]> {
  const subjects = new Map((await ctx.rowsOf('subject', ['deptId', 'regionCode'])).map((s) => [String(s.id), s]));
  const checkpoints = new Map(
    (await ctx.rowsOf('checkpoint', ['reportFrequency', 'needNfc', 'enabled'])).map((c) => [String(c.id), c]),
  );
  const listed = (
    await ctx.rowsOf('reportsubject', ['subjectId', 'startDate', 'endDate', 'enabled', 'staffName'])
  ).filter((r) => Number(r.enabled) === 1);
  const done = new Set(
    (await ctx.rowsOf('reportcheck', ['subjectId', 'checkpointId', 'periodStart'])).map(
      (r) => `${r.subjectId}:${r.checkpointId}:${String(r.periodStart).slice(0, 10)}`,
    ),
  );
  const bySubject = new Map<string, Row[]>();
  for (const a of await ctx.rowsOf('subjectcheckpoint', ['subjectId', 'checkpointId', 'nfcCode']))
    bySubject.set(String(a.subjectId), [...(bySubject.get(String(a.subjectId)) ?? []), a]);
  const slots: Slot[] = [];
  for (const entry of listed) {
    const subject = subjects.get(String(entry.subjectId));
    if (!subject) continue;
    const start = String(entry.startDate).slice(0, 10);
    const end = entry.endDate ? String(entry.endDate).slice(0, 10) : ctx.today;
    for (const assignment of bySubject.get(String(subject.id)) ?? []) {
      const checkpoint = checkpoints.get(String(assignment.checkpointId));
      const frequency = Number(checkpoint?.reportFrequency);
      if (!checkpoint || Number(checkpoint.enabled) !== 1 || !RECENT[frequency]) continue;
      // The current period and those before it, newest first, while the subject was on the list.
      let period = periodOf(frequency, ctx.today);
      for (
        let n = 0;
        n < RECENT[frequency] && period.end >= start;
        n++, period = periodOf(frequency, addDays(period.start, -1))
      ) {
        if (period.start > end || done.has(`${subject.id}:${checkpoint.id}:${period.start}`)) continue;
        slots.push({ subject, assignment, checkpoint, staff: entry.staffName, period });
      }
    }
  }
  return slots;
}

export const reportCheckGenerator: DemoGenerator = {
  resource: 'reportcheck',
  after: ['reportsubject', 'subjectcheckpoint'],
  // An upper bound: a third of the subjects report, four checkpoints each, a few periods per checkpoint.
  count: (scale) => scale * 6,
  prepare: async (ctx: DemoContext) => {
    const slots = await slotsOf(ctx);
    // Batches come in order; the slots not reported yet are taken one by one (some skipped on purpose).
    return rowPerItem(ctx, 0x2ec4, slots, ({ subject, assignment, checkpoint, staff, period }, { rng, i }) => {
      if (rng.chance(MISSING)) return null;
      const lastDay = period.end < ctx.today ? period.end : ctx.today;
      const late = period.end < ctx.today && rng.chance(LATE);
      const onTime = addDays(
        period.start,
        rng.int(0, Math.max(0, Math.round((Date.parse(lastDay) - Date.parse(period.start)) / 86_400_000))),
      );
      const day = late ? [addDays(period.end, rng.int(1, 3)), ctx.today].sort()[0] : onTime;
      const reportTime = ctx.timeOf(day, rng);
      const abnormal = rng.chance(ABNORMAL);
      const nfc = Number(checkpoint.needNfc) === 1 && assignment.nfcCode;
      return {
        id: newId(),
        reportNo: demoNumber('ZC', day, i),
        subjectId: String(subject.id),
        checkpointId: String(checkpoint.id),
        periodStart: period.start,
        periodEnd: period.end,
        reportFrequency: Number(checkpoint.reportFrequency),
        isAb: abnormal ? 1 : 0,
        remark: abnormal ? rng.pick(corpus.abnormalRemarks) : null,
        nfcCode: nfc ? assignment.nfcCode : null,
        nfcTime: nfc ? reportTime : null,
        reporterName: staff ?? null,
        reportTime,
        isLate: day > period.end ? 1 : 0,
        ...madeFor(ctx, reportTime, subject),
      };
    });
  },
};

/** One finding per abnormal report (the save's rule), found when it was reported, a week to remedy. */
export const reportCheckAbnormalGenerator: DemoGenerator = {
  resource: 'reportcheckabnormal',
  // Handled by the demo's staff (the enforcer accounts), then completed by the admin.
  after: ['reportcheck', 'user'],
  count: (scale) => scale,
  prepare: async (ctx: DemoContext) => {
    const abnormal = (await uncoveredRows(ctx, 'reportcheck', 'reportcheckabnormal', 'reportcheckId')).filter(
      (r) => Number(r.isAb) === 1,
    );
    const handlers = await findingHandlers(ctx);
    return rowPerItem(ctx, 0x2ec5, abnormal, (report, { rng, history, i }) => {
      const found = wireTime(report.reportTime);
      const row = openFinding(ctx, found, addDays(dateOf(found), REMEDY_DAYS), report, {
        subjectId: report.subjectId,
        reportcheckId: report.id,
        checkpointId: report.checkpointId,
        periodStart: String(report.periodStart).slice(0, 10),
        periodEnd: String(report.periodEnd).slice(0, 10),
        description: report.remark ?? '自查上报异常',
      });
      const record = { ctx, resource: 'reportcheckabnormal', row, history };
      handleThenComplete(record, rng, found, COURSE, fateOf(i), handlerFor(handlers, row.id));
      return row;
    });
  },
};
