import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, useServer } from './harness';
import { okCalls } from './business-calls';
import { selfCheckCalls } from './self-checks';
import { CORRECT, INSPECT, INSPECT_FINDING, REPORT_CHECK_WARN } from './api-paths';
import { squadOf } from './tenant-staff';

/**
 * Days turn over at midnight in the wire time zone (Asia/Shanghai, UTC+8), whatever the host's clock
 * says, for the 未上报 sweep (which periods are over) and for deadlines (整改止期 not before today): the server's "now" is the process clock, which these tests move with vitest's fake Date (the
 * server runs in the test's process; timers stay real). 2026-10-31 23:59:59 in Shanghai is
 * 2026-10-31T15:59:59Z; a second later it is 1 November there.
 */
const A = '100001';
const s = useServer();
const { ok, get, addSubject } = okCalls(() => s);
const checks = selfCheckCalls(() => s, '2026-09-01');
let admin: string;
let subject: string;
let monthly: string;
let daily: string;
let enforcers: string;

/** The periods of the subject's open 未上报 warnings, `checkpoint period-start`. */
async function missingPeriods(): Promise<string[]> {
  const page = await get(`${REPORT_CHECK_WARN}/page`, admin, { subjectId: subject, type: 1, size: 500 });
  return (page.records as Array<{ checkpointId: string; periodStart: string }>)
    .map((w) => `${w.checkpointId === monthly ? 'monthly' : 'daily'} ${w.periodStart}`)
    .filter((p) => p.endsWith('-10-31') || p.endsWith('-10-01') || p.endsWith('-11-01'))
    .sort();
}

/** Does `work` while the clock reads `iso` (a UTC instant). */
async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** Runs this instance's sweep as the clock reads `iso`. */
const sweepAt = (iso: string) => at(iso, () => s.built.app.reportWarnSweep.runOnce());

beforeAll(async () => {
  admin = (await login(s, 'admin', undefined, A)).access_token;
  monthly = await checks.addCheckpoint(admin, '月度消防检查');
  daily = await checks.addCheckpoint(admin, '每日开场检查', { reportFrequency: 1 });
  const squad = await squadOf(s, A, 'clk', ['enforcer', 'inspector']);
  enforcers = `${squad.ids.enforcer},${squad.ids.inspector}`;
  subject = await addSubject(admin, '钟点KTV');
  await checks.assign(admin, subject, monthly);
  await checks.assign(admin, subject, daily);
  await checks.mustReport(admin, subject);
  // October 1 reported daily, so that day's warning is never the one the boundary raises.
  await ok('/api/subject/reportcheck/submit', admin, {
    subjectId: subject,
    checkpointId: daily,
    periodStart: '2026-10-01',
    isAb: 0,
    reporterName: '王店长',
  });
});

afterEach(() => vi.useRealTimers());

describe('the 未上报 sweep at midnight in Shanghai', () => {
  it('at 23:59:59 on the last day of October, neither that day nor October is over', async () => {
    await sweepAt('2026-10-31T15:59:59Z');
    expect(await missingPeriods()).toEqual([]);
  });

  it('one second later, 31 October and the month of October are missing; 1 November is not over', async () => {
    await sweepAt('2026-10-31T16:00:00Z');
    expect(await missingPeriods()).toEqual(['daily 2026-10-31', 'monthly 2026-10-01']);
  });

  it('a sweep at 23:59 UTC on 31 October is already 1 November in Shanghai', async () => {
    // Nothing new: the same two periods, written once (the warning id is its natural key).
    expect(await sweepAt('2026-10-31T23:59:00Z')).toEqual({ [A]: 0 });
    expect(await missingPeriods()).toEqual(['daily 2026-10-31', 'monthly 2026-10-01']);
  });
});

describe('a rectification deadline may not lie before today, today being the day in Shanghai', () => {
  /** An abnormal inspection of the subject with this 整改止期, saved as the clock reads `iso`. */
  const inspectAt = (iso: string, timeLimit: string) =>
    at(iso, async () => {
      const r = await call(s, `${INSPECT}/submit`, {
        token: admin,
        body: { subjectId: subject, result: 2, timeLimit, content: '安全出口堆放杂物', enforcerId: enforcers },
      });
      return r.body.success ? 'saved' : r.body.msg;
    });

  it('at 23:59:59 on 31 October that day is accepted and the day before refused', async () => {
    expect(await inspectAt('2026-10-31T15:59:59Z', '2026-10-31')).toBe('saved');
    expect(await inspectAt('2026-10-31T15:59:59Z', '2026-10-30')).toBe('整改止期不能早于今天');
  });

  it('at midnight it is 1 November: 31 October is refused, 1 November accepted', async () => {
    expect(await inspectAt('2026-10-31T16:00:00Z', '2026-10-31')).toBe('整改止期不能早于今天');
    expect(await inspectAt('2026-10-31T16:00:00Z', '2026-11-01')).toBe('saved');
  });
});

describe('a rectification turns overdue at midnight in Shanghai after its deadline day', () => {
  let rectification: string;

  beforeAll(async () => {
    // Found on 30 October with 31 October as its deadline, taken up for rectification at once.
    const inspection = await at('2026-10-30T04:00:00Z', () =>
      ok(`${INSPECT}/submit`, admin, {
        subjectId: subject,
        result: 2,
        timeLimit: '2026-10-31',
        content: '应急照明损坏',
        enforcerId: enforcers,
      }),
    );
    const findings = await get(`${INSPECT_FINDING}/page`, admin, { inspectId: inspection.id });
    expect(findings.records).toHaveLength(1);
    rectification = (
      await ok(`${CORRECT}/submit`, admin, { sourceType: 'inspectabnormal', sourceId: findings.records[0].id })
    ).id;
  });

  /** The rectification as its detail, its row in the list and the overdue filter show it at `iso`. */
  const readAt = (iso: string) =>
    at(iso, async () => {
      const detail = await get(`${CORRECT}/detail`, admin, { id: rectification });
      const all = await get(`${CORRECT}/page`, admin, { subjectId: subject, size: 500 });
      const overdue = await get(`${CORRECT}/page`, admin, { overdue: 1, size: 500 });
      const row = all.records.find((r: { id: string }) => r.id === rectification);
      return {
        detail: `${detail.overdue} ${detail.overdueDays}`,
        row: `${row.overdue} ${row.overdueDays}`,
        filtered: overdue.records.some((r: { id: string }) => r.id === rectification),
      };
    });

  it('at 23:59:59 on the deadline day it is not overdue, in the detail, the list or the filter', async () => {
    expect(await readAt('2026-10-31T15:59:59Z')).toEqual({ detail: '0 0', row: '0 0', filtered: false });
  });

  it('one second later it is one day overdue everywhere (a list read before midnight is not served again)', async () => {
    expect(await readAt('2026-10-31T16:00:00Z')).toEqual({ detail: '1 1', row: '1 1', filtered: true });
  });

  it('at midnight a day later it is two days overdue', async () => {
    expect(await readAt('2026-11-01T16:00:00Z')).toEqual({ detail: '1 2', row: '1 2', filtered: true });
  });
});
