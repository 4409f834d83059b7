import { and, eq, isNull } from 'drizzle-orm';
import { donors, resetTokens } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { ServiceError } from '../../lib/service-error';
import { revokeAllSessions } from '../../domain/sessions';
import type { Handler } from '../../service-context';
import { liveResetToken } from './reset-tokens';

/**
 * Uses the token up (once, even under parallel calls), sets the password, retires the donor's other reset
 * tokens and ends every session: whoever knew the old password is signed out everywhere.
 */
export const passwordResetSetPasswordHandler: Handler<'passwordReset/setPassword'> = async (ctx, params) => {
  const passwordHash = await hashPassword(params.password);
  const now = ctx.clock.now();
  const [used] = await ctx.db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(liveResetToken(ctx, params.resetToken))
    .returning({ donorId: resetTokens.donorId });
  if (!used) throw new ServiceError(400, 'linkInvalid');

  await ctx.db.update(donors).set({ passwordHash }).where(eq(donors.id, used.donorId));
  await ctx.db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.donorId, used.donorId), isNull(resetTokens.usedAt)));
  await revokeAllSessions(ctx, used.donorId);
  return { status: 200 };
};
