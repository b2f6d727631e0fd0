import { UNCOUNTED, type CacheCounter } from '../metrics/metrics';

/**
 * Results of reads (totals, first pages, statistics, finished answers), keyed by the change counters of
 * the tables they read: any write to one of those tables (of that tenant) bumps its counter and so
 * retires every cached result that read it at once. A query runs once per change, not once per
 * request; at 100,000 rows that decides whether a list page costs a count over the whole table or
 * nothing. Concurrent misses of one key share one query.
 * At most `maxEntries` are kept, weighing at most `maxWeight` together, the least recently used going first.
 * Cached values are shared: callers must not mutate them. `counter` hears whether each read was a hit
 * (answered from memory) or a miss (loaded, or joined a load under way): the metrics' hit rate.
 */
export class VersionedCache<T> {
  private entries = new Map<string, { versions: number[]; value: T; weight: number }>();
  private inflight = new Map<string, Promise<T>>();
  private weight = 0;
  /** Kept as a method-like function so a cache of a narrower row type stays assignable to a wider one. */
  private readonly weighs: { of(value: T): number };

  /** `weigh`: what a value counts against `maxWeight` (a page's rows, an answer's characters); 0 by default. */
  constructor(
    readonly versionOf: (key: string) => number,
    private readonly maxEntries = 10_000,
    private readonly counter: CacheCounter = UNCOUNTED,
    weigh: (value: T) => number = () => 0,
    private readonly maxWeight = Infinity,
  ) {
    this.weighs = { of: weigh };
  }

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
    this.forget(key);
    const weight = this.weighs.of(value);
    if (weight > this.maxWeight) return value;
    // Full: the entries used least recently go (the front of the map), so a walk through many pages
    // does not push out the pages everyone opens.
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight))
      this.forget(this.entries.keys().next().value as string);
    this.entries.set(key, { versions, value, weight });
    this.weight += weight;
    return value;
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.weight -= entry.weight;
    this.entries.delete(key);
  }
}

const sameVersions = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** List totals, shared by all repositories of one server. */
export class CountCache extends VersionedCache<number> {}
