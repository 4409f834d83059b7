export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Spec 1: Spanish when the browser language contains "es", else English. */
export function detectLanguage(browserLanguage: string | null | undefined): Language {
  return browserLanguage?.toLowerCase().includes('es') ? 'es' : 'en';
}
