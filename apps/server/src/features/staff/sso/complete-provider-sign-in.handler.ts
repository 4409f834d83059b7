import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { assignedCenterIds, loadStaffMember } from '../members/staff-members';
import { checkSecondFactor } from '../sign-in/totp';
import { openTotpSecret } from '../totp-secrets';
import { startProviderSession } from './provider-sign-in';
import { ticketMember } from './ticket-member';

/**
 * The code a company sign-in still owed (`requireTotpForSso`): the ticket names the member the provider signed in
 * within the last minutes; their authenticator's code (or a recovery code) starts the same session a sign-in without
 * the code would have. A member deactivated meanwhile, or without a second factor any more, is refused as an expired
 * sign-in: they start again at the provider.
 */
export const completeProviderSignInHandler: Handler<'staff/completeProviderSignIn'> = async (ctx, params) => {
  const member = await ticketMember(ctx, params.ticket);
  if (!member.totpSecret) throw new ServiceError(401, 'ssoFlowExpired');
  const factor = { id: member.id, totpSecret: openTotpSecret(ctx.config.totpEncryptionKey, member.id, member.totpSecret) };
  if (!(await checkSecondFactor(ctx.db, ctx.config.tokenSecret, factor, params.totpCode, ctx.clock.now()))) {
    ctx.metrics.signInFailed({ account: 'staff', step: 'secondFactor' });
    throw new ServiceError(401, 'totpInvalid');
  }
  const { token, expiresAt } = await startProviderSession(ctx, { clientAddress: ctx.clientAddress }, member);
  const staff = await loadStaffMember(ctx.db, {
    staffId: member.id,
    role: member.role,
    centerIds: await assignedCenterIds(ctx.db, member.id),
    viaProvider: true,
  });
  return { status: 200, token, expiresAt: expiresAt.toISOString(), staff };
};
