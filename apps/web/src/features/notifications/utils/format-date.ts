import type { Language } from '@portal/contract/languages';
import { dateLocales } from '../../../lib/dates';

/** Spec 9 "LL": "November 22, 2026" / "22 de noviembre de 2026". */
export function formatLongDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long' }).format(new Date(iso));
}
