import { passkeySignInAuditAction } from '@portal/contract/entities/staff';
import type { Handler } from '../../../service-context';
import { appendAudit } from '../audit-trail';
import { assignedCenterIds, loadStaffMember } from '../members/staff-members';
import { checkStaffPassword } from '../sign-in/staff-password';
import { startStaffSession } from '../staff-sessions';
import { verifySecondFactorPasskey } from './second-factor-passkey';

/**
 * A password sign-in finished with one of the member's passkeys: the password is checked again, then the passkey
 * (`verifySecondFactorPasskey`); the session is the one a code would have started, and the audit trail names the
 * passkey used.
 */
export const finishPasskeySignInHandler: Handler<'staff/finishPasskeySignIn'> = async (ctx, params) => {
  const member = await checkStaffPassword(ctx, params);
  const passkey = await verifySecondFactorPasskey(ctx, member.id, params.response);
  const { token, expiresAt } = await startStaffSession(ctx, member.id);
  await appendAudit(ctx.db, {
    at: ctx.clock.now(),
    staff: { staffId: member.id, role: member.role },
    clientAddress: ctx.clientAddress,
    action: passkeySignInAuditAction,
    objectType: 'staffPasskey',
    objectId: passkey.passkeyId,
    after: { passkey: passkey.name },
  });
  const staff = await loadStaffMember(ctx.db, {
    staffId: member.id,
    role: member.role,
    centerIds: await assignedCenterIds(ctx.db, member.id),
    viaProvider: false,
  });
  return { status: 200, token, expiresAt: expiresAt.toISOString(), staff };
};
