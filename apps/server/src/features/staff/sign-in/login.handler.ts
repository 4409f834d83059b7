import { timingDummyHash, verifyPassword } from '../../../lib/passwords';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { findSignInStaff } from '../sign-in-account';
import { checkSecondFactor } from './totp';
import { openTotpSecret } from '../totp-secrets';
import { assignedCenterIds, loadStaffMember } from '../members/staff-members';
import { startStaffSession } from '../staff-sessions';

/**
 * Staff sign-in by e-mail. Counted, slowed and challenged by the contract's limits like a donor's (decision 014);
 * an unknown, deactivated or invited-but-unset account is checked against a dummy hash and answers the same words.
 * With a second factor enrolled, the right password also needs a code (decision 015). With `STAFF_PASSWORD_SIGN_IN=false`
 * only break-glass members sign in here; everyone else uses the company's provider (issue 32).
 */
export const loginHandler: Handler<'staff/login'> = async (ctx, params) => {
  const member = await findSignInStaff(ctx.db, params.email);
  const usable = member?.passwordHash && !member.deactivatedAt ? member.passwordHash : null;
  const passwordOk = await verifyPassword(usable ?? (await timingDummyHash()), params.password);
  if (!member || !usable || !passwordOk) {
    ctx.metrics.signInFailed({ account: 'staff', step: 'password' });
    throw new ServiceError(401, 'staffInvalidCredentials');
  }
  // Told only after the right password, so the refusal names no account to a guesser.
  if (!ctx.config.staffPasswordSignIn && !member.breakGlass) throw new ServiceError(403, 'staffPasswordSignInOff');
  if (member.totpSecret) {
    if (!params.totpCode) throw new ServiceError(401, 'totpRequired');
    // A secret that does not open (TOTP_ENCRYPTION_KEY changed) leaves only the recovery codes.
    const factor = { id: member.id, totpSecret: openTotpSecret(ctx.config.totpEncryptionKey, member.id, member.totpSecret) };
    if (!(await checkSecondFactor(ctx.db, ctx.config.tokenSecret, factor, params.totpCode, ctx.clock.now()))) {
      ctx.metrics.signInFailed({ account: 'staff', step: 'secondFactor' });
      throw new ServiceError(401, 'totpInvalid');
    }
  }

  const { token, expiresAt } = await startStaffSession(ctx, member.id);
  const staff = await loadStaffMember(ctx.db, {
    staffId: member.id,
    role: member.role,
    centerIds: await assignedCenterIds(ctx.db, member.id),
    viaProvider: false,
  });
  return { status: 200, token, expiresAt: expiresAt.toISOString(), staff };
};
