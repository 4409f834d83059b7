import { eq } from 'drizzle-orm';
import { donors, sessions } from '../../db/schema/index';
import { closeAccount } from '../../domain/account-closure';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Issue 34: an admin closes an account on the donor's written request, in the call's transaction with its audit row. */
export const closeDonorAccountHandler: Handler<'staff/closeDonorAccount'> = async (ctx, params) => {
  const [donor] = await ctx.db
    .select({ id: donors.id, closedAt: donors.closedAt })
    .from(donors)
    .where(eq(donors.donorNumber, params.donorNumber));
  if (!donor) throw new ServiceError(404, 'donorNotFound');
  const now = ctx.clock.now();
  const closed = await closeAccount(ctx.db, donor.id, now, { source: 'account-closure', staffId: ctx.staff.staffId });
  if (closed) {
    // This process drops her sessions at once; the database's trigger tells the others when the change commits.
    const ended = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.donorId, donor.id));
    for (const session of ended) ctx.liveSessions.apply(`session:${session.id}`);
  }
  ctx.audit({ donorId: donor.id, objectType: 'donor', objectId: donor.id, after: { closed, writtenRequest: params.writtenRequest } });
  return { status: 200, closedAt: (closed ? now : (donor.closedAt ?? now)).toISOString() };
};
