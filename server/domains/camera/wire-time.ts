import { badRequest } from '../../http/errors';
import { wallClock } from '../../core/wall-clock';

/**
 * Wire times of the camera calls (`yyyy-MM-dd HH:mm:ss`, in the app's time zone like every other wire
 * time) to instants and back: recordings are files named in UTC, the screens speak local time.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall time of `d` in `timeZone`, as `yyyy-MM-dd HH:mm:ss`. */
export function wireTimeOf(d: Date, timeZone: string): string {
  const c = wallClock(d, timeZone);
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`;
}

/** Offset of `timeZone` from UTC at instant `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wireTimeOf(new Date(ms), timeZone);
  const [d, t] = wall.split(' ');
  const [y, mo, da] = d.split('-').map(Number);
  const [h, mi, s] = t.split(':').map(Number);
  return Date.UTC(y, mo - 1, da, h, mi, s) - Math.floor(ms / 1000) * 1000;
}

/** The instant of a wire time (a bare date is its first second); `message` when it is not one. */
export function instantOf(v: unknown, timeZone: string, message: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(String(v ?? '').trim());
  if (!m) throw badRequest(message);
  const guess = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  if (Number.isNaN(guess) || wireTimeOf(new Date(guess), 'UTC').slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`)
    throw badRequest(message);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/** `yyyy-MM-dd` of a day `days` after a wall date. */
export function addDaysTo(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
