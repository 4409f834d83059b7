import { isFutureEventDay } from '@portal/contract/rules/calendar-day';
import { parseUsDate } from '@portal/contract/rules/fields';
import type { MessageKey } from '@portal/contract/messages/en';

/**
 * The event's date as the donor types it (MM-DD-YYYY, as every date field of the portal) and the day it
 * is sent as (YYYY-MM-DD, spec 7); text that is not a date is sent as typed, so the contract refuses it.
 */
export function eventDay(text: string): string {
  return parseUsDate(text) ?? text.trim();
}

/**
 * The browser's half of the rule the server applies: a date is needed, readable, and not after today at
 * the chosen center (in the browser's own zone until a center is chosen). Null when the date is fine.
 */
export function eventDateProblem(
  text: string,
  now: Date,
  centerTimeZone: string | null,
  required: MessageKey = 'donorCareDateRequired',
): MessageKey | null {
  if (!text.trim()) return required;
  const day = parseUsDate(text);
  if (day === null) return 'dateInvalid';
  const timeZone = centerTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isFutureEventDay(day, now, timeZone) ? 'donorCareDateFuture' : null;
}
