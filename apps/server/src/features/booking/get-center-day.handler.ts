import { addDays, isoWithOffset, zonedInstant } from '@portal/contract';
import { and, eq, gte, lt } from 'drizzle-orm';
import { appointments, donors, locations } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../service-context';
import { centerScope } from '../staff/center-scope';

/** The day at the center runs from its local midnight to the next, whatever the daylight-saving change in between. */
export const getCenterDayHandler: Handler<'appointment/getCenterDay'> = async (ctx, params) => {
  const [center] = await ctx.db
    .select({ id: locations.id, timeZone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.id, params.locationID), centerScope(ctx.staff, locations.id)));
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const rows = await ctx.db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      firstDonation: appointments.firstDonation,
      donorNumber: donors.donorNumber,
      firstName: donors.firstName,
      lastName: donors.lastName,
    })
    .from(appointments)
    .innerJoin(donors, eq(donors.id, appointments.donorId))
    .where(
      and(
        eq(appointments.locationId, center.id),
        gte(appointments.startsAt, zonedInstant(params.day, '00:00', center.timeZone)),
        lt(appointments.startsAt, zonedInstant(addDays(params.day, 1), '00:00', center.timeZone)),
      ),
    )
    .orderBy(appointments.startsAt);
  ctx.audit({ objectType: 'centerDay', objectId: `${center.id}/${params.day}` });
  return {
    status: 200,
    timeZone: center.timeZone,
    appointments: rows.map((row) => ({
      id: row.id,
      start: isoWithOffset(row.startsAt, center.timeZone),
      end: isoWithOffset(row.endsAt, center.timeZone),
      status: row.status,
      firstDonation: row.firstDonation,
      donorNumber: row.donorNumber,
      donorName: `${row.firstName} ${row.lastName}`,
    })),
  };
};
