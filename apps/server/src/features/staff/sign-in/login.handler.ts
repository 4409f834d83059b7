import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { checkStaffPassword } from './staff-password';
import { checkSecondFactor } from './totp';
import { openTotpSecret } from '../totp-secrets';
import { assignedCenterIds, loadStaffMember } from '../members/staff-members';
import { startStaffSession } from '../staff-sessions';

/**
 * Staff sign-in by e-mail. Counted, slowed and challenged by the contract's limits like a donor's (decision 014);
 * an unknown, deactivated or invited-but-unset account is checked against a dummy hash and answers the same words.
 * With a second factor enrolled, the right password also needs a code (decision 015) or, for a member with a passkey,
 * goes on at `staff/startPasskeySignIn` (decision 054): the refusal says which the member may use.
 */
export const loginHandler: Handler<'staff/login'> = async (ctx, params) => {
  const member = await checkStaffPassword(ctx, params);
  if (member.totpSecret || member.hasPasskey) {
    if (!params.totpCode) throw new ServiceError(401, secondFactorAsked(member.totpSecret !== null, member.hasPasskey));
    // A secret that does not open (TOTP_ENCRYPTION_KEY changed) leaves only the recovery codes; a member with passkeys
    // only may still hold recovery codes of an app enrolled before.
    const totpSecret = member.totpSecret ? openTotpSecret(ctx.config.totpEncryptionKey, member.id, member.totpSecret) : null;
    const factor = { id: member.id, totpSecret };
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

function secondFactorAsked(totp: boolean, passkey: boolean): 'totpRequired' | 'staffPasskeyRequired' | 'staffPasskeyOrTotpRequired' {
  if (!passkey) return 'totpRequired';
  return totp ? 'staffPasskeyOrTotpRequired' : 'staffPasskeyRequired';
}
