import { addDays, timeOf } from '../../dates';
import type { Rng } from '../../random';
import { FINDING_COMPLETE, FINDING_FOUND, FINDING_HANDLED } from '../../../../resources/findings';
import { changeState, type DemoRecord } from './state-change';
import { inspectionStaff } from './inspection-staff';
import type { DemoContext } from '../../types';

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

/** A step of a demo finding's course: how many days after the previous one it comes, how likely, what it says. */
export interface FindingStep {
  days: readonly [min: number, max: number];
  chance: number;
  texts: readonly string[];
}

/**
 * How a demo finding is handled (by `handler`, else the tenant's admin) and then completed by supervision
 * (by the admin, so only what someone else handled).
 */
export interface FindingCourse {
  handle: FindingStep & { handler?: string | null };
  close: FindingStep;
}

/** The day a step comes after `day`, when that day is already past and the step's chance holds. */
function stepDay(record: DemoRecord, rng: Rng, day: string, step: FindingStep): string | null {
  const next = addDays(day, rng.int(...step.days));
  return next < record.ctx.today && rng.chance(step.chance) ? next : null;
}

/**
 * A handled finding (handled on `handleDay`) completed by supervision (`supervise-complete`) some days
 * later, when that day is past and the step's chance holds, with one of the step's opinions.
 */
export function completeLater(record: DemoRecord, rng: Rng, handleDay: string, step: FindingStep): void {
  const closeDay = stepDay(record, rng, handleDay, step);
  // The tenant's admin supervises: what they handled themselves stays handled (nobody closes their own).
  if (!closeDay || String(record.row.handleUser ?? '') === String(record.ctx.adminUserId ?? '')) return;
  const superviseTime = timeOf(closeDay, rng);
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
 * The course of a demo finding open since `day`, as the declared actions leave it: handled some days
 * later (`handle`), then some days after that completed (`supervise-complete`), each only once its day
 * is past and as likely as the course says.
 */
export function handleThenComplete(record: DemoRecord, rng: Rng, day: string, course: FindingCourse): void {
  const handleDay = stepDay(record, rng, day, course.handle);
  if (!handleDay) return;
  const handleTime = timeOf(handleDay, rng);
  const handleResult = rng.pick(course.handle.texts);
  const handler = course.handle.handler ?? record.ctx.adminUserId;
  changeState(record, {
    action: 'handle',
    from: FINDING_FOUND,
    to: FINDING_HANDLED,
    time: handleTime,
    by: handler,
    comment: handleResult,
    set: { handleStatus: FINDING_HANDLED, handleResult, handleUser: handler, handleTime },
  });
  completeLater(record, rng, handleDay, course.close);
}

/** The staff who handle demo findings: the tenant's inspectors and enforcers (none: the admin handles). */
export async function findingHandlers(ctx: DemoContext): Promise<string[]> {
  return (await inspectionStaff(ctx)).map((u) => String(u.id));
}

/** One of the handlers for a row, fixed by its id (the row's random course is left as it was). */
export const handlerFor = (handlers: readonly string[], id: unknown): string | null =>
  handlers.length ? handlers[Number(BigInt(String(id)) % BigInt(handlers.length))] : null;
