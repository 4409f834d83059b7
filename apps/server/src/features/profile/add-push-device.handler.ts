import { and, eq, ne } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/**
 * Keeps this browser's push subscription for the donor and this session. One endpoint is one browser: subscribing again
 * (a new session, or another donor signed in on a shared device) moves the row, so a device never gets two donors' pushes.
 * The device's earlier subscriptions in this session are replaced. Refused (409) while the operator offers no push.
 */
export const addPushDeviceHandler: Handler<'profile/addPushDevice'> = async (ctx, params) => {
  if (!ctx.config.vapidPublicKey) throw new ServiceError(409, 'pushNotOffered');
  const { donorId, sessionId } = ctx.session;
  const values = {
    donorId,
    sessionId,
    endpoint: params.endpoint,
    p256dh: params.keys.p256dh,
    auth: params.keys.auth,
    deviceName: params.deviceName,
    createdAt: ctx.clock.now(),
  };
  const id = await ctx.db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.sessionId, sessionId), ne(pushSubscriptions.endpoint, params.endpoint)));
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    return row?.id;
  });
  if (!id) throw new Error('push subscription upsert returned no row');
  return { status: 200, id };
};
