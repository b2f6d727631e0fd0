import { UNCOUNTED, type CacheCounter } from '../metrics/metrics';

/**
 * Results of reads (totals, first pages, statistics, finished answers), keyed by the change counters of
 * the tables they read: any write to one of those tables (of that tenant) bumps its counter and so
 * retires every cached result that read it at once. A query runs once per change, not once per
 * request; at 100,000 rows that decides whether a list page costs a count over the whole table or
 * nothing. Concurrent misses of one key share one query.
 * At most `maxEntries` are kept, the least recently used going first.
 * Cached values are shared: callers must not mutate them. `counter` hears whether each read was a hit
 * (answered from memory) or a miss (loaded, or joined a load under way): the metrics' hit rate.
 */
export class VersionedCache<T> {
  private entries = new Map<string, { versions: number[]; value: T }>();
  private inflight = new Map<string, Promise<T>>();

  constructor(
    readonly versionOf: (key: string) => number,
    private readonly maxEntries = 10_000,
    private readonly counter: CacheCounter = UNCOUNTED,
  ) {}

  /**
   * `load`'s result for `queryKey`, kept while every counter of `counterKeys` stays where it was. The
   * counters are compared one by one, not summed: a sum is only safe while every version grows, and a
   * version function need not (logs/reads.ts mixes in a clock bucket that wraps around).
   */
  async get(counterKeys: readonly string[], queryKey: string, load: () => Promise<T>): Promise<T> {
    const versions = counterKeys.map((k) => this.versionOf(k));
    const key = `${counterKeys.join('+')}|${queryKey}`;
    const hit = this.entries.get(key);
    if (hit && sameVersions(hit.versions, versions)) {
      this.counter.hit();
      // Moved to the back: the entries are kept in the order they were last used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.counter.miss();
    const flightKey = `${key}|${versions.join('.')}`;
    let p = this.inflight.get(flightKey);
    if (!p) {
      p = load().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
    }
    const value = await p;
    // Stamped with the counters read before loading: what it read is at least that new, and a request
    // that knows newer counters loads again.
    this.entries.delete(key);
    // Full: the entry used least recently goes (the front of the map), so a walk through many pages
    // does not push out the pages everyone opens.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { versions, value });
    return value;
  }
}

const sameVersions = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** List totals, shared by all repositories of one server. */
export class CountCache extends VersionedCache<number> {}
