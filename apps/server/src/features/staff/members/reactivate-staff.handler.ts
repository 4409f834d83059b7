import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';

/** Lets a deactivated member sign in again; reactivating an active account changes nothing. */
export const reactivateStaffHandler: Handler<'staff/reactivateStaff'> = async (ctx, params) => {
  const [member] = await ctx.db
    .select({ deactivatedAt: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, params.staffId));
  if (!member) throw new ServiceError(404, 'notFound');
  if (member.deactivatedAt) await ctx.db.update(staffMembers).set({ deactivatedAt: null }).where(eq(staffMembers.id, params.staffId));
  ctx.audit({
    objectType: 'staffMember',
    objectId: params.staffId,
    before: { deactivatedAt: member.deactivatedAt?.toISOString() ?? null },
    after: { deactivatedAt: null },
  });
  return { status: 200 };
};
