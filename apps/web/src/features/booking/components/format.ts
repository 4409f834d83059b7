import { untilAtCenter } from '@portal/contract/center-time';
import { languageLocales, type Language } from '@portal/contract/languages';
import { dateFormat } from '../../../lib/dates/date-format';

/** A time after "until" / "hasta" in a sentence: "9:35 AM", "las 9:35 a. m.", "la 1:05 p. m." (`untilAtCenter`). */
export function untilOf(iso: string, timeZone: string, lang: Language): string {
  return untilAtCenter(new Date(iso), timeZone, lang);
}

/** "Tuesday, June 16" for a calendar day (YYYY-MM-DD). */
export function longDay(day: string, lang: Language): string {
  return dateFormat(languageLocales[lang], { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "Tue" and "16" for the date strip. */
export function shortDay(day: string, lang: Language): { weekday: string; date: string } {
  const at = new Date(`${day}T12:00:00Z`);
  return {
    weekday: dateFormat(languageLocales[lang], { weekday: 'short', timeZone: 'UTC' }).format(at),
    date: dateFormat(languageLocales[lang], { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at),
  };
}

/** The calendar day of an ISO string written with the center's offset. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/** Morning before noon, afternoon before 5 PM, evening after, by the center's clock. */
export function partOfDay(iso: string): 'morning' | 'afternoon' | 'evening' {
  const hour = Number(iso.slice(11, 13));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/** Today's calendar day (YYYY-MM-DD) by a center's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
}
