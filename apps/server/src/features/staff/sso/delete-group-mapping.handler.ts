import { eq } from 'drizzle-orm';
import { staffGroupMappings } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';

/** Removes a group's mapping; its members lose what it gave at their next sign-in through the provider. */
export const deleteGroupMappingHandler: Handler<'staff/deleteGroupMapping'> = async (ctx, params) => {
  const [removed] = await ctx.db
    .delete(staffGroupMappings)
    .where(eq(staffGroupMappings.groupValue, params.groupValue))
    .returning({ role: staffGroupMappings.role, centerIds: staffGroupMappings.centerIds });
  if (!removed) throw new ServiceError(404, 'notFound');
  ctx.audit({ objectType: 'staffGroupMapping', objectId: params.groupValue, before: removed, after: null });
  return { status: 200 };
};
