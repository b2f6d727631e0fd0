import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../server/crud/versioned-cache';

/** A cache over counters this test moves by hand, counting the loads it runs. */
function setup() {
  const counters = new Map<string, number>();
  const cache = new VersionedCache<number>((key) => counters.get(key) ?? 0);
  let loads = 0;
  const read = (keys: string[], query = 'q') => cache.get(keys, query, async () => ++loads);
  return { counters, read, loads: () => loads };
}

describe('VersionedCache over several counters', () => {
  it('serves from memory until any of its counters moves', async () => {
    const { counters, read, loads } = setup();
    expect(await read(['a', 'b'])).toBe(1);
    expect(await read(['a', 'b'])).toBe(1);
    counters.set('b', 1);
    expect(await read(['a', 'b'])).toBe(2);
    counters.set('a', 1);
    expect(await read(['a', 'b'])).toBe(3);
    expect(loads()).toBe(3);
  });

  it('loads again when the counters move but their sum does not', async () => {
    const { counters, read } = setup();
    counters.set('a', 2).set('b', 1);
    expect(await read(['a', 'b'])).toBe(1);
    counters.set('a', 1).set('b', 2);
    expect(await read(['a', 'b'])).toBe(2);
  });

  it('keeps reads over different counters apart and shares one load between concurrent misses', async () => {
    const { read, loads } = setup();
    const [x, y] = await Promise.all([read(['a']), read(['a'])]);
    expect([x, y, loads()]).toEqual([1, 1, 1]);
    expect(await read(['a', 'b'])).toBe(2);
    expect(await read(['a'], 'other')).toBe(3);
  });

  it('when full, lets go of the entry used least recently and keeps the others', async () => {
    let loads = 0;
    const cache = new VersionedCache<number>(() => 0, 3);
    const read = (query: string) => cache.get(['a'], query, async () => ++loads);
    expect([await read('p1'), await read('p2'), await read('p3')]).toEqual([1, 2, 3]);
    // p1 used again: p2 is now the least recently used, and goes when p4 comes.
    expect(await read('p1')).toBe(1);
    expect(await read('p4')).toBe(4);
    expect([await read('p1'), await read('p3'), await read('p4')]).toEqual([1, 3, 4]);
    expect(await read('p2')).toBe(5);
    expect(loads).toBe(5);
  });

  it('keeps at most its weight: the least recently used go to make room, and a value heavier than all is not kept', async () => {
    let loads = 0;
    const cache = new VersionedCache<string>(
      () => 0,
      100,
      undefined,
      (text) => text.length,
      10,
    );
    const read = (query: string, text: string) =>
      cache.get(['a'], query, async () => {
        loads++;
        return text;
      });
    await read('p1', 'aaaa');
    await read('p2', 'bbbb');
    // 4 + 4 + 4 is more than 10: p1, the least recently used, goes.
    await read('p3', 'cccc');
    expect(loads).toBe(3);
    await read('p2', 'bbbb');
    await read('p3', 'cccc');
    expect(loads).toBe(3);
    await read('p1', 'aaaa');
    expect(loads).toBe(4);
    // Eleven characters never fit: read, answered, not kept (and nothing else is pushed out for it).
    await read('big', 'xxxxxxxxxxx');
    await read('big', 'xxxxxxxxxxx');
    await read('p1', 'aaaa');
    expect(loads).toBe(6);
  });
});
