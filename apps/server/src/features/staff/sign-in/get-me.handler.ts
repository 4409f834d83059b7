import type { Handler } from '../../../service-context';
import { loadStaffMember } from '../members/staff-members';

export const getMeHandler: Handler<'staff/getMe'> = async (ctx) => ({ status: 200, staff: await loadStaffMember(ctx.db, ctx.staff) });
