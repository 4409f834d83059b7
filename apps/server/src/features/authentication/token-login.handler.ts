import type { Handler } from '../../service-context';
import { ServiceError } from '../../lib/service-error';
import { renewSession } from '../../domain/sessions';

/** Renews the caller's token. `_id` must name the token's own donor: a token never renews another's session. */
export const tokenLoginHandler: Handler<'authentication/tokenLogin'> = async (ctx, params) => {
  if (params._id !== ctx.session.donorId) throw new ServiceError(403, 'renewalRefused');
  const { token, expiresAt } = await renewSession(ctx, ctx.session);
  return { status: 200, token, expiresAt: expiresAt.toISOString() };
};
