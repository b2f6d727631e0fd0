import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { ChangeFeed } from '../db/versions';
import { newId } from '../core/ids';
import { deleteExpired } from './expired-rows';

export interface LiveSession {
  id: string;
  tenantId: string;
  /** null for a third-party login that is not bound to a user yet. */
  userId: string | null;
  clientId: string;
}

export type RefreshOutcome =
  { kind: 'ok'; sessionId: string } | { kind: 'reused'; sessionId: string } | { kind: 'invalid' };

const seconds = (n: number) => sql<string>`now() + make_interval(secs => ${n})`;

/**
 * Login sessions (blade_auth_session) and their single-use refresh tokens (blade_refresh_token).
 * Every token pair names its session; revoking the session ends both tokens on every instance
 * (the change feed spreads revocations).
 */
export class SessionStore {
  private opensSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  /** A new session with its first refresh token id. */
  async open(
    s: { tenantId: string; userId: string | null; clientId: string },
    refreshTtl: number,
  ): Promise<{ sessionId: string; jti: string }> {
    const sessionId = newId();
    const jti = crypto.randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('blade_auth_session')
        .values({
          id: sessionId,
          tenantId: s.tenantId,
          userId: s.userId,
          clientId: s.clientId,
          expiresAt: seconds(refreshTtl),
        })
        .execute();
      await trx
        .insertInto('blade_refresh_token')
        .values({ jti, sessionId, expiresAt: seconds(refreshTtl) })
        .execute();
    });
    if (++this.opensSincePrune >= 200) {
      this.opensSincePrune = 0;
      await this.prune();
    }
    return { sessionId, jti };
  }

  /** Expired rows can no longer be used (nor reused), so they go; now and then, not on every login. */
  private async prune() {
    await deleteExpired(this.db, 'blade_refresh_token');
    // A session row outlives its expiry by a day.
    await deleteExpired(this.db, 'blade_auth_session', sql<string>`now() - interval '1 day'`);
  }

  /**
   * Spends a refresh token. Only the first use succeeds (the UPDATE is the race's referee); a token
   * used before means it was copied, so the caller revokes the whole session.
   */
  async spendRefresh(jti: string, sessionId: string): Promise<RefreshOutcome> {
    const spent = await this.db
      .updateTable('blade_refresh_token')
      .set({ usedAt: sql<string>`now()` })
      .where('jti', '=', jti)
      .where('sessionId', '=', sessionId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', sql<string>`now()`)
      .returning('sessionId')
      .executeTakeFirst();
    if (spent) return { kind: 'ok', sessionId: String(spent.sessionId) };
    const used = await this.db
      .selectFrom('blade_refresh_token')
      .select('sessionId')
      .where('jti', '=', jti)
      .where('sessionId', '=', sessionId)
      .where('usedAt', 'is not', null)
      .executeTakeFirst();
    return used ? { kind: 'reused', sessionId: String(used.sessionId) } : { kind: 'invalid' };
  }

  /** The session if it is neither revoked nor expired. */
  async live(sessionId: string): Promise<LiveSession | null> {
    const row = await this.db
      .selectFrom('blade_auth_session')
      .select(['id', 'tenantId', 'userId', 'clientId'])
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', sql<string>`now()`)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: String(row.id),
      tenantId: String(row.tenantId),
      userId: row.userId == null ? null : String(row.userId),
      clientId: String(row.clientId),
    };
  }

  /** The next refresh token of a session; the session lives as long as its newest refresh token. */
  async rotate(sessionId: string, refreshTtl: number): Promise<string> {
    const jti = crypto.randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('blade_auth_session')
        .set({ expiresAt: seconds(refreshTtl) })
        .where('id', '=', sessionId)
        .execute();
      await trx
        .insertInto('blade_refresh_token')
        .values({ jti, sessionId, expiresAt: seconds(refreshTtl) })
        .execute();
    });
    return jti;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('blade_auth_session')
        .set({ revokedAt: sql<string>`now()` })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
      await this.feed.announceRevoked(trx, sessionId);
    });
    this.feed.markRevoked(sessionId);
  }
}
