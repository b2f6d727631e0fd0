/** Where a deep page starts: its offset and the id of its first row (whose sort key the seek reads). */
export interface Bookmark {
  offset: number;
  id: string;
}

const MAX_QUERIES = 2_000;
const MAX_MARKS_PER_QUERY = 64;

/**
 * Positions of deep pages already served, per query and per change counter. A deep page in the
 * newest-first order can then seek from the nearest known position at or before its offset instead of
 * counting off every row in front of it. A position is only valid while the rows in front of it are
 * unchanged, so it is keyed on the table's change counter exactly like the cached totals: any write
 * retires all of them. The rows themselves are always read fresh.
 */
export class Bookmarks {
  private entries = new Map<string, { version: number; marks: Bookmark[] }>();

  constructor(private readonly versionOf: (key: string) => number) {}

  /** The nearest bookmark at or before `offset`, if any is known for the current counter. */
  nearest(versionKey: string, queryKey: string, offset: number): Bookmark | undefined {
    const hit = this.entries.get(`${versionKey}|${queryKey}`);
    if (!hit || hit.version !== this.versionOf(versionKey)) return undefined;
    let best: Bookmark | undefined;
    for (const m of hit.marks) if (m.offset <= offset && (!best || m.offset > best.offset)) best = m;
    return best;
  }

  /** Records a position read under counter `version` (the counter before the read). */
  remember(versionKey: string, queryKey: string, version: number, mark: Bookmark) {
    if (version !== this.versionOf(versionKey)) return;
    const key = `${versionKey}|${queryKey}`;
    let hit = this.entries.get(key);
    if (!hit || hit.version !== version) {
      if (this.entries.size >= MAX_QUERIES) this.entries.clear();
      hit = { version, marks: [] };
      this.entries.set(key, hit);
    }
    if (hit.marks.some((m) => m.offset === mark.offset)) return;
    if (hit.marks.length >= MAX_MARKS_PER_QUERY) hit.marks.shift();
    hit.marks.push(mark);
  }
}
