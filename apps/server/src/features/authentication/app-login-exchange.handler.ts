import { and, eq, gt, isNull } from 'drizzle-orm';
import { appLoginTokens } from '../../db/schema/index';
import { loadUser } from '../../domain/donor-user';
import { hashToken } from '../../lib/secrets';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { startSession } from '../../domain/sessions';

/** `/Applogin`: the conditional update uses the token up exactly once, even when two tabs race. */
export const appLoginExchangeHandler: Handler<'authentication/appLoginExchange'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const [used] = await ctx.db
    .update(appLoginTokens)
    .set({ usedAt: now })
    .where(and(eq(appLoginTokens.tokenHash, hashToken(params.token)), isNull(appLoginTokens.usedAt), gt(appLoginTokens.expiresAt, now)))
    .returning({ donorId: appLoginTokens.donorId });
  if (!used) throw new ServiceError(401, 'linkInvalid');

  const { token, expiresAt } = await startSession(ctx, used.donorId, false);
  const user = await loadUser(ctx.db, used.donorId, now);
  if (!user) throw new ServiceError(401, 'linkInvalid');
  return { status: 200, token, expiresAt: expiresAt.toISOString(), user };
};
