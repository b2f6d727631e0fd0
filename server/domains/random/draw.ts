import crypto from 'node:crypto';

/**
 * The reproducible draw of 双随机 (who is checked, who checks). Anyone holding the seed and the sorted
 * candidate ids can re-run it, here (`verify-draw`) or with any SHA-256 tool:
 *
 * - candidates are sorted by their numeric id and de-duplicated, so the order they were read in does
 *   not matter;
 * - random numbers are a SHA-256 counter stream: block k is SHA-256("<seed>:<purpose>:<k>"), read as
 *   eight unsigned 32-bit big-endian words;
 * - `uniform(m)` takes the next word w and rejects it when w >= floor(2^32 / m) * m (no modulo bias),
 *   else answers w mod m;
 * - a partial Fisher-Yates shuffle: for i = 0 .. count-1, j = i + uniform(n - i), swap(i, j); the
 *   first `count` entries are the draw, in drawn order.
 *
 * The purpose (`subject`, `enforcer`) keeps the two draws of one seed independent.
 */
export const DRAW_ALGORITHM = 'sha256-ctr-fisher-yates-v1';

/** Ids in ascending numeric order, each once. */
export function sortedIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
}

/** A fresh seed when the person drawing gives none: 128 random bits, hex. */
export const newSeed = (): string => crypto.randomBytes(16).toString('hex');

/** The word stream of one seed and purpose. */
function stream(seed: string, purpose: string): () => number {
  let block = 0;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const digest = crypto.createHash('sha256').update(`${seed}:${purpose}:${block++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
}

/**
 * A whole number below `m` from the words of `next`: a word at or above the last whole multiple of `m`
 * below 2^32 is passed over, so every answer is equally likely (no modulo bias).
 */
export function uniform(next: () => number, m: number): number {
  const limit = Math.floor(0x100000000 / m) * m;
  for (;;) {
    const w = next();
    if (w < limit) return w % m;
  }
}

/** `count` of the (sorted) candidates, drawn by the stream of `seed` and `purpose`. */
export function draw(seed: string, purpose: string, candidates: readonly string[], count: number): string[] {
  if (count > candidates.length) throw new RangeError('count exceeds candidates');
  const next = stream(seed, purpose);
  const pool = [...candidates];
  for (let i = 0; i < count; i++) {
    const j = i + uniform(next, pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}
