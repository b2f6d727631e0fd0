import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { ChangeFeed } from '../db/versions';

/** Which live sessions to end. At least one of tenantIds / userIds narrows it; an empty list matches nothing. */
export interface SessionMatch {
  tenantIds?: string[];
  userIds?: string[];
  /** The caller's own session, kept (a password change need not sign out the one who made it). */
  except?: string;
}

/**
 * Ends the matching sessions inside the caller's transaction, so the change that makes them stale and
 * their end commit together; other instances hear of each at commit (NOTIFY) or by polling. Answers the
 * ids: pass them to `revokedHere` after the commit so this instance refuses them at once.
 */
export async function revokeSessionsIn(trx: Db, feed: ChangeFeed, m: SessionMatch): Promise<string[]> {
  if ((!m.tenantIds && !m.userIds) || m.tenantIds?.length === 0 || m.userIds?.length === 0) return [];
  let q = trx
    .updateTable('blade_auth_session')
    .set({ revokedAt: sql<string>`now()` })
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`);
  if (m.tenantIds) q = q.where('tenantId', 'in', m.tenantIds);
  if (m.userIds) q = q.where('userId', 'in', m.userIds);
  if (m.except) q = q.where('id', '<>', m.except);
  const rows = await q.returning('id').execute();
  const ids = rows.map((r) => String(r.id));
  await feed.announceRevoked(trx, ids);
  return ids;
}

export function revokedHere(feed: ChangeFeed, sessionIds: string[]) {
  for (const id of sessionIds) feed.markRevoked(id);
}

/** The same in a transaction of its own, for a change already committed by a generic route. */
export async function revokeSessions(db: Db, feed: ChangeFeed, m: SessionMatch): Promise<void> {
  const ids = await db.transaction().execute((trx) => revokeSessionsIn(trx, feed, m));
  revokedHere(feed, ids);
}
