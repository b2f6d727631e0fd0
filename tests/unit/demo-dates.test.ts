import { describe, expect, it } from 'vitest';
import { pastTimeOf, timeOf } from '../../server/demo/dates';
import { Rng } from '../../server/demo/random';

/** Demo times (server/demo/dates.ts): office hours of a day, never after the moment the run makes its rows. */
describe('demo times', () => {
  const times = (date: string, now: string) =>
    Array.from({ length: 200 }, (_, i) => pastTimeOf(date, Rng.forRow(1, 2, i), now));

  it('a day before the run keeps its office hours', () => {
    const drawn = times('2026-11-27', '2026-11-28 02:00:00');
    expect(drawn).toEqual(Array.from({ length: 200 }, (_, i) => timeOf('2026-11-27', Rng.forRow(1, 2, i))));
    expect(drawn.every((t) => t >= '2026-11-27 08:00:00' && t <= '2026-11-27 20:59:59')).toBe(true);
  });

  it("on the run's day, and for a day after it, every time is on that day and not after the moment", () => {
    for (const now of ['2026-11-28 02:00:00', '2026-11-28 09:30:00', '2026-11-28 23:59:59']) {
      const drawn = [...times('2026-11-28', now), ...times('2026-12-03', now)];
      expect(drawn.every((t) => t >= '2026-11-28 00:00:00' && t <= now)).toBe(true);
    }
    // Late in the evening office hours are all past: the day's times are left as drawn.
    expect(times('2026-11-28', '2026-11-28 23:59:59').every((t) => t >= '2026-11-28 08:00:00')).toBe(true);
  });
});
