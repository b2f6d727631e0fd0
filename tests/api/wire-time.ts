import { expect } from 'vitest';

/**
 * Asserts that a wire time (`yyyy-MM-dd HH:mm:ss`, Asia/Shanghai, UTC+8 all year) is the present
 * moment within two minutes: the time the call just made wrote, in the users' time zone. A time in
 * UTC (eight hours off), a fixed or a stale one fails, where a check of the format alone would pass.
 */
export function expectJustNow(value: unknown, what = 'the time') {
  const text = String(value);
  expect(text, what).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const at = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  expect(Math.abs(at - Date.now()), `${what} ${text} is not now in Asia/Shanghai`).toBeLessThan(120_000);
}
