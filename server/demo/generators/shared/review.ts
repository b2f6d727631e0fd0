import { changeState, type DemoRecord } from './state-change';

/** A demo row's review: 0 pending, 1 passed, 2 refused with a cause; its time once reviewed. */
export interface DemoReview {
  state: number;
  time: string | null;
  cause: string | null;
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
