import type { Handler } from '../../../service-context';
import { revokeStaffSession } from '../staff-sessions';

export const logoutHandler: Handler<'staff/logout'> = async (ctx) => {
  await revokeStaffSession(ctx, ctx.staff.sessionId);
  ctx.audit({ objectType: 'staffSession', objectId: ctx.staff.sessionId });
  return { status: 200 };
};
