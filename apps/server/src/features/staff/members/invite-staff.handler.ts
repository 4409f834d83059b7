import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { sendInvitation } from './invitations';
import { existingCenterIds } from './staff-center-assignments';
import { createStaffMember } from './staff-members';

/** A new account without a password, or a new link for one still waiting for its password; any other account is 409. */
export const inviteStaffHandler: Handler<'staff/inviteStaff'> = async (ctx, params) => {
  const centerIds = await existingCenterIds(ctx.db, params.centerIds);
  const [existing] = await ctx.db
    .select({ id: staffMembers.id, passwordHash: staffMembers.passwordHash, deactivatedAt: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(eq(staffMembers.email, params.email));
  if (existing && (existing.passwordHash !== null || existing.deactivatedAt !== null)) throw new ServiceError(409, 'staffEmailTaken');

  const staffId =
    existing?.id ??
    (await createStaffMember(
      ctx.db,
      { email: params.email, displayName: params.displayName, role: params.role, password: null, centerIds },
      ctx.clock.now(),
    ));
  await sendInvitation(ctx, { id: staffId, email: params.email, displayName: params.displayName });
  ctx.audit({
    objectType: 'staffMember',
    objectId: staffId,
    after: { email: params.email, role: params.role, centerIds, invitation: existing ? 'renewed' : 'sent' },
  });
  return { status: 200, staffId };
};
