import type { Handler } from '../../service-context';
import { markOwnNotificationRead } from './read-notification';

/** Marks the donor's own notification opened, once; ids that are not her rows (announced items) change nothing. */
export const markNotificationReadHandler: Handler<'notification/markNotificationRead'> = async (ctx, params) => {
  await markOwnNotificationRead(ctx.db, ctx.session.donorId, params.notificationID, ctx.clock.now());
  return { status: 200 };
};
