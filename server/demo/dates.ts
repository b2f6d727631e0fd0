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
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}
