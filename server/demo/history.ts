import type { Db } from '../db/connection';
import type { DemoHistoryEntry } from './registry';

/**
 * The life-cycle history of generated rows (a paused subject was paused by someone, at a time, for a
 * reason). Called inside the transaction that wrote the rows, with the entries of the rows actually
 * written.
 *
 * TODO(integrator): this branch has no history table yet (the declared life cycles of issue 8 §2 bring
 * it). Connect it here: one multi-row insert of `entries` into that table (resource, record id, action,
 * from and to state, user, dept, time, comment), so demo rows show their timeline like real ones.
 * Until then demo rows carry their state (pauseStatus, pauseReason, pauseUser, pauseTime) without history.
 */
export async function demoHistory(trx: Db, entries: DemoHistoryEntry[]): Promise<void> {
  void trx;
  void entries;
}
