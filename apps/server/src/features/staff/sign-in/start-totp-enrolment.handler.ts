import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { newTotpSecret } from './totp';
import { sealTotpSecret } from '../totp-secrets';

/** A new pending secret each time: starting again replaces an unconfirmed one and leaves an enrolled factor as it is. */
export const startTotpEnrolmentHandler: Handler<'staff/startTotpEnrolment'> = async (ctx) => {
  const [member] = await ctx.db.select({ email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.id, ctx.staff.staffId));
  if (!member) throw new Error('a live staff session names no staff member');
  const { secret, otpauthUri } = newTotpSecret(member.email);
  await ctx.db
    .update(staffMembers)
    .set({ totpPendingSecret: sealTotpSecret(ctx.config.totpEncryptionKey, ctx.staff.staffId, secret) })
    .where(eq(staffMembers.id, ctx.staff.staffId));
  // The secret never enters the audit trail.
  ctx.audit({ objectType: 'staffMember', objectId: ctx.staff.staffId, after: { totpEnrolment: 'started' } });
  return { status: 200, secret, otpauthUri };
};
