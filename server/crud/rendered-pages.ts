/**
 * The finished JSON of a first page (the envelope with its rows labelled, masked and serialized), kept
 * per query and stamped with the change counters of every table the answer shows: the resource's own
 * (and the dept tree's for a data-scoped one) and those its reference labels name. Any write to one of
 * them changes the stamp, so an answer is never older than the counters the request confirmed (the
 * guard confirms all of them in its one statement on PostgreSQL). A warm page then costs that statement
 * and a string, not labelling and serializing its rows again: at a million inspections the labelling
 * and serialization were most of a warm page's time in the server.
 */
export class RenderedPages {
  private entries = new Map<string, { stamp: string; json: string }>();
  private inflight = new Map<string, Promise<string>>();

  constructor(private readonly versionOf: (key: string) => number, private readonly maxEntries = 2_000) {}

  async get(counterKeys: string[], queryKey: string, render: () => Promise<string>): Promise<string> {
    const stamp = counterKeys.map((k) => this.versionOf(k)).join('.');
    const hit = this.entries.get(queryKey);
    if (hit && hit.stamp === stamp) return hit.json;
    const flightKey = `${queryKey}|${stamp}`;
    let p = this.inflight.get(flightKey);
    if (!p) {
      p = render().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
    }
    const json = await p;
    // Stamped with the counters read before rendering: what it read is at least that new, and a
    // request that knows newer counters renders again.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(queryKey, { stamp, json });
    return json;
  }
}
