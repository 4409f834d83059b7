import { and, eq } from 'drizzle-orm';
import { staffPasskeys } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';

/**
 * Deletes one of the member's own passkeys: from now on it answers no sign-in. Removing the last one (with no
 * authenticator app) leaves the member without a second factor, and the console asks for one again where an admin
 * requires it.
 */
export const removePasskeyHandler: Handler<'staff/removePasskey'> = async (ctx, params) => {
  const [removed] = await ctx.db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, params.passkeyId), eq(staffPasskeys.staffId, ctx.staff.staffId)))
    .returning({ id: staffPasskeys.id, name: staffPasskeys.name });
  if (!removed) throw new ServiceError(404, 'notFound');
  ctx.liveSessions.apply(`staff:${ctx.staff.staffId}`);
  ctx.audit({ objectType: 'staffPasskey', objectId: removed.id, before: { passkey: removed.name }, after: { passkeyRemoved: true } });
  return { status: 200 };
};
