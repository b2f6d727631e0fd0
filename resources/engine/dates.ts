/** Blade sends and takes `yyyy-MM-dd HH:mm:ss`; <input type="datetime-local"> speaks `yyyy-MM-ddTHH:mm[:ss]`. */

export function toBladeDateTime(local: unknown, endOfMinute = false): string | null {
  if (typeof local !== 'string' || !local) return null;
  const [date, time = '00:00'] = local.split(/[T ]/);
  const hms = time.length === 5 ? `${time}:${endOfMinute ? '59' : '00'}` : time.slice(0, 8);
  return `${date} ${hms}`;
}

export function toLocalInput(blade: unknown): string {
  if (typeof blade !== 'string' || !blade) return '';
  return blade.replace(' ', 'T').slice(0, 16);
}
