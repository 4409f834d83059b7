import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { requestClosure } from '../../domain/account-closure';
import { confirmCurrentPassword } from '../../domain/current-password';
import type { Handler } from '../../service-context';

/** Issue 34: her password confirms it; a wrong one is a 400 in her language and nothing changes. */
export const requestClosureHandler: Handler<'account/requestClosure'> = async (ctx, params) => {
  const [donor] = await ctx.db.select({ passwordHash: donors.passwordHash }).from(donors).where(eq(donors.id, ctx.session.donorId));
  await confirmCurrentPassword(donor, params.currentPassword, ctx.lang);
  const closesAt = await requestClosure(ctx.db, ctx.session.donorId, ctx.clock.now());
  return { status: 200, closesAt: closesAt.toISOString() };
};
