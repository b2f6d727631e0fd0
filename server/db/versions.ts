import { sql } from 'kysely';
import type { Db } from './connection';

/**
 * Change counters shared through the database (table blade_version). Caches of one instance key on
 * them: a write bumps its counter in the same transaction, the writing instance sees the new value at
 * once, other instances within one poll interval. Also tracks revoked sessions the same way, so token
 * checks need no query per request.
 */
export class ChangeFeed {
  private versions = new Map<string, number>();
  private revoked = new Set<string>();
  private revokedSince = '1970-01-01 00:00:00+00';
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(private readonly db: Db, private readonly pollMs = 500) {}

  async start() {
    await this.poll();
    this.timer = setInterval(() => { this.polling ??= this.poll().catch(() => undefined).finally(() => (this.polling = undefined)); }, this.pollMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
  }

  version(key: string): number {
    return this.versions.get(key) ?? 0;
  }

  /** Bump a counter inside the caller's transaction; call `seen` with the result after commit. */
  async bump(trx: Db, key: string): Promise<number> {
    const r = await sql<{ version: string }>`
      insert into blade_version (key, version) values (${key}, 1)
      on conflict (key) do update set version = blade_version.version + 1
      returning version`.execute(trx);
    return Number(r.rows[0].version);
  }

  seen(key: string, version: number) {
    if (version > this.version(key)) this.versions.set(key, version);
  }

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  markRevoked(sessionId: string) {
    this.revoked.add(sessionId);
  }

  private async poll() {
    const rows = await this.db.selectFrom('bladeVersion').select(['key', 'version']).execute();
    for (const r of rows) this.seen(r.key as string, Number(r.version));
    const revoked = await this.db
      .selectFrom('bladeAuthSession')
      .select(['id', 'revokedAt'])
      .where('revokedAt', '>', sql<string>`${this.revokedSince}::timestamptz - interval '5 seconds'`)
      .where('expiresAt', '>', sql<string>`now()`)
      .execute();
    for (const r of revoked) {
      this.revoked.add(String(r.id));
      if (String(r.revokedAt) > this.revokedSince) this.revokedSince = String(r.revokedAt);
    }
  }
}
