import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import type { Handler } from '../../service-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks the donor's own notification opened, once; ids that are not her rows (announced items) change nothing. */
export const markNotificationReadHandler: Handler<'notification/markNotificationRead'> = async (ctx, params) => {
  if (UUID.test(params.notificationID)) {
    await ctx.db
      .update(notifications)
      .set({ readAt: ctx.clock.now() })
      .where(
        and(eq(notifications.id, params.notificationID), eq(notifications.donorId, ctx.session.donorId), isNull(notifications.readAt)),
      );
  }
  return { status: 200 };
};
