import { dayInZone } from '@portal/contract/rules/calendar-day';
import { addDays, zonedInstant } from '@portal/contract/rules/zoned-time';
import { presetDays, type RangeParams } from './center-ranges';

/** A range of one zone's days (a dashboard of no center): its days, and the instants it starts and ends (at most now). */
export function zoneRange(params: RangeParams, now: Date, zone: string) {
  const days = presetDays(params, dayInZone(now, zone));
  const end = zonedInstant(addDays(days.to, 1), '00:00', zone);
  return { days, start: zonedInstant(days.from, '00:00', zone), end: end < now ? end : now };
}
