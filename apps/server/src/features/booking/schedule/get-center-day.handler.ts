import { addDays, zonedInstant } from '@portal/contract';
import { and, eq, gte, lt } from 'drizzle-orm';
import { appointments, donors, locations } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';
import { centerDayColumns, centerDayOf, toCenterDayAppointment } from './center-day-rows';

/** The day at the center runs from its local midnight to the next, whatever the daylight-saving change in between. */
export const getCenterDayHandler: Handler<'appointment/getCenterDay'> = async (ctx, params) => {
  const [center] = await ctx.db
    .select({ id: locations.id, timeZone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.id, params.locationID), centerScope(ctx.staff, locations.id)));
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const today = centerDayOf(ctx.clock.now(), center.timeZone);
  const day = params.day ?? today;
  const rows = await ctx.db
    .select(centerDayColumns)
    .from(appointments)
    .innerJoin(donors, eq(donors.id, appointments.donorId))
    .where(
      and(
        eq(appointments.locationId, center.id),
        gte(appointments.startsAt, zonedInstant(day, '00:00', center.timeZone)),
        lt(appointments.startsAt, zonedInstant(addDays(day, 1), '00:00', center.timeZone)),
      ),
    )
    .orderBy(appointments.startsAt, donors.lastName);
  ctx.audit({ objectType: 'centerDay', objectId: `${center.id}/${day}` });
  return {
    status: 200,
    timeZone: center.timeZone,
    day,
    today,
    appointments: rows.map((row) => toCenterDayAppointment(row, center.timeZone)),
  };
};
