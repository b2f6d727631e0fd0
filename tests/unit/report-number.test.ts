import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportNumber } from '../../server/domains/report/report-number';

/** Snowflake id of an instant (epoch 2020-01-01) with these 22 low bits (worker, process, sequence). */
const idAt = (iso: string, low: number) =>
  ((BigInt(Date.parse(iso) - Date.parse('2020-01-01T00:00:00Z')) << 22n) | BigInt(low)).toString();

/** 上报编号 (server/domains/report/report-number.ts): the id written as its day and a base-36 tail. */
describe('report numbers', () => {
  it('name the day in the wire time zone', () => {
    // 2026-11-23 17:00 UTC is already the 24th in Shanghai.
    expect(reportNumber(idAt('2026-11-23T17:00:00.000Z', 5), 'Asia/Shanghai')).toMatch(/^ZC20261124[0-9A-Z]{10}$/);
    expect(reportNumber(idAt('2026-11-23T17:00:00.000Z', 5), 'UTC')).toMatch(/^ZC20261123[0-9A-Z]{10}$/);
  });

  describe('without a time zone given', () => {
    afterEach(() => vi.unstubAllEnvs());
    it("use the server's (APP_TIME_ZONE)", () => {
      vi.stubEnv('APP_TIME_ZONE', 'UTC');
      // 17:00 UTC is 61,200,000 ms into the UTC day.
      expect(reportNumber(idAt('2026-11-23T17:00:00.000Z', 5))).toBe('ZC202611232IZMEIUBK5');
    });
    it('use Asia/Shanghai when the server names none', () => {
      vi.stubEnv('APP_TIME_ZONE', '');
      expect(reportNumber(idAt('2026-11-23T17:00:00.000Z', 5))).toBe('ZC2026112405COM13WG5');
    });
  });

  it('write the time of day in milliseconds and the low bits in base 36 after the day', () => {
    // 01:00:00.000 in Shanghai is 3,600,000 ms into the day; shifted past 22 bits, with 5 below it.
    expect(reportNumber(idAt('2026-11-23T17:00:00.000Z', 5), 'Asia/Shanghai')).toBe('ZC2026112405COM13WG5');
    // The last millisecond of a Shanghai day with every low bit set.
    expect(reportNumber(idAt('2026-11-23T15:59:59.999Z', 4_194_303), 'Asia/Shanghai')).toBe('ZC202611233KGEOQLMNZ');
    expect(reportNumber(idAt('2026-11-23T16:00:00.000Z', 0), 'Asia/Shanghai')).toBe('ZC202611240000000000');
  });

  it('differ for different ids: neighbours in one millisecond, the same low bits a millisecond or a day apart', () => {
    const ids = [
      idAt('2026-11-23T08:00:00.000Z', 0),
      idAt('2026-11-23T08:00:00.000Z', 1),
      idAt('2026-11-23T08:00:00.001Z', 0),
      idAt('2026-11-24T08:00:00.000Z', 0),
      idAt('2026-11-23T15:59:59.999Z', 4_194_303),
      idAt('2026-11-23T16:00:00.000Z', 0),
    ];
    const numbers = ids.map((id) => reportNumber(id, 'Asia/Shanghai'));
    expect(new Set(numbers).size).toBe(ids.length);
    for (const n of numbers) expect(n).toHaveLength(20);
  });
});
