import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { closesAt } from '../../domain/account-closure';
import type { Handler } from '../../service-context';

export const getClosureHandler: Handler<'account/getClosure'> = async (ctx) => {
  const [row] = await ctx.db.select({ requestedAt: donors.closureRequestedAt }).from(donors).where(eq(donors.id, ctx.session.donorId));
  const requestedAt = row?.requestedAt ?? null;
  return {
    status: 200,
    requestedAt: requestedAt?.toISOString() ?? null,
    closesAt: requestedAt ? closesAt(requestedAt).toISOString() : null,
  };
};
