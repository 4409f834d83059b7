import type { Handler } from '../../../service-context';
import { providerEndSessionUrl } from '../sso/end-session';
import { revokeStaffSession } from '../staff-sessions';

export const logoutHandler: Handler<'staff/logout'> = async (ctx) => {
  await revokeStaffSession(ctx, ctx.staff.sessionId);
  ctx.audit({ objectType: 'staffSession', objectId: ctx.staff.sessionId });
  const endSessionUrl = ctx.staff.viaProvider ? await providerEndSessionUrl(ctx) : undefined;
  return { status: 200, ...(endSessionUrl ? { endSessionUrl } : {}) };
};
