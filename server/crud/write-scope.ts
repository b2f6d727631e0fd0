import type { Db } from '../db/connection';

/**
 * One write transaction of a repository, as domain code sees it: the transaction, and `touch` to say
 * that another table changed in it too. Every touched table's change counter is bumped in the same
 * transaction and published after commit, so cached pages of that table retire at once (a hook that
 * opens a finding makes the finding list fresh, not only the list of the row it saved).
 */
export interface WriteScope {
  trx: Db;
  /** Marks a change counter (`Repository.versionKeyFor(ctx)`) as changed by this transaction. */
  touch(versionKey: string): void;
}
