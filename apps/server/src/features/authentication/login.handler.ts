import type { Handler } from '../../service-context';
import { loadUser } from '../../domain/donor-user';
import { timingDummyHash, verifyPassword } from '../../lib/passwords';
import { ServiceError } from '../../lib/service-error';
import { startSession } from '../../domain/sessions';
import { findSignInDonor } from './sign-in-account';

/**
 * Sign-in by e-mail (already trimmed and lowercased by the contract) or by donor number. Failed sign-ins are
 * counted, slowed and, past their budget, challenged with a captcha by the contract's policy, which the
 * gateway applies before this runs.
 */
export const loginHandler: Handler<'authentication/login'> = async (ctx, params) => {
  const donor = await findSignInDonor(ctx.db, params.username);
  // A closed account (issue 34) has no password left to check: she is told why, and how to come back.
  if (donor?.closedAt) throw new ServiceError(403, 'accountClosed');
  const passwordHash = donor?.passwordHash ?? (await timingDummyHash());
  const passwordOk = await verifyPassword(passwordHash, params.password);
  if (!donor?.passwordHash || !passwordOk) {
    ctx.metrics.signInFailed({ account: 'donor', step: 'password' });
    throw new ServiceError(401, 'invalidCredentials');
  }

  const { token, expiresAt } = await startSession(ctx, donor.id, params.isFromMobile ?? false);
  const user = await loadUser(ctx.db, donor.id, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'invalidCredentials');
  return { status: 200, token, expiresAt: expiresAt.toISOString(), user };
};
