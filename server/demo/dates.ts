import { wallClock } from '../core/wall-clock';
import type { Rng } from './random';

/** Calendar arithmetic on the wire's date strings (yyyy-MM-dd), in UTC so no time zone shifts a day. */

const DAY = 86_400_000;
const parse = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

export function addDays(date: string, days: number): string {
  return new Date(parse(date) + days * DAY).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to) - parse(from)) / DAY);
}

/** A time of that day within office hours, `yyyy-MM-dd HH:mm:ss`. */
export function timeOf(date: string, rng: Rng): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date} ${two(rng.int(8, 20))}:${two(rng.int(0, 59))}:${two(rng.int(0, 59))}`;
}

export const dateOf = (time: string) => time.slice(0, 10);

/** Today in the server's time zone, yyyy-MM-dd. */
export function today(timeZone: string): string {
  return dateOf(now(timeZone));
}

/** This moment in the server's time zone, `yyyy-MM-dd HH:mm:ss`. */
export function now(timeZone: string): string {
  const c = wallClock(new Date(), timeZone);
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`;
}

const secondsOf = (time: string) =>
  Number(time.slice(11, 13)) * 3600 + Number(time.slice(14, 16)) * 60 + Number(time.slice(17, 19));
const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/**
 * A time of that day within office hours, as `timeOf`, that is never after `latest` (the moment a demo
 * run makes its rows at): on the run's own day, a time drawn after that moment moves to the same share
 * of the day so far, and a day after the run's (a step drawn some days on) is taken as the run's day.
 * A generated record is never dated in the future, whatever the hour the server first starts.
 */
export function pastTimeOf(date: string, rng: Rng, latest: string): string {
  const time = timeOf(date, rng);
  if (time <= latest) return time;
  const limit = secondsOf(latest);
  return `${dateOf(latest)} ${clock(Math.floor((secondsOf(time) * limit) / 86_400))}`;
}
