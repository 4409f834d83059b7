import { languageLocales, type Language } from '@portal/contract/languages';
import { dateFormat } from './date-format';

/** An instant for editors ("Jun 15, 2026, 9:30 AM"), in their browser's zone; a dash when there is none. */
export function formatDateTime(iso: string | null, language: Language): string {
  if (!iso) return '—';
  return dateFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
