import { eq } from 'drizzle-orm';
import { staffGroupMappings } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { existingCenterIds } from '../members/staff-center-assignments';

/** Adds or replaces a group's mapping; members get it at their next sign-in through the provider. */
export const saveGroupMappingHandler: Handler<'staff/saveGroupMapping'> = async (ctx, params) => {
  const centerIds = await existingCenterIds(ctx.db, params.centerIds);
  const [before] = await ctx.db
    .select({ role: staffGroupMappings.role, centerIds: staffGroupMappings.centerIds })
    .from(staffGroupMappings)
    .where(eq(staffGroupMappings.groupValue, params.groupValue));
  const row = { role: params.role, centerIds, updatedAt: ctx.clock.now(), updatedBy: ctx.staff.staffId };
  await ctx.db
    .insert(staffGroupMappings)
    .values({ groupValue: params.groupValue, ...row })
    .onConflictDoUpdate({ target: staffGroupMappings.groupValue, set: row });
  ctx.audit({
    objectType: 'staffGroupMapping',
    objectId: params.groupValue,
    before: before ?? null,
    after: { role: params.role, centerIds },
  });
  return { status: 200 };
};
