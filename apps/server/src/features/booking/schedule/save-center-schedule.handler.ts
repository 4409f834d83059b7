import { and, eq } from 'drizzle-orm';
import { locations } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';
import { loadBookableCenter, storeCenterSchedule } from '../../../domain/center-schedules';

/**
 * A manager changes only her centers' set-up (404 for another center). Appointments already booked stay: fewer chairs
 * or shorter hours apply to new bookings.
 */
export const saveCenterScheduleHandler: Handler<'appointment/saveCenterSchedule'> = async (ctx, params) => {
  const [location] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, params.locationID), centerScope(ctx.staff, locations.id)));
  if (!location) throw new ServiceError(404, 'locationNotFound');
  const before = await loadBookableCenter(ctx.db, location.id);
  await storeCenterSchedule(ctx.db, location.id, params.schedule, ctx.clock.now());
  ctx.audit({ objectType: 'centerSchedule', objectId: String(location.id), before: before?.schedule ?? null, after: params.schedule });
  return { status: 200, schedule: params.schedule };
};
