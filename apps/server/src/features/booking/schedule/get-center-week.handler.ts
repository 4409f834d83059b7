import { addDays, weekdayOf, zonedInstant } from '@portal/contract';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { appointments, locations } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';
import { arrivalWindows } from '../availability/arrival-windows';
import { loadBookingRules } from '../rules/booking-rules-store';
import { loadBookableCenter } from '../../../domain/center-schedules';
import { centerDayOf } from './center-day-rows';

const WEEK_DAYS = 7;

/** The week view: the center is read within the member's centers (404 elsewhere); one grouped count for the seven days. */
export const getCenterWeekHandler: Handler<'appointment/getCenterWeek'> = async (ctx, params) => {
  const center = await loadBookableCenter(ctx.db, params.locationID, centerScope(ctx.staff, locations.id));
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const today = centerDayOf(ctx.clock.now(), center.timeZone);
  const from = params.from ?? today;
  const dates = Array.from({ length: WEEK_DAYS }, (_, index) => addDays(from, index));
  const localDay = sql<string>`to_char(${appointments.startsAt} at time zone ${center.timeZone}, 'YYYY-MM-DD')`;
  const [rules, counts] = await Promise.all([
    loadBookingRules(ctx.db),
    ctx.db
      .select({ day: localDay, booked: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          eq(appointments.locationId, center.id),
          ne(appointments.status, 'cancelled'),
          gte(appointments.startsAt, zonedInstant(from, '00:00', center.timeZone)),
          lt(appointments.startsAt, zonedInstant(addDays(from, WEEK_DAYS), '00:00', center.timeZone)),
        ),
      )
      // By position: the zone is a bound parameter, so the same expression written twice would not match.
      .groupBy(sql`1`),
  ]);
  const bookedOn = new Map(counts.map((row) => [row.day, Number(row.booked)]));
  const { schedule } = center;
  return {
    status: 200,
    center: { id: center.id, name: center.name, timeZone: center.timeZone },
    today,
    days: dates.map((date) => ({
      date,
      hours: schedule.weeklyHours[weekdayOf(date)] ?? null,
      closure: schedule.closures.find((closure) => closure.day === date)?.reason ?? null,
      booked: bookedOn.get(date) ?? 0,
      capacity: schedule.chairs * arrivalWindows(schedule, center.timeZone, date, rules.returnDonationMinutes).length,
    })),
  };
};
