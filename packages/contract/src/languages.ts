export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The locale dates, times and numbers are written in for each language (a US site: month-first dates). */
export const languageLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Spec 1: Spanish when the browser language contains "es", else English. */
export function detectLanguage(browserLanguage: string | null | undefined): Language {
  return browserLanguage?.toLowerCase().includes('es') ? 'es' : 'en';
}
