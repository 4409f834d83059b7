import { languageLocales, type Language } from '@portal/contract/languages';
import { dateFormat } from '../../../lib/dates/date-format';

/** The catalogue's relative-time texts; `##` is where the count goes (spec 9). */
export interface RelativeTimeTexts {
  justNow: string;
  minute_one: string;
  minute_other: string;
  hour_one: string;
  hour_other: string;
  day_one: string;
  day_other: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FULL_DATE_AFTER_DAYS = 30;

function plural(texts: RelativeTimeTexts, unit: 'minute' | 'hour' | 'day', count: number, language: Language): string {
  const form = new Intl.PluralRules(languageLocales[language]).select(count) === 'one' ? 'one' : 'other';
  return texts[`${unit}_${form}`].replace('##', String(count));
}

/**
 * Spec 9: 'just now' under a minute, then minutes, hours (under 24) and days (under 30), else the full
 * date (LL, e.g. "November 22, 2026"). A time slightly in the future (clock skew) reads 'just now'.
 */
export function relativeTime(iso: string, now: Date, language: Language, texts: RelativeTimeTexts, timeZone?: string): string {
  const at = new Date(iso);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return texts.justNow;
  if (elapsed < HOUR) return plural(texts, 'minute', Math.floor(elapsed / MINUTE), language);
  if (elapsed < DAY) return plural(texts, 'hour', Math.floor(elapsed / HOUR), language);
  if (elapsed < FULL_DATE_AFTER_DAYS * DAY) return plural(texts, 'day', Math.floor(elapsed / DAY), language);
  return dateFormat(languageLocales[language], { dateStyle: 'long', timeZone }).format(at);
}
