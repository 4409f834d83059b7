import { desc, eq } from 'drizzle-orm';
import { staffPasskeys } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { toStaffPasskey } from './staff-passkey-rows';

export const listPasskeysHandler: Handler<'staff/listPasskeys'> = async (ctx) => {
  const rows = await ctx.db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, ctx.staff.staffId))
    .orderBy(desc(staffPasskeys.createdAt));
  return { status: 200, passkeys: rows.map(toStaffPasskey) };
};
