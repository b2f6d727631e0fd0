import { describe, expect, it } from 'vitest';
import { closedPeriods, closedPeriodsBeginning } from '../../server/domains/report/obligations';

/**
 * Which self-check periods are over on a given day: the missing-report sweep raises 未上报 only for
 * those, and the report statistics count only them. A period is over once its last day is past: on its
 * last day it is still open. Frequencies: 1 daily, 2 weekly, 3 monthly, 4 quarterly, 5 yearly.
 */
const named = (periods: Array<{ frequency: number; start: string; end: string }>) =>
  periods.map((p) => `${p.frequency} ${p.start}..${p.end}`);

/** Today, days looked back, and the periods over, as `frequency start..end`. */
const SWEEPS: Array<[string, string, number, string[]]> = [
  [
    // 2026-12-01 is a Tuesday: the last week (Mon..Sun) ended on Sunday 2026-11-29.
    'on the first day of a month: the days looked back, the week that ended before it, the month just over',
    '2026-12-01',
    3,
    [
      '1 2026-11-28..2026-11-28',
      '1 2026-11-29..2026-11-29',
      '1 2026-11-30..2026-11-30',
      '2 2026-11-23..2026-11-29',
      '3 2026-11-01..2026-11-30',
    ],
  ],
  [
    'on the last day of a month the month is still open, and so is today',
    '2026-11-30',
    1,
    ['1 2026-11-29..2026-11-29', '2 2026-11-23..2026-11-29'],
  ],
  [
    // 2027-01-01 is a Friday: the week of 2026-12-28 is still open.
    'a year end closes the day, the month, the quarter and the year',
    '2027-01-01',
    1,
    ['1 2026-12-31..2026-12-31', '3 2026-12-01..2026-12-31', '4 2026-10-01..2026-12-31', '5 2026-01-01..2026-12-31'],
  ],
  [
    'looks back at least one day, and a leap February ends on the 29th',
    '2028-03-01',
    0,
    ['1 2028-02-29..2028-02-29', '3 2028-02-01..2028-02-29'],
  ],
];

describe('closed periods of the sweep', () => {
  it.each(SWEEPS)('%s', (_title, today, lookBack, over) => {
    expect(named(closedPeriods(today, lookBack))).toEqual(over);
  });
});

describe('closed periods the statistics count', () => {
  it('counts periods that began in the range and are over by today', () => {
    // Asked for November on 2026-11-28: the weeks that began in it and ended by the 27th, no month yet.
    expect(
      named(closedPeriodsBeginning('2026-11-01', '2026-11-30', '2026-11-28')).filter((p) => !p.startsWith('1 ')),
    ).toEqual(['2 2026-11-02..2026-11-08', '2 2026-11-09..2026-11-15', '2 2026-11-16..2026-11-22']);
    expect(
      closedPeriodsBeginning('2026-11-01', '2026-11-30', '2026-11-28').filter((p) => p.frequency === 1),
    ).toHaveLength(27);
  });

  it('stops at yesterday when the range runs past today, and counts a range wholly past in full', () => {
    expect(named(closedPeriodsBeginning('2026-11-26', '2026-12-05', '2026-11-28'))).toEqual([
      '1 2026-11-26..2026-11-26',
      '1 2026-11-27..2026-11-27',
    ]);
    expect(
      named(closedPeriodsBeginning('2026-10-01', '2026-10-31', '2026-11-28')).filter((p) => !p.startsWith('1 ')),
    ).toEqual([
      // The fourth quarter began in October but is not over: not counted yet.
      '2 2026-10-05..2026-10-11',
      '2 2026-10-12..2026-10-18',
      '2 2026-10-19..2026-10-25',
      '2 2026-10-26..2026-11-01',
      '3 2026-10-01..2026-10-31',
    ]);
  });

  it('counts nothing for a range that begins today or later', () => {
    expect(closedPeriodsBeginning('2026-11-28', '2026-11-30', '2026-11-28')).toEqual([]);
  });
});
