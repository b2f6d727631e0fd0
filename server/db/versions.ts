import { sql } from 'kysely';
import pg from 'pg';
import type { Db, PreparedQuery } from './connection';

/** The change counter of everything grants are made of (roles, menus, buttons, scope rules). */
export const GRANTS_VERSION = 'grants';

const CHANNEL = 'blade_changes';
const REVOKED = 'revoked:';
/** How many rows one change counter is spread over (see ChangeFeed). */
const SHARDS = 64;
/** How long committed counters wait to be announced together. */
const ANNOUNCE_MS = 20;
/** What one notification carries at most, in bytes (PostgreSQL refuses payloads from 8000). */
const PAYLOAD_BYTES = 7_000;

/** `entries` joined by `separator` into as few payloads as fit PAYLOAD_BYTES (less `reserved`). */
function payloads(entries: string[], separator: string, reserved = 0): string[] {
  const out: string[] = [];
  let current = '';
  for (const entry of entries) {
    const next = current ? `${current}${separator}${entry}` : entry;
    if (current && Buffer.byteLength(next) > PAYLOAD_BYTES - reserved) {
      out.push(current);
      current = entry;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

/** The confirmation every request runs on PostgreSQL (one text for any number of keys, so it is prepared once). */
const SYNC_SQL = `select key, sum(version)::text as version from blade_version where key = any($1::text[]) group by key
  union all
  select 'session', '1' from blade_auth_session where id = $2::bigint and revoked_at is not null`;

/**
 * Change counters shared through the database (table blade_version). Caches of one instance key on
 * them: a write bumps its counter in the same transaction and the writing instance sees the new value
 * at once. On PostgreSQL the committed values are also NOTIFYd, batched, to every other instance; the
 * poll is the safety net (a dropped listener connection, PGlite). Also tracks revoked
 * sessions, so token checks need no query per request.
 *
 * A counter is spread over up to SHARDS rows (key, shard), and its value is their sum: a writer bumps
 * one of the rows in turn, so concurrent writers of one table do not queue on one row lock until they
 * commit. Every bump adds one, so the sum grows with every commit and two different
 * committed states never share a value. What a writer reads inside its transaction is the sum it can
 * see then (a concurrent writer may commit beside it), so on PostgreSQL the writer confirms the
 * committed sums after its commit (`confirm`) before it answers: read-your-writes holds on the
 * writing instance, and every other instance confirms the counters a request reads before answering it.
 */
export class ChangeFeed {
  private versions = new Map<string, number>();
  private revoked = new Set<string>();
  private revokedSince = '1970-01-01 00:00:00+00';
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  private listener: pg.Client | undefined;
  /** Counters committed here and not yet announced to the other instances, and the timer that will. */
  private unannounced = new Map<string, number>();
  private announcing: NodeJS.Timeout | undefined;
  /** The shard the next bump takes: round the shards from a random start, so concurrent writes here take different rows. */
  private shard = Math.floor(Math.random() * SHARDS);

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
    if (this.announcing) clearTimeout(this.announcing);
    if (this.unannounced.size) await this.announce();
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
      for (const entry of m.payload.split('\n')) {
        const at = entry.lastIndexOf(':');
        if (at > 0) this.seen(entry.slice(0, at), Number(entry.slice(at + 1)));
      }
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

  /**
   * Bumps a counter inside the caller's transaction, on the next shard, and answers the sum this
   * transaction sees; after commit, `confirm` the keys (PostgreSQL) or call `seen` with it (PGlite, where
   * one transaction runs at a time, so the sum is exact).
   */
  async bump(trx: Db, key: string): Promise<number> {
    const r = await sql<{ version: string }>`
      with bumped as (
        insert into blade_version (key, shard, version) values (${key}, ${this.nextShard()}, 1)
        on conflict (key, shard) do update set version = blade_version.version + 1
        returning shard, version)
      select (select version from bumped)
        + coalesce((select sum(version) from blade_version where key = ${key} and shard <> (select shard from bumped)), 0)
        as version`.execute(trx);
    return Number(r.rows[0].version);
  }

  private nextShard(): number {
    this.shard = (this.shard + 1) % SHARDS;
    return this.shard;
  }

  /**
   * After a commit that bumped counters: this instance takes their values, and on PostgreSQL the other
   * instances hear them in the next batched NOTIFY.
   */
  committed(bumped: Iterable<readonly [string, number]>): void {
    for (const [key, version] of bumped) {
      this.seen(key, version);
      if (this.listenUrl) this.unannounced.set(key, Math.max(version, this.unannounced.get(key) ?? 0));
    }
    if (this.listenUrl && this.unannounced.size)
      this.announcing ??= setTimeout(() => void this.announce(), ANNOUNCE_MS).unref();
  }

  /** `committed`, then (PostgreSQL) the counters' committed sums, so this instance's next read sees the write. */
  async confirm(keys: Iterable<string>, bumped: Iterable<readonly [string, number]>): Promise<void> {
    this.committed(bumped);
    if (this.listenUrl) await this.sync([...keys]);
  }

  /**
   * One NOTIFY for the counters committed since the last: a transaction that NOTIFYs holds a lock shared
   * by the whole database through its commit, so a NOTIFY in every write's own transaction would make
   * concurrent writers commit one at a time. The notification only warms the other instances' counters
   * sooner; they confirm the counters a request reads before answering it, whether it has arrived or not.
   */
  private async announce(): Promise<void> {
    this.announcing = undefined;
    const entries = [...this.unannounced].map(([key, version]) => `${key}:${version}`);
    this.unannounced.clear();
    for (const payload of payloads(entries, '\n'))
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.db).catch(() => undefined);
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
      select key, sum(version)::text as version from blade_version where key = any(${keys}::text[]) group by key
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
    for (const ids of payloads([sessionIds].flat(), ',', REVOKED.length))
      await sql`select pg_notify(${CHANNEL}, ${REVOKED + ids})`.execute(trx);
  }

  private async poll() {
    if (this.listenUrl && !this.listener) await this.listen().catch(() => undefined);
    const rows = await this.db
      .selectFrom('blade_version')
      .select((eb) => ['key', eb.fn.sum<string>('version').as('version')])
      .groupBy('key')
      .execute();
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
