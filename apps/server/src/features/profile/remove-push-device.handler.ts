import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Deletes one of the donor's push subscriptions: that device gets no more notifications. */
export const removePushDeviceHandler: Handler<'profile/removePushDevice'> = async (ctx, params) => {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, params.deviceId), eq(pushSubscriptions.donorId, ctx.session.donorId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new ServiceError(404, 'notFound');
  return { status: 200 };
};
