import { asc } from 'drizzle-orm';
import { staffGroupMappings } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';

export const listGroupMappingsHandler: Handler<'staff/listGroupMappings'> = async (ctx) => {
  const rows = await ctx.db.select().from(staffGroupMappings).orderBy(asc(staffGroupMappings.groupValue));
  return { status: 200, mappings: rows.map(({ groupValue, role, centerIds }) => ({ groupValue, role, centerIds })) };
};
