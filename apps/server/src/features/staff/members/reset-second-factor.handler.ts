import { eq } from 'drizzle-orm';
import { staffMembers, staffPasskeys, staffRecoveryCodes } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { revokeAllStaffSessions } from '../staff-sessions';

/**
 * Forgets a member's authenticator (enrolled or being enrolled), passkeys and recovery codes and ends their sessions: a phone
 * that was lost may be in someone's hands. Resetting a member without one changes nothing but their sessions; an admin
 * cannot reset their own (another admin does).
 */
export const resetSecondFactorHandler: Handler<'staff/resetSecondFactor'> = async (ctx, params) => {
  if (params.staffId === ctx.staff.staffId) throw new ServiceError(400, 'staffSelfChange');
  const [member] = await ctx.db
    .select({ totpSecret: staffMembers.totpSecret })
    .from(staffMembers)
    .where(eq(staffMembers.id, params.staffId));
  if (!member) throw new ServiceError(404, 'notFound');
  await ctx.db
    .update(staffMembers)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(staffMembers.id, params.staffId));
  await ctx.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, params.staffId));
  const passkeys = await ctx.db.delete(staffPasskeys).where(eq(staffPasskeys.staffId, params.staffId)).returning({ id: staffPasskeys.id });
  await revokeAllStaffSessions(ctx, params.staffId, 'secondFactorReset');
  ctx.audit({
    objectType: 'staffMember',
    objectId: params.staffId,
    before: { totpEnrolled: member.totpSecret !== null, passkeys: passkeys.length },
    after: { totpEnrolled: false, passkeys: 0 },
  });
  return { status: 200 };
};
