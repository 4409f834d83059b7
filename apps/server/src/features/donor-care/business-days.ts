import { DAY_MS, dayInZone } from '@portal/contract';
import { supportDayKind } from '@portal/contract/support-hours';

/**
 * The care team works the weekdays its support line is open (spec 2.5), in its zone (`CARE_TIME_ZONE`): Monday to
 * Friday, not on the days the line is closed (December 25, January 1).
 */
function isBusinessDay(day: string): boolean {
  const at = new Date(`${day}T12:00:00Z`);
  const weekday = at.getUTCDay();
  // The line's kind of day puts a holiday eve before the weekend: December 24 on a Sunday is still a Sunday here.
  return weekday !== 0 && weekday !== 6 && supportDayKind(at.getUTCMonth() + 1, at.getUTCDate(), weekday) !== 'closed';
}

/**
 * The instant `days` business days after `from`: the same time of day on the `days`-th following business day in the
 * care team's zone. A request on Friday afternoon with one day is due Monday afternoon; one sent on Saturday too; one
 * sent on Wednesday, December 24 is due Friday the 26th (the 25th is closed).
 */
export function addBusinessDays(from: Date, days: number, timeZone: string): Date {
  let offset = 0;
  let left = days;
  while (left > 0) {
    offset += 1;
    if (isBusinessDay(dayInZone(new Date(from.getTime() + offset * DAY_MS), timeZone))) left -= 1;
  }
  return new Date(from.getTime() + offset * DAY_MS);
}
