import type { Handler } from '../../../service-context';
import { assignedCenterIds, loadStaffMember } from '../members/staff-members';
import { startProviderSession } from '../sso/provider-sign-in';
import { ticketMember } from '../sso/ticket-member';
import { verifySecondFactorPasskey } from './second-factor-passkey';

/**
 * A company sign-in's owed second factor answered with one of the member's passkeys: the same session (and the same
 * `staff/providerSignIn` audit row) the app's code would have started.
 */
export const completeProviderPasskeySignInHandler: Handler<'staff/completeProviderPasskeySignIn'> = async (ctx, params) => {
  const member = await ticketMember(ctx, params.ticket);
  await verifySecondFactorPasskey(ctx, member.id, params.response);
  const { token, expiresAt } = await startProviderSession(ctx, { clientAddress: ctx.clientAddress }, member);
  const staff = await loadStaffMember(ctx.db, {
    staffId: member.id,
    role: member.role,
    centerIds: await assignedCenterIds(ctx.db, member.id),
    viaProvider: true,
  });
  return { status: 200, token, expiresAt: expiresAt.toISOString(), staff };
};
