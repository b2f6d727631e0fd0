import { wallClock } from '../../core/wall-clock';

/**
 * 上报编号 of a self-check report: `ZC`, the day it was reported (wire time zone) and ten base-36
 * characters. The number is the row's snowflake id written another way (its time of day in
 * milliseconds and its 22 worker and sequence bits), so two reports never share one and no counter
 * has to be kept or locked across instances; yet people read the day off it at a glance.
 */
const EPOCH = Date.parse('2020-01-01T00:00:00Z');
const LOW_BITS = 22n;

export function reportNumber(id: string, timeZone = process.env.APP_TIME_ZONE || 'Asia/Shanghai'): string {
  const n = BigInt(id);
  const at = new Date(Number(n >> LOW_BITS) + EPOCH);
  const c = wallClock(at, timeZone);
  const msOfDay = BigInt(
    ((Number(c.hour) * 60 + Number(c.minute)) * 60 + Number(c.second)) * 1000 + at.getUTCMilliseconds(),
  );
  const tail = ((msOfDay << LOW_BITS) | (n & ((1n << LOW_BITS) - 1n))).toString(36).toUpperCase().padStart(10, '0');
  return `ZC${c.year}${c.month}${c.day}${tail}`;
}
