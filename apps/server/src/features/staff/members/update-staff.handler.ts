import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { existingCenterIds, replaceCenterAssignments } from './staff-center-assignments';
import { assignedCenterIds } from './staff-members';

/** A new role and centers; the member's next call already works with them, on every process. */
export const updateStaffHandler: Handler<'staff/updateStaff'> = async (ctx, params) => {
  const [member] = await ctx.db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.id, params.staffId));
  if (!member) throw new ServiceError(404, 'notFound');
  const centerIds = await existingCenterIds(ctx.db, params.centerIds);
  // An admin who demoted themselves could leave the company without one.
  if (params.staffId === ctx.staff.staffId && params.role !== member.role) throw new ServiceError(400, 'staffSelfChange');
  const before = { role: member.role, centerIds: (await assignedCenterIds(ctx.db, params.staffId)).sort((a, b) => a - b) };
  await ctx.db.update(staffMembers).set({ role: params.role }).where(eq(staffMembers.id, params.staffId));
  await replaceCenterAssignments(ctx.db, params.staffId, centerIds);
  // This process forgets the member's cached sessions now; the database's notice tells the others on commit (decision 021).
  ctx.liveSessions.apply(`staff:${params.staffId}`);
  ctx.audit({ objectType: 'staffMember', objectId: params.staffId, before, after: { role: params.role, centerIds } });
  return { status: 200 };
};
