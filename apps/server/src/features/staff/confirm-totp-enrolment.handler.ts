import { eq } from 'drizzle-orm';
import { staffMembers } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../service-context';
import { replaceRecoveryCodes, totpStep } from './totp';

export const confirmTotpEnrolmentHandler: Handler<'staff/confirmTotpEnrolment'> = async (ctx, params) => {
  const [member] = await ctx.db
    .select({ pending: staffMembers.totpPendingSecret, enrolled: staffMembers.totpSecret })
    .from(staffMembers)
    .where(eq(staffMembers.id, ctx.staff.staffId));
  const step = member?.pending ? await totpStep(member.pending, params.code, ctx.clock.now()) : null;
  if (!member?.pending || step === null) throw new ServiceError(400, 'totpInvalid');
  await ctx.db
    .update(staffMembers)
    .set({ totpSecret: member.pending, totpPendingSecret: null, totpLastStep: step })
    .where(eq(staffMembers.id, ctx.staff.staffId));
  const recoveryCodes = await replaceRecoveryCodes(ctx.db, ctx.config.tokenSecret, ctx.staff.staffId);
  ctx.audit({
    objectType: 'staffMember',
    objectId: ctx.staff.staffId,
    before: { totpEnrolled: member.enrolled !== null },
    after: { totpEnrolled: true },
  });
  return { status: 200, recoveryCodes };
};
