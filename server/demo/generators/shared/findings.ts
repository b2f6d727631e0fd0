import { newId } from '../../../core/ids';
import { addDays } from '../../dates';
import { madeFor } from './made';
import type { Rng } from '../../random';
import { FINDING_COMPLETE, FINDING_FOUND, FINDING_HANDLED } from '../../../../resources/findings';
import { changeState, type DemoRecord } from './state-change';
import { inspectionStaff } from './inspection-staff';
import type { DemoContext, Row } from '../../types';

/** The handling columns of a finding just found: nobody has handled or supervised it yet. */
export const OPEN_FINDING = {
  handleStatus: FINDING_FOUND,
  handleResult: null,
  handleImages: null,
  handleUser: null,
  handleTime: null,
  superviseOpinion: null,
  superviseUser: null,
  superviseTime: null,
} as const;

/**
 * The row of a demo finding found at `found`, still 待处理 (OPEN_FINDING), with its own columns (its
 * subject, the record it comes from, what was found) and the day it must be remedied by; written at
 * `found` in the dept and region of `about`, the record it comes from, so it follows that record's scope.
 */
export const openFinding = (ctx: DemoContext, found: string, deadline: string | null, about: Row, own: Row): Row => ({
  id: newId(),
  ...own,
  foundTime: found,
  deadline,
  ...OPEN_FINDING,
  ...madeFor(ctx, found, about),
});

/**
 * One finding in this many of every kind is still open (alternately 待处理 and 已处理, waiting for
 * supervision); the rest are closed through their actions. So only a few percent of the subjects show
 * 异常未办结 on the one map, as in a district where most findings get dealt with.
 */
export const OPEN_FINDING_EVERY = 25;

/** What a demo finding is left as: still 待处理, handled and waiting for supervision, or closed. */
export type FindingFate = 'found' | 'handled' | 'closed';

/** The fate of the finding of row number `i` of its kind (see OPEN_FINDING_EVERY). */
export function fateOf(i: number): FindingFate {
  if (i % OPEN_FINDING_EVERY !== 0) return 'closed';
  return (i / OPEN_FINDING_EVERY) % 2 === 0 ? 'found' : 'handled';
}

/** A step of a demo finding's course: how many days after the previous one it comes, what it says. */
export interface FindingStep {
  days: readonly [min: number, max: number];
  texts: readonly string[];
}

/**
 * How a kind of demo finding is dealt with: handled, and then completed by supervision (by the admin,
 * so only what someone else handled).
 */
export interface FindingCourse {
  handle: FindingStep;
  close: FindingStep;
}

/** A finding course as a corpus file holds it (server/demo/corpus/<generator>.json `course`). */
export interface FindingCourseData {
  handle: { days: number[]; texts: string[] };
  close: { days: number[]; texts: string[] };
}

/** The course of a corpus file, its steps' day ranges checked: two whole numbers, the least first; some texts. */
export function courseOf(data: FindingCourseData): FindingCourse {
  const step = (name: string, { days, texts }: { days: number[]; texts: string[] }): FindingStep => {
    const [min, max] = days;
    if (days.length !== 2 || !Number.isInteger(min) || !Number.isInteger(max) || min > max || texts.length === 0)
      throw new Error(`demo finding course: ${name} needs days [min, max] and some texts`);
    return { days: [min, max], texts };
  };
  return { handle: step('handle', data.handle), close: step('close', data.close) };
}

/**
 * The time of a step some days after `since` (a time, or a day), never after the run's moment: a step
 * that would fall later comes on the run's day, and never before `since` (a finding found this morning
 * and dealt with at once).
 */
export function stepTime(record: DemoRecord, rng: Rng, since: string, days: FindingStep['days']): string {
  const { ctx } = record;
  const day = addDays(since.slice(0, 10), rng.int(...days));
  const time = ctx.timeOf(day < ctx.today ? day : ctx.today, rng);
  return time > since ? time : since;
}

/**
 * A handled finding (handled at `since`) completed by supervision (`supervise-complete`) some days
 * later, with one of the step's opinions.
 */
export function completeLater(record: DemoRecord, rng: Rng, since: string, step: FindingStep): void {
  // The tenant's admin supervises: what they handled themselves stays handled (nobody closes their own).
  if (String(record.row.handleUser ?? '') === String(record.ctx.adminUserId ?? '')) return;
  const superviseTime = stepTime(record, rng, since, step.days);
  const superviseOpinion = rng.pick(step.texts);
  changeState(record, {
    action: 'supervise-complete',
    from: FINDING_HANDLED,
    to: FINDING_COMPLETE,
    time: superviseTime,
    comment: superviseOpinion,
    set: {
      handleStatus: FINDING_COMPLETE,
      superviseOpinion,
      superviseUser: record.ctx.adminUserId,
      superviseTime,
    },
  });
}

/**
 * The course of a demo finding open since `since` (its time, or its day), as the declared actions leave
 * it: as `fate` says, left 待处理, or handled some days later (`handle`, by `handler`, else the tenant's
 * admin), or handled and then some days after that completed (`supervise-complete`), no step after the
 * run's moment.
 */
export function handleThenComplete(
  record: DemoRecord,
  rng: Rng,
  since: string,
  course: FindingCourse,
  fate: FindingFate,
  handler?: string | null,
): void {
  if (fate === 'found') return;
  const handleTime = stepTime(record, rng, since, course.handle.days);
  const handleResult = rng.pick(course.handle.texts);
  const by = handler ?? record.ctx.adminUserId;
  changeState(record, {
    action: 'handle',
    from: FINDING_FOUND,
    to: FINDING_HANDLED,
    time: handleTime,
    by,
    comment: handleResult,
    set: { handleStatus: FINDING_HANDLED, handleResult, handleUser: by, handleTime },
  });
  if (fate === 'closed') completeLater(record, rng, handleTime, course.close);
}

/** The staff who handle demo findings: the tenant's inspectors and enforcers (none: the admin handles). */
export async function findingHandlers(ctx: DemoContext): Promise<string[]> {
  return (await inspectionStaff(ctx)).map((u) => String(u.id));
}

/** One of the handlers for a row, fixed by its id (the row's random course is left as it was). */
export const handlerFor = (handlers: readonly string[], id: unknown): string | null =>
  handlers.length ? handlers[Number(BigInt(String(id)) % BigInt(handlers.length))] : null;
