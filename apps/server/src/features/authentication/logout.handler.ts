import type { Handler } from '../../service-context';
import { removeSessionPushSubscriptions } from '../../domain/push-subscriptions';
import { revokeSession } from '../../domain/sessions';

export const logoutHandler: Handler<'authentication/logout'> = async (ctx) => {
  await revokeSession(ctx, ctx.session.sessionId);
  // This device's push notifications end with its session (a sign-out elsewhere ends them at delivery: `sendPush`).
  await removeSessionPushSubscriptions(ctx.db, ctx.session.sessionId);
  return { status: 200 };
};
