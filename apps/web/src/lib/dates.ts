import type { Language } from '@portal/contract/languages';

/** The locale used to format dates for each interface language (US site: month-first dates). */
export const dateLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "March 2024" / "marzo de 2024", e.g. for 'Member since'. Null when the date is not valid. */
export function formatMonthYear(iso: string, language: Language, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(dateLocales[language], { month: 'long', year: 'numeric', timeZone }).format(date);
}

/** A date in long format ("October 13, 2026" / "13 de octubre de 2026") in UTC, as server dates without a time are. */
export function formatLongDateUtc(iso: string, language: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
