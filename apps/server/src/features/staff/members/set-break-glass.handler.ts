import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';

/** Marks a member break-glass or not: with staff passwords off, only they keep their password and second factor. */
export const setBreakGlassHandler: Handler<'staff/setBreakGlass'> = async (ctx, params) => {
  const [member] = await ctx.db
    .select({ breakGlass: staffMembers.breakGlass })
    .from(staffMembers)
    .where(eq(staffMembers.id, params.staffId));
  if (!member) throw new ServiceError(404, 'notFound');
  await ctx.db.update(staffMembers).set({ breakGlass: params.breakGlass }).where(eq(staffMembers.id, params.staffId));
  ctx.audit({
    objectType: 'staffMember',
    objectId: params.staffId,
    before: { breakGlass: member.breakGlass },
    after: { breakGlass: params.breakGlass },
  });
  return { status: 200 };
};
