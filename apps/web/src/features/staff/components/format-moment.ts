import { dateFormat } from '../../../lib/dates/date-format';

/** A moment as the console shows it: date and time in the reader's language and time zone. */
export function formatMoment(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
