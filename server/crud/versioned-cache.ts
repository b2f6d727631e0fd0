/**
 * Results of list queries (totals, first pages), keyed by the table's change counter: any write to the
 * table (of that tenant) bumps the counter and so retires every cached result of it at once. A query
 * runs once per change, not once per request; at 100,000 rows that decides whether a list page costs a
 * count over the whole table or nothing. Concurrent misses of one key share one query.
 * Cached values are shared: callers must not mutate them.
 */
export class VersionedCache<T> {
  private entries = new Map<string, { version: number; value: T }>();
  private inflight = new Map<string, Promise<T>>();

  constructor(readonly versionOf: (key: string) => number, private readonly maxEntries = 10_000) {}

  async get(versionKey: string, queryKey: string, load: () => Promise<T>): Promise<T> {
    const version = this.versionOf(versionKey);
    const key = `${versionKey}|${queryKey}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const flightKey = `${key}|${version}`;
    let p = this.inflight.get(flightKey);
    if (!p) {
      p = load().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
    }
    const value = await p;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version, value });
    return value;
  }
}

/** List totals, shared by all repositories of one server. */
export class CountCache extends VersionedCache<number> {}
