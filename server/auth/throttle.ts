import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { tenantParam } from '../db/tenant-params';

export const DEFAULT_FAIL_COUNT = 5;
/** The account-wide cap across all addresses, as a multiple of the per-address limit. */
export const ACCOUNT_CAP_FACTOR = 10;

interface Who {
  tenantId: string;
  account: string;
  ip: string;
}

/**
 * Login throttling on failed passwords (table blade_login_failure).
 *
 * Two counters per login attempt:
 * - (tenant, account, address): `failCount` failures within the window lock that key for the lock time.
 *   Keying on the address means an attacker elsewhere cannot lock the real user out.
 * - (tenant, account) over all addresses: a much larger cap (ACCOUNT_CAP_FACTOR x failCount) against
 *   guessing spread over many addresses. It only slows: it locks for the window, then counting restarts.
 *
 * A locked key is refused without checking the password and without counting, so a lock always ends.
 * Keys are digests: neither account names nor addresses are stored here in plain.
 */
export class LoginThrottle {
  private failuresSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly lockMinutes: number,
  ) {}

  /** The tenant's `account.failCount` parameter, else the default. */
  async failCountOf(tenantId: string): Promise<number> {
    const n = Number((await tenantParam(this.db, tenantId, 'account.failCount')).trim());
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_FAIL_COUNT;
  }

  async isLocked(who: Who): Promise<boolean> {
    const row = await this.db
      .selectFrom('blade_login_failure')
      .select('key')
      .where('key', 'in', [addressKey(who), accountKey(who)])
      .where('lockedUntil', '>', sql<string>`now()`)
      .executeTakeFirst();
    return !!row;
  }

  async recordFailure(who: Who, failCount: number): Promise<void> {
    await this.bump(addressKey(who), failCount);
    await this.bump(accountKey(who), failCount * ACCOUNT_CAP_FACTOR);
    if (++this.failuresSincePrune >= 100) {
      this.failuresSincePrune = 0;
      await this.prune();
    }
  }

  /** A successful login clears its own address's counter; the account-wide one runs out by itself. */
  async recordSuccess(who: Who): Promise<void> {
    await this.db.deleteFrom('blade_login_failure').where('key', '=', addressKey(who)).execute();
  }

  /**
   * Lifts the sign-in lock of an account (POST blade-user/unlock): its account-wide counter and its
   * counters from every address, which share the account's digest as their key prefix.
   */
  async unlock(tenantId: string, account: string): Promise<void> {
    const who = { tenantId, account, ip: '' };
    await this.db
      .deleteFrom('blade_login_failure')
      .where((eb) => eb.or([eb('key', '=', accountKey(who)), eb('key', 'like', `${addressPrefix(who)}%`)]))
      .execute();
  }

  /**
   * Counts one attempt of a public action (guest registration) from an address; false once the address
   * made `limit` attempts within the window, until the lock time has passed. Same table and upsert as
   * sign-in failures, so every instance counts together.
   */
  async allowAttempt(action: string, ip: string, limit: number): Promise<boolean> {
    const key = `rate:${digest([action, ip])}`;
    const locked = await this.db
      .selectFrom('blade_login_failure')
      .select('key')
      .where('key', '=', key)
      .where('lockedUntil', '>', sql<string>`now()`)
      .executeTakeFirst();
    if (locked) return false;
    await this.bump(key, limit);
    return true;
  }

  /** One atomic upsert: a counter whose window has passed (or whose lock has ended) starts again at 1. */
  private async bump(key: string, limit: number) {
    const lock = sql<string>`now() + make_interval(mins => ${this.lockMinutes})`;
    const stale = sql`(blade_login_failure.first_at < now() - make_interval(mins => ${this.lockMinutes})
      or blade_login_failure.locked_until <= now())`;
    const next = sql<number>`case when ${stale} then 1 else blade_login_failure.failures + 1 end`;
    await this.db
      .insertInto('blade_login_failure')
      .values({ key, failures: 1, firstAt: sql<string>`now()`, lockedUntil: limit <= 1 ? lock : null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: next,
          firstAt: sql<string>`case when ${stale} then now() else blade_login_failure.first_at end`,
          lockedUntil: sql<string>`case when ${next} >= ${limit} then ${lock} when ${stale} then null else blade_login_failure.locked_until end`,
        }),
      )
      .execute();
  }

  private async prune() {
    await this.db
      .deleteFrom('blade_login_failure')
      .where('firstAt', '<', sql<string>`now() - make_interval(mins => ${this.lockMinutes})`)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', sql<string>`now()`)]))
      .execute();
  }
}

const digest = (parts: string[]) => crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
// The address key starts with the account's digest so that unlock finds every address of an account
// (keys written before this layout simply run out).
const addressPrefix = (w: Who) => `addr:${digest([w.tenantId, w.account.toLowerCase()])}:`;
const addressKey = (w: Who) => `${addressPrefix(w)}${digest([w.ip])}`;
const accountKey = (w: Who) => `acct:${digest([w.tenantId, w.account.toLowerCase()])}`;
