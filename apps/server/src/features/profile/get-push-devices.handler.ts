import { and, asc, eq, isNull } from 'drizzle-orm';
import { pushSubscriptions, sessions } from '../../db/schema/index';
import type { Handler } from '../../service-context';

/** The donor's devices that still get push (their session not signed out), and the key to subscribe one more with. */
export const getPushDevicesHandler: Handler<'profile/getPushDevices'> = async (ctx) => {
  const rows = await ctx.db
    .select({
      id: pushSubscriptions.id,
      deviceName: pushSubscriptions.deviceName,
      createdAt: pushSubscriptions.createdAt,
      sessionId: pushSubscriptions.sessionId,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.donorId, ctx.session.donorId), isNull(sessions.revokedAt)))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    status: 200,
    publicKey: ctx.config.vapidPublicKey ?? null,
    devices: rows.map((row) => ({
      id: row.id,
      deviceName: row.deviceName,
      createdAt: row.createdAt.toISOString(),
      thisDevice: row.sessionId === ctx.session.sessionId,
    })),
  };
};
