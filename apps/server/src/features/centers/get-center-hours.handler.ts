import { eq } from 'drizzle-orm';
import { centerSchedules, locations } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** A center's weekly opening hours from its booking set-up (issue 33: the home center's hours, kept offline). */
export const getCenterHoursHandler: Handler<'location/getCenterHours'> = async (ctx, params) => {
  const [row] = await ctx.db
    .select({ timeZone: locations.timezone, weeklyHours: centerSchedules.weeklyHours })
    .from(locations)
    .leftJoin(centerSchedules, eq(centerSchedules.locationId, locations.id))
    .where(eq(locations.id, params.locationID));
  if (!row) throw new ServiceError(404, 'locationNotFound');
  return { status: 200, hours: row.weeklyHours ? { timeZone: row.timeZone, weeklyHours: row.weeklyHours } : null };
};
