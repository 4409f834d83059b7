import { and, eq, inArray } from 'drizzle-orm';
import { registrations } from '../../db/schema/index';
import { hashToken } from '../../lib/secrets';
import type { Handler } from '../../service-context';

/** Ends a registration in progress; an unknown or finished one answers the same, so the call reveals nothing. */
export const registrationCancelHandler: Handler<'registration/cancel'> = async (ctx, params) => {
  await ctx.db
    .update(registrations)
    .set({ step: 'cancelled' })
    .where(and(eq(registrations.tokenHash, hashToken(params.registrationToken)), inArray(registrations.step, ['started', 'verified'])));
  return { status: 200 };
};
