import { describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM, draw, sortedIds, uniform } from '../../server/domains/random/draw';

/** The reproducible draw of 双随机 (server/domains/random/draw.ts). */
describe('random draw', () => {
  const ids = Array.from({ length: 40 }, (_, i) => String(1_800_000_000_000_000_000n + BigInt(i * 7919)));

  it('the same seed, purpose and sorted candidates give the same draw, in any read order', () => {
    const a = draw('seed-1', 'subject', sortedIds(ids), 5);
    const b = draw('seed-1', 'subject', sortedIds([...ids].reverse()), 5);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(5);
    for (const id of a) expect(ids).toContain(id);
    expect(draw('seed-2', 'subject', sortedIds(ids), 5)).not.toEqual(a);
    expect(draw('seed-1', 'enforcer', sortedIds(ids), 5)).not.toEqual(a);
    expect(DRAW_ALGORITHM).toBe('sha256-ctr-fisher-yates-v1');
  });

  // Golden vectors of the published algorithm: a draw once published must be re-verifiable by anyone,
  // so these are fixed data. A new algorithm takes a new version name; tasks keep verifying with theirs.
  it('sha256-ctr-fisher-yates-v1 draws exactly what it drew when published', () => {
    const subjects = [
      '1900000000000000000',
      '1900000000000007919',
      '1900000000000015838',
      '1900000000000023757',
      '1900000000000031676',
      '1900000000000039595',
      '1900000000000047514',
      '1900000000000055433',
      '1900000000000063352',
      '1900000000000071271',
      '1900000000000079190',
      '1900000000000087109',
    ];
    expect(draw('seed-2026Q4', 'subject', subjects, 3)).toEqual([
      '1900000000000071271',
      '1900000000000039595',
      '1900000000000015838',
    ]);
    expect(draw('seed-2026Q4', 'enforcer', ['1001', '1002', '1003', '1004', '1005'], 2)).toEqual(['1001', '1003']);
    expect(draw('双随机-2026-11', 'subject', subjects, 5)).toEqual([
      '1900000000000055433',
      '1900000000000023757',
      '1900000000000007919',
      '1900000000000047514',
      '1900000000000039595',
    ]);
  });

  // A real draw almost never meets a word to pass over (for 12 candidates, 4 words in 2^32), so the rule
  // is checked on words given one by one.
  it('passes over a word at or above the last whole multiple of m, and answers the next one modulo m', () => {
    const words =
      (...list: number[]) =>
      () => {
        const w = list.shift();
        if (w === undefined) throw new Error('no word left');
        return w;
      };
    // 2^32 - 1 = 4294967295 is a whole multiple of 3: every word below it is taken.
    expect(uniform(words(4294967294), 3)).toBe(2);
    expect(uniform(words(4294967295, 7), 3)).toBe(1);
    // 12 candidates: the last whole multiple below 2^32 is 4294967292.
    expect(uniform(words(4294967291), 12)).toBe(11);
    expect(uniform(words(4294967292, 4294967295, 25), 12)).toBe(1);
    // Half of the words are passed over for m = 2^31 + 1.
    expect(uniform(words(2147483649, 4294967295, 2147483648), 2147483649)).toBe(2147483648);
    expect(uniform(words(0), 1)).toBe(0);
  });

  it('sorts ids by number, not text, and drops repeats', () => {
    expect(sortedIds(['10', '9', '100', '9'])).toEqual(['9', '10', '100']);
    expect(sortedIds(['1900000000000000002', '1900000000000000010', '1900000000000000001'])).toEqual([
      '1900000000000000001',
      '1900000000000000002',
      '1900000000000000010',
    ]);
  });

  it('draws everyone when asked for all, refuses more than there are', () => {
    expect(draw('s', 'subject', ['1', '2', '3'], 3).sort()).toEqual(['1', '2', '3']);
    expect(draw('s', 'subject', [], 0)).toEqual([]);
    expect(() => draw('s', 'subject', ['1'], 2)).toThrow(RangeError);
  });

  it('every candidate is about equally likely (no bias by position)', () => {
    const counts = new Map<string, number>();
    const pool = ['1', '2', '3', '4', '5'];
    for (let i = 0; i < 5000; i++) {
      const [first] = draw(`seed-${i}`, 'subject', pool, 1);
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    for (const id of pool) expect(counts.get(id)! / 5000).toBeGreaterThan(0.17);
  });
});
