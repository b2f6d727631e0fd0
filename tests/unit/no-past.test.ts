import { describe, expect, it } from 'vitest';
import { defineResource } from '../../resources/types';
import { writableValues } from '../../server/crud/validate';
import { pastDayProblem, todayIn } from '../../server/crud/no-past';
import { BladeError } from '../../server/http/errors';

/** A rectification order: its deadline may not lie in the past (spec timeLimit 请选择整改止期). */
const order = defineResource({
  name: 'probeOrder',
  label: '整改单',
  table: 'probe_order',
  base: '/api/probe/order',
  tenantScoped: true,
  fields: [
    { name: 'timeLimit', label: '整改止期', type: 'date', required: '请选择整改止期', noPast: '请选择整改止期' },
    { name: 'dueAt', label: '截止时间', type: 'datetime', noPast: '截止时间不能早于今天' },
    { name: 'doneOn', label: '完成日期', type: 'date' },
  ],
});

const shift = (days: number) => todayIn(undefined, new Date(Date.now() + days * 86_400_000));

function refusal(body: Record<string, unknown>): string | undefined {
  try {
    writableValues(order, body, 'insert');
    return undefined;
  } catch (e) {
    if (e instanceof BladeError) return `${e.httpStatus} ${e.message}`;
    throw e;
  }
}

describe('noPast dates on the server', () => {
  it('refuses a day before today with the declared message, as a 400', () => {
    expect(refusal({ timeLimit: shift(-1) })).toBe('400 请选择整改止期');
    expect(refusal({ timeLimit: '2020-01-01' })).toBe('400 请选择整改止期');
    expect(refusal({ timeLimit: shift(1), dueAt: `${shift(-1)} 23:59:59` })).toBe('400 截止时间不能早于今天');
  });

  it('accepts today and later, and leaves fields without noPast alone', () => {
    expect(refusal({ timeLimit: todayIn() })).toBeUndefined();
    expect(refusal({ timeLimit: shift(30), dueAt: `${todayIn()} 00:00:00`, doneOn: '2020-01-01' })).toBeUndefined();
    // The required message still comes first when the date is missing.
    expect(refusal({})).toBe('400 请选择整改止期');
  });

  it("reads today in the wire time zone, not the host's", () => {
    // 2024-03-15 20:00 UTC is already the 16th in Shanghai.
    const at = new Date(Date.UTC(2024, 2, 15, 20));
    expect(todayIn('Asia/Shanghai', at)).toBe('2024-03-16');
    expect(todayIn('UTC', at)).toBe('2024-03-15');
    expect(pastDayProblem({ noPast: 'x' }, '2024-03-15', todayIn('Asia/Shanghai', at))).toBe('x');
    expect(pastDayProblem({ noPast: 'x' }, '2024-03-15', todayIn('UTC', at))).toBeUndefined();
    expect(pastDayProblem({}, '2000-01-01', todayIn('UTC', at))).toBeUndefined();
  });
});
