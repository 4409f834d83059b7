import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { revokeAllStaffSessions } from '../staff-sessions';

/**
 * Deactivates a staff account and ends its sessions at once; deactivating an inactive account changes nothing, and an
 * admin cannot deactivate their own.
 */
export const deactivateStaffHandler: Handler<'staff/deactivateStaff'> = async (ctx, params) => {
  // An admin who could deactivate themselves could leave the company without one.
  if (params.staffId === ctx.staff.staffId) throw new ServiceError(400, 'staffSelfChange');
  const [member] = await ctx.db
    .select({ deactivatedAt: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, params.staffId));
  if (!member) throw new ServiceError(404, 'notFound');
  const deactivatedAt = member.deactivatedAt ?? ctx.clock.now();
  if (!member.deactivatedAt) await ctx.db.update(staffMembers).set({ deactivatedAt }).where(eq(staffMembers.id, params.staffId));
  await revokeAllStaffSessions(ctx, params.staffId, 'staffDeactivated');
  ctx.audit({
    objectType: 'staffMember',
    objectId: params.staffId,
    before: { deactivatedAt: member.deactivatedAt?.toISOString() ?? null },
    after: { deactivatedAt: deactivatedAt.toISOString() },
  });
  return { status: 200 };
};
