import type { PublicContext } from '../../../service-context';
import { timingDummyHash, verifyPassword } from '../../../lib/passwords';
import { ServiceError } from '../../../lib/service-error';
import { findSignInStaff } from '../sign-in-account';

/**
 * The first step of every staff password sign-in (with a code or a passkey after it): an unknown, deactivated or
 * invited-but-unset account is checked against a dummy hash and answers the same words. With `STAFF_PASSWORD_SIGN_IN=false`
 * only break-glass members pass; everyone else uses the company's provider (issue 32).
 */
export async function checkStaffPassword(ctx: PublicContext, params: { email: string; password: string }) {
  const member = await findSignInStaff(ctx.db, params.email);
  const usable = member?.passwordHash && !member.deactivatedAt ? member.passwordHash : null;
  const passwordOk = await verifyPassword(usable ?? (await timingDummyHash()), params.password);
  if (!member || !usable || !passwordOk) {
    ctx.metrics.signInFailed({ account: 'staff', step: 'password' });
    throw new ServiceError(401, 'staffInvalidCredentials');
  }
  // Told only after the right password, so the refusal names no account to a guesser.
  if (!ctx.config.staffPasswordSignIn && !member.breakGlass) throw new ServiceError(403, 'staffPasswordSignInOff');
  return member;
}
