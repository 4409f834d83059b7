import { dateFormat } from './date-format';

/** "7:00 AM" for a wall-clock time `HH:MM` at a center (no zone: the time as the center's clock shows it). */
export function wallTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hours, minutes)));
}

/** A weekday's name, Sunday = 0 as `Date.getUTCDay()` counts ("Monday", "lunes"). */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 4 January 2026 is a Sunday.
  return dateFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day)));
}
