import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_DAILY,
  FREQUENCY_MONTHLY,
  FREQUENCY_QUARTERLY,
  FREQUENCY_WEEKLY,
  FREQUENCY_YEARLY,
  periodOf,
  periodsBetween,
} from '../../resources/report-periods';

/** The calendar periods self-check reports are counted in (resources/report-periods.ts). */
describe('report periods', () => {
  it('holds the day in the period of each frequency', () => {
    expect(periodOf(FREQUENCY_DAILY, '2026-03-04 10:20:00')).toEqual({ start: '2026-03-04', end: '2026-03-04' });
    // 2026-03-04 is a Wednesday; weeks run Monday to Sunday, a Sunday belongs to the week before it.
    expect(periodOf(FREQUENCY_WEEKLY, '2026-03-04')).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(periodOf(FREQUENCY_WEEKLY, '2026-03-08')).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(periodOf(FREQUENCY_MONTHLY, '2028-02-15')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodOf(FREQUENCY_QUARTERLY, '2026-11-23')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(periodOf(FREQUENCY_YEARLY, '2026-11-23')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('lists the periods overlapping a range, across a year end', () => {
    expect(periodsBetween(FREQUENCY_WEEKLY, '2026-12-30', '2027-01-12').map((p) => p.start)).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
    expect(periodsBetween(FREQUENCY_DAILY, '2026-02-27', '2026-03-02')).toHaveLength(4);
  });

  it('refuses what is not a day or a frequency', () => {
    expect(() => periodOf(FREQUENCY_DAILY, 'yesterday')).toThrow(RangeError);
    expect(() => periodOf(9, '2026-01-01')).toThrow(RangeError);
  });
});
