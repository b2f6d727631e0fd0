import { describe, expect, it } from 'vitest';
import { checkInspectForm, inspectNumber } from '../../server/domains/enforce/inspect-rules';

/** Snowflake id of an instant (epoch 2020-01-01) with these 22 low bits (worker, process, sequence). */
const idAt = (iso: string, low: number) =>
  ((BigInt(Date.parse(iso) - Date.parse('2020-01-01T00:00:00Z')) << 22n) | BigInt(low)).toString();

/** The message a form is refused with, or 'ok'; the body as the check leaves it. */
function check(body: Record<string, unknown>, stored?: Record<string, unknown>) {
  try {
    checkInspectForm(body, stored);
    return { outcome: 'ok', body };
  } catch (error) {
    return { outcome: (error as Error).message, body };
  }
}

/**
 * The inspection form's checks before the generic validation (server/domains/enforce/inspect-rules.ts):
 * result first, then the deadline an abnormal result needs; a normal one keeps none.
 */
describe('the inspection form', () => {
  it.each([
    ['no result', {}, '请选择正常或异常'],
    ['a blank result', { result: ' ' }, '请选择正常或异常'],
    ['a result that is neither 1 nor 2', { result: 3, timeLimit: '2030-01-01' }, '请选择正常或异常'],
    ['result 0', { result: 0, timeLimit: '2030-01-01' }, '请选择正常或异常'],
    ['abnormal without a deadline', { result: 2 }, '请选择整改止期'],
    ['abnormal with a blank deadline', { result: '2', timeLimit: '' }, '请选择整改止期'],
  ])('a new form with %s is refused', (_, body, message) => {
    expect(check(body).outcome).toBe(message);
  });

  it('a new abnormal form with its deadline passes as sent', () => {
    expect(check({ result: 2, timeLimit: '2030-01-01' })).toEqual({
      outcome: 'ok',
      body: { result: 2, timeLimit: '2030-01-01' },
    });
  });

  it('a normal form drops a deadline it was sent, and adds none when it had none', () => {
    expect(check({ result: 1, timeLimit: '2030-01-01' })).toEqual({
      outcome: 'ok',
      body: { result: 1, timeLimit: null },
    });
    expect(check({ result: '1' })).toEqual({ outcome: 'ok', body: { result: '1' } });
  });

  it('turning a stored abnormal inspection normal clears its stored deadline', () => {
    expect(check({ result: 1 }, { result: 2, timeLimit: '2030-01-01' })).toEqual({
      outcome: 'ok',
      body: { result: 1, timeLimit: null },
    });
  });

  it('an edit that sends no result is judged by the stored one', () => {
    // Stored normal: nothing to check, no deadline added.
    expect(check({ content: '复查' }, { result: 1 })).toEqual({ outcome: 'ok', body: { content: '复查' } });
    // Stored abnormal: the deadline it keeps is enough, one it blanks is refused.
    expect(check({ content: '复查' }, { result: 2, timeLimit: '2030-01-01' }).outcome).toBe('ok');
    expect(check({ timeLimit: '' }, { result: 2, timeLimit: '2030-01-01' }).outcome).toBe('请选择整改止期');
    // A stored row without a result and an edit without one: not asked again for the result.
    expect(check({ content: '复查', timeLimit: '2030-01-01' }, {}).outcome).toBe('ok');
  });

  it('an edit that blanks the result is refused even when one is stored', () => {
    expect(check({ result: '' }, { result: 2, timeLimit: '2030-01-01' }).outcome).toBe('请选择正常或异常');
  });

  it('an unchanged deadline is not checked again (it leaves the body), a changed one stays', () => {
    expect(check({ result: 2, timeLimit: '2020-01-01' }, { result: 2, timeLimit: '2020-01-01' })).toEqual({
      outcome: 'ok',
      body: { result: 2 },
    });
    expect(check({ result: 2, timeLimit: '2030-02-01' }, { result: 2, timeLimit: '2020-01-01' })).toEqual({
      outcome: 'ok',
      body: { result: 2, timeLimit: '2030-02-01' },
    });
  });
});

describe('巡检编号', () => {
  it('is XJ, the day in Shanghai and the id in base 36', () => {
    // 2026-11-23 17:00 UTC is already the 24th in Shanghai.
    expect(inspectNumber(idAt('2026-11-23T17:00:00.000Z', 5))).toBe('XJ2026112405COM13WG5');
  });
});
