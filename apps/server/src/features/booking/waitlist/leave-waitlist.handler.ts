import type { Handler } from '../../../service-context';
import { WAITLIST_JOB } from '../scheduled-work';
import { leaveWaitlist } from './waitlist';

/** Another donor's entry id is 404. A chair held for the donor goes to the next one at once. */
export const leaveWaitlistHandler: Handler<'appointment/leaveWaitlist'> = async (ctx, params) => {
  const { entry, freed } = await leaveWaitlist(ctx.db, ctx.session.donorId, params.entryID, ctx.clock.now());
  if (freed) await ctx.jobs.trigger(WAITLIST_JOB);
  return { status: 200, entry };
};
