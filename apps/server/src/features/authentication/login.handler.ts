import { eq } from 'drizzle-orm';
import type { Handler } from '../service-context';
import { donors } from '../../db/schema/index';
import { loadUser } from '../../domain/donor-user';
import { timingDummyHash, verifyPassword } from '../../lib/passwords';
import { ServiceError } from '../../lib/service-error';
import { startSession } from './sessions';

/**
 * Sign-in by e-mail (already trimmed and lowercased by the contract) or by donor number. Failed sign-ins are
 * limited per account and per address by the contract's policy, which the gateway applies.
 */
export const loginHandler: Handler<'authentication/login'> = async (ctx, params) => {
  const username = params.username;

  const byEmail = username.includes('@');
  const [donor] = await ctx.db
    .select({ id: donors.id, passwordHash: donors.passwordHash })
    .from(donors)
    .where(byEmail ? eq(donors.email, username) : eq(donors.donorNumber, username.toUpperCase()));

  const passwordHash = donor?.passwordHash ?? (await timingDummyHash());
  const passwordOk = await verifyPassword(passwordHash, params.password);
  if (!donor?.passwordHash || !passwordOk) {
    throw new ServiceError(401, 'invalidCredentials');
  }

  const { token, expiresAt } = await startSession(ctx, donor.id, params.isFromMobile ?? false);
  const user = await loadUser(ctx.db, donor.id, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'invalidCredentials');
  return { status: 200, token, expiresAt: expiresAt.toISOString(), user };
};
