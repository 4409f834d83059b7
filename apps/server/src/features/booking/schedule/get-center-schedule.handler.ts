import { locations } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';
import { loadBookableCenter } from '../../../domain/center-schedules';

export const getCenterScheduleHandler: Handler<'appointment/getCenterSchedule'> = async (ctx, params) => {
  const center = await loadBookableCenter(ctx.db, params.locationID, centerScope(ctx.staff, locations.id));
  if (!center) throw new ServiceError(404, 'locationNotFound');
  return { status: 200, center: { id: center.id, name: center.name, timeZone: center.timeZone }, schedule: center.schedule };
};
