import { sql } from 'kysely';
import pg from 'pg';
import type { Db, PreparedQuery } from './connection';

/** The change counter of everything grants are made of (roles, menus, buttons, scope rules). */
export const GRANTS_VERSION = 'grants';

const CHANNEL = 'blade_changes';
const REVOKED = 'revoked:';
/** The confirmation every request runs on PostgreSQL (one text for any number of keys, so it is prepared once). */
const SYNC_SQL = `select key, version::text as version from blade_version where key = any($1::text[])
  union all
  select 'session', '1' from blade_auth_session where id = $2::bigint and revoked_at is not null`;

/**
 * Change counters shared through the database (table blade_version). Caches of one instance key on
 * them: a write bumps its counter in the same transaction and the writing instance sees the new value
 * at once. On PostgreSQL the bump also NOTIFYs, delivered to every other instance when the writer
 * commits; the poll is the safety net (a dropped listener connection, PGlite). Also tracks revoked
 * sessions, so token checks need no query per request.
 */
export class ChangeFeed {
  private versions = new Map<string, number>();
  private revoked = new Set<string>();
  private revokedSince = '1970-01-01 00:00:00+00';
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  private listener: pg.Client | undefined;

  /**
   * `listenUrl`: the PostgreSQL server to LISTEN on; empty for PGlite (one process, nothing to hear).
   * `prepared`: runs the per-request confirmation as a named statement, planned once per connection.
   */
  constructor(
    private readonly db: Db,
    private readonly pollMs = 500,
    private readonly listenUrl = '',
    private readonly prepared?: PreparedQuery,
  ) {}

  async start() {
    if (this.listenUrl) await this.listen();
    await this.poll();
    this.timer = setInterval(() => {
      this.polling ??= this.poll()
        .catch(() => undefined)
        .finally(() => (this.polling = undefined));
    }, this.pollMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
    const l = this.listener;
    this.listener = undefined;
    await l?.end().catch(() => undefined);
  }

  private async listen() {
    const client = new pg.Client({ connectionString: this.listenUrl });
    client.on('notification', (m) => {
      if (m.channel !== CHANNEL || !m.payload) return;
      if (m.payload.startsWith(REVOKED)) {
        for (const id of m.payload.slice(REVOKED.length).split(',')) this.markRevoked(id);
        return;
      }
      const at = m.payload.lastIndexOf(':');
      if (at > 0) this.seen(m.payload.slice(0, at), Number(m.payload.slice(at + 1)));
    });
    // A lost listener leaves the poll to carry changes; the next poll tick tries to listen again.
    client.on('error', () => {
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
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
    const version = Number(r.rows[0].version);
    if (this.listenUrl) await sql`select pg_notify(${CHANNEL}, ${`${key}:${version}`})`.execute(trx);
    return version;
  }

  /**
   * On a shared PostgreSQL database, brings these counters (and, given a session id, its revocation) up
   * to what is committed, in one indexed read. A write another instance has acknowledged is then seen
   * by the very next request here, whether or not its NOTIFY has arrived yet; NOTIFY and the poll only
   * keep the in-memory values warm. Nothing to do on PGlite, where every write goes through this process.
   */
  async sync(keys: string[], sessionId?: string): Promise<void> {
    if (!this.listenUrl || (keys.length === 0 && !sessionId)) return;
    const session = sessionId && /^[0-9]{1,19}$/.test(sessionId) ? sessionId : '0';
    const rows = this.prepared
      ? await this.prepared<{ key: string; version: string }>('blade_feed_sync', SYNC_SQL, [keys, session])
      : (
          await sql<{ key: string; version: string }>`
      select key, version::text as version from blade_version where key = any(${keys}::text[])
      union all
      select 'session', '1' from blade_auth_session where id = ${session}::bigint and revoked_at is not null`.execute(
            this.db,
          )
        ).rows;
    for (const r of rows) {
      if (r.key === 'session' && sessionId) this.markRevoked(sessionId);
      else this.seen(r.key, Number(r.version));
    }
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

  /**
   * Tells the other instances at commit that sessions are revoked (they also find them by polling).
   * Several ids share a notification (comma-joined, well under PostgreSQL's 8000-byte payload), so
   * ending a tenant's thousand sessions is a few notifications, not a thousand.
   */
  async announceRevoked(trx: Db, sessionIds: string | string[]) {
    if (!this.listenUrl) return;
    const ids = [sessionIds].flat();
    for (let i = 0; i < ids.length; i += 200) {
      await sql`select pg_notify(${CHANNEL}, ${`${REVOKED}${ids.slice(i, i + 200).join(',')}`})`.execute(trx);
    }
  }

  private async poll() {
    if (this.listenUrl && !this.listener) await this.listen().catch(() => undefined);
    const rows = await this.db.selectFrom('blade_version').select(['key', 'version']).execute();
    for (const r of rows) this.seen(r.key as string, Number(r.version));
    const revoked = await this.db
      .selectFrom('blade_auth_session')
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
