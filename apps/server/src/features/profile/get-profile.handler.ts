import { loadUser } from '../../domain/donor-user';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

export const getProfileHandler: Handler<'profile/getProfile'> = async (ctx) => {
  const user = await loadUser(ctx.db, ctx.session.donorId, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'sessionExpired');
  return { status: 200, user };
};
