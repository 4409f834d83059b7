/**
 * One time-zone rule for every date a donor sees: a visit happens on a calendar day at its center, so
 * its day and time are read in the center's IANA zone (stored with the center), never in the zone of
 * the server or of the browser that shows it.
 */
import { isoWithOffset } from './zoned-time';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone, e.g. a visit's day at its center. */
export function dayInZone(at: Date, timeZone: string): string {
  return isoWithOffset(at, timeZone).slice(0, 10);
}

/** True when the zone is one the runtime knows (an IANA name such as `America/Chicago`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec 2.4 "maximum date today": an event the donor reports has happened, so its day may not come
 * after today at the center where it happened. Days compare as YYYY-MM-DD strings.
 */
export function isFutureEventDay(day: string, now: Date, timeZone: string): boolean {
  return day > dayInZone(now, timeZone);
}
