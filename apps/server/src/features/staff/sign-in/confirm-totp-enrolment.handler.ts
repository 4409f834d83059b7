import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { replaceRecoveryCodes, totpStep } from './totp';
import { openTotpSecret } from '../totp-secrets';

export const confirmTotpEnrolmentHandler: Handler<'staff/confirmTotpEnrolment'> = async (ctx, params) => {
  const [member] = await ctx.db
    .select({ pending: staffMembers.totpPendingSecret, enrolled: staffMembers.totpSecret })
    .from(staffMembers)
    .where(eq(staffMembers.id, ctx.staff.staffId));
  const pending = member?.pending ? openTotpSecret(ctx.config.totpEncryptionKey, ctx.staff.staffId, member.pending) : null;
  const step = pending ? await totpStep(pending, params.code, ctx.clock.now()) : null;
  if (!member?.pending || step === null) throw new ServiceError(400, 'totpInvalid');
  await ctx.db
    .update(staffMembers)
    // Still sealed: the pending value moves as it is (same key, same member).
    .set({ totpSecret: member.pending, totpPendingSecret: null, totpLastStep: step })
    .where(eq(staffMembers.id, ctx.staff.staffId));
  // The cached session says "no second factor" until dropped: here now, on the other processes by the database's notice.
  ctx.liveSessions.apply(`staff:${ctx.staff.staffId}`);
  const recoveryCodes = await replaceRecoveryCodes(ctx.db, ctx.config.tokenSecret, ctx.staff.staffId);
  ctx.audit({
    objectType: 'staffMember',
    objectId: ctx.staff.staffId,
    before: { totpEnrolled: member.enrolled !== null },
    after: { totpEnrolled: true },
  });
  return { status: 200, recoveryCodes };
};
