/**
 * Totals of list queries, keyed by the table's change counter: any write to the table (of that tenant)
 * bumps the counter and so retires every cached total at once. A count runs once per change, not per
 * request; at 100,000 rows that is the difference between a few hundred and many thousand pages/s.
 */
export class CountCache {
  private entries = new Map<string, { version: number; total: number }>();
  private inflight = new Map<string, Promise<number>>();

  constructor(private readonly versionOf: (key: string) => number, private readonly maxEntries = 10_000) {}

  async get(versionKey: string, queryKey: string, count: () => Promise<number>): Promise<number> {
    const version = this.versionOf(versionKey);
    const key = `${versionKey}|${queryKey}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.total;
    const flightKey = `${key}|${version}`;
    let p = this.inflight.get(flightKey);
    if (!p) {
      p = count().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
    }
    const total = await p;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version, total });
    return total;
  }
}
