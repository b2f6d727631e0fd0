import type { StateDef } from '../../types';

/**
 * Whether fire equipment is still usable, from its expiry date and today: computed on every read by
 * the server (server/domains/subject/fire-equip.ts), shown as a chip and offered as a filter by the
 * list. Pure: shared by the server and the web app.
 */
export const EXPIRY_WARN_DAYS = 30;

export const EXPIRY_STATES: StateDef[] = [
  { code: 0, label: '正常', en: 'Valid', color: 'success' },
  { code: 1, label: '即将过期', en: 'Expiring soon', color: 'warning' },
  { code: 2, label: '已过期', en: 'Expired', color: 'error' },
];

const DAY = 86_400_000;
const utc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** `date` moved by `days` (yyyy-MM-dd, calendar days). */
export const addDays = (date: string, days: number): string =>
  new Date(utc(date) + days * DAY).toISOString().slice(0, 10);

/**
 * Days left until `expiryDate` (negative once past) and the state: expired the day after the expiry
 * date, expiring soon within EXPIRY_WARN_DAYS days of it. No date, no state.
 */
export function expiryOf(
  expiryDate: unknown,
  today: string,
): { expiryState: number | null; expiryDays: number | null } {
  if (typeof expiryDate !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(expiryDate))
    return { expiryState: null, expiryDays: null };
  const days = Math.round((utc(expiryDate) - utc(today)) / DAY);
  return { expiryState: days < 0 ? 2 : days <= EXPIRY_WARN_DAYS ? 1 : 0, expiryDays: days };
}
