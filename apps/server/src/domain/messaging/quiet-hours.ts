import { dayInZone } from '@portal/contract/rules/calendar-day';
import { timeInZone, zonedInstant } from '@portal/contract/rules/zoned-time';

/**
 * What a text is, for when it may go: a code and a same-day reminder go at once whatever the hour; a campaign's or
 * other marketing text waits for the day (TCPA and carriers' quiet hours).
 */
export type TextTiming = 'code' | 'same-day-reminder' | 'campaign' | 'marketing';

/** Marketing texts go from 8:00 to 21:00 at the donor's home center. */
export const QUIET_HOURS_END = '08:00';
export const QUIET_HOURS_START = '21:00';

/**
 * The earliest instant a text of this kind may be sent, for a donor whose home center is in `timeZone`: `now` when
 * it may go at once, else 8:00 at the center the same day (before 8:00) or the next (from 21:00). The outbox's
 * delivery job does not try a row before its `next_attempt_at`, which is set from this.
 */
export function earliestTextSendTime(kind: TextTiming, timeZone: string, now: Date): Date {
  if (kind === 'code' || kind === 'same-day-reminder') return now;
  const time = timeInZone(now, timeZone);
  if (time >= QUIET_HOURS_END && time < QUIET_HOURS_START) return now;
  const today = dayInZone(now, timeZone);
  if (time < QUIET_HOURS_END) return zonedInstant(today, QUIET_HOURS_END, timeZone);
  // Noon today plus a day is always tomorrow at the center, whatever a clock change does to the night.
  const tomorrow = dayInZone(new Date(zonedInstant(today, '12:00', timeZone).getTime() + 86_400_000), timeZone);
  return zonedInstant(tomorrow, QUIET_HOURS_END, timeZone);
}
