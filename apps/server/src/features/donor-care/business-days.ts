import { dayInZone } from '@portal/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The care team works Monday to Friday, Eastern (the support line's zone). Public holidays are not counted yet. */
export const CARE_TIME_ZONE = 'America/New_York';

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The instant `days` business days after `from`: the same time of day on the `days`-th following weekday in the care
 * team's zone. A request on Friday afternoon with one day is due Monday afternoon; one sent on Saturday too.
 */
export function addBusinessDays(from: Date, days: number, timeZone = CARE_TIME_ZONE): Date {
  let offset = 0;
  let left = days;
  while (left > 0) {
    offset += 1;
    if (!isWeekend(dayInZone(new Date(from.getTime() + offset * DAY_MS), timeZone))) left -= 1;
  }
  return new Date(from.getTime() + offset * DAY_MS);
}
