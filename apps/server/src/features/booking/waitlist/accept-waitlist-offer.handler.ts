import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { loadBookableCenter } from '../../../domain/center-schedules';
import { confirmation } from '../appointments/confirmations';
import { acceptWaitlistOffer } from './waitlist';
import { findOwnEntry } from './waitlist-views';

/** Another donor's entry id is 404, as an unknown one. */
export const acceptWaitlistOfferHandler: Handler<'appointment/acceptWaitlistOffer'> = async (ctx, params) => {
  const entry = await findOwnEntry(ctx.db, ctx.session.donorId, params.entryID);
  if (!entry) throw new ServiceError(404, 'waitlistNotFound');
  const center = await loadBookableCenter(ctx.db, entry.locationId);
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const confirm = confirmation(ctx, 'booked');
  const appointment = await acceptWaitlistOffer(
    ctx.db,
    { donorId: ctx.session.donorId, entryId: entry.id, center, now: ctx.clock.now(), lang: ctx.lang },
    confirm.changed,
  );
  await confirm.deliver();
  return { status: 200, appointment };
};
