import type { Handler } from '../../service-context';
import { revokeSession } from '../../domain/sessions';

export const logoutHandler: Handler<'authentication/logout'> = async (ctx) => {
  await revokeSession(ctx, ctx.session.sessionId);
  return { status: 200 };
};
