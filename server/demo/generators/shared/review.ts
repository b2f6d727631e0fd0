import { addDays, dateOf } from '../../dates';
import type { Rng } from '../../random';
import type { DemoContext } from '../../types';
import { changeState, type DemoRecord } from './state-change';

/** A demo row's review: 0 pending, 1 passed, 2 refused with a cause; its time once reviewed. */
export interface DemoReview {
  state: number;
  time: string | null;
  cause: string | null;
}

/** How a kind of demo row is reviewed: 0 to `days` days after it was submitted, refused with one of `causes`. */
export interface ReviewCourse {
  days: number;
  causes: readonly string[];
}

/** The review in `state` of a demo row submitted at `since`, as `course` says, never after the run's moment. */
export function reviewOf(ctx: DemoContext, rng: Rng, since: string, state: number, course: ReviewCourse): DemoReview {
  const day = addDays(dateOf(since), rng.int(0, course.days));
  return {
    state,
    time: state === 0 ? null : ctx.timeOf(day < ctx.today ? day : ctx.today, rng),
    cause: state === 2 ? rng.pick(course.causes) : null,
  };
}

/** The chances that a kind of demo row's review is still pending, or refused; the rest are passed. */
export interface ReviewShares {
  pending: number;
  refused: number;
}

/** The review of a demo row submitted at `since`, its state drawn by the chances of `course`. */
export function drawnReview(
  ctx: DemoContext,
  rng: Rng,
  since: string,
  course: ReviewCourse & ReviewShares,
): DemoReview {
  const r = rng.float();
  const state = r < course.pending ? 0 : r < course.pending + course.refused ? 2 : 1;
  return reviewOf(ctx, rng, since, state, course);
}

/**
 * Sets a demo row's review columns (`reviewStatus`, `reviewUser`, `reviewTime`, `cause`) and, once it is
 * reviewed, leaves the history row of its review action: `pass`, or the resource's refusal (`refuse`).
 * What is reviewed was submitted from the app (no back-office author): the admin reviews no work of
 * their own.
 */
export function applyReview(record: DemoRecord, review: DemoReview, refuse: string): void {
  Object.assign(record.row, {
    reviewStatus: review.state,
    reviewUser: null,
    reviewTime: null,
    cause: review.cause,
    createUser: null,
  });
  if (!review.state || !review.time) return;
  changeState(record, {
    action: review.state === 1 ? 'pass' : refuse,
    from: 0,
    to: review.state,
    time: review.time,
    comment: review.cause ?? undefined,
    set: { reviewUser: record.ctx.adminUserId, reviewTime: review.time },
  });
}
