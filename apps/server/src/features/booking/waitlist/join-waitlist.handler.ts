import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { loadBookableCenter } from '../../../domain/center-schedules';
import { joinWaitlist } from './waitlist';

export const joinWaitlistHandler: Handler<'appointment/joinWaitlist'> = async (ctx, params) => {
  const center = await loadBookableCenter(ctx.db, params.locationID);
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const entry = await joinWaitlist(ctx.db, {
    donorId: ctx.session.donorId,
    center,
    day: params.date,
    now: ctx.clock.now(),
    lang: ctx.lang,
  });
  return { status: 200, entry };
};
