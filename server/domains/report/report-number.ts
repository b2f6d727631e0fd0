/**
 * 上报编号 of a self-check report: `ZC`, the day it was reported (wire time zone) and ten base-36
 * characters. The number is the row's snowflake id written another way (its time of day in
 * milliseconds and its 22 worker and sequence bits), so two reports never share one and no counter
 * has to be kept or locked across instances; yet people read the day off it at a glance.
 */
const EPOCH = Date.parse('2020-01-01T00:00:00Z');
const LOW_BITS = 22n;

/** Hours, minutes, seconds of an instant in a time zone. */
function clockIn(timeZone: string, at: Date): { day: string; hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${part('year')}${part('month')}${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
  };
}

export function reportNumber(id: string, timeZone = process.env.APP_TIME_ZONE || 'Asia/Shanghai'): string {
  const n = BigInt(id);
  const at = new Date(Number(n >> LOW_BITS) + EPOCH);
  const { day, hour, minute, second } = clockIn(timeZone, at);
  const msOfDay = BigInt(((hour * 60 + minute) * 60 + second) * 1000 + at.getUTCMilliseconds());
  const tail = ((msOfDay << LOW_BITS) | (n & ((1n << LOW_BITS) - 1n))).toString(36).toUpperCase().padStart(10, '0');
  return `ZC${day}${tail}`;
}
