import { dayInZone } from '@portal/contract/rules/calendar-day';
import { timeAtCenter } from '@portal/contract/center-time';
import { languageLocales, type Language } from '@portal/contract/languages';
import { dateFormat } from './date-format';

/** Spec 9 "LL": "November 22, 2026" / "22 de noviembre de 2026", in the browser's zone. */
export function formatLongDate(iso: string, language: Language): string {
  return dateFormat(languageLocales[language], { dateStyle: 'long' }).format(new Date(iso));
}

/** Spec 9: dates are shown as LL ("November 2, 2026") or MM / DD / YYYY. */
export type DayStyle = 'long' | 'numeric';

/** "March 2024" / "marzo de 2024", e.g. for 'Member since'. Null when the date is not valid. */
export function formatMonthYear(iso: string, language: Language, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(languageLocales[language], { month: 'long', year: 'numeric', timeZone }).format(date);
}

/** A date in long format ("October 13, 2026" / "13 de octubre de 2026") in UTC, as server dates without a time are. */
export function formatLongDateUtc(iso: string, language: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(languageLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD, e.g. a visit's day at its center) in one of the app's formats. The day is
 * written as it is: it is formatted at midnight UTC in UTC, so no browser zone can move it.
 */
export function formatDay(day: string, language: Language, style: DayStyle = 'numeric'): string {
  const [year, month, date] = day.split('-');
  if (style === 'numeric') return `${month} / ${date} / ${year}`;
  return dateFormat(languageLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** An instant's day at a place (a payment at a visit's center), in one of the app's formats. */
export function formatDayIn(iso: string, timeZone: string, language: Language, style: DayStyle = 'numeric'): string {
  return formatDay(dayInZone(new Date(iso), timeZone), language, style);
}

/** An instant's time as the clock at a place showed it (a check-in at its center): "11:40 PM". */
export function formatTimeIn(iso: string, timeZone: string, language: Language): string {
  return timeAtCenter(new Date(iso), timeZone, language);
}

/** A moment (a message, a case's last change) as a date and time in the reader's own zone. */
export function formatDateTime(iso: string, language: Language): string {
  return dateFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
