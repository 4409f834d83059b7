import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { recordDonorFieldChanges } from '../../domain/donor-field-changes';
import { loadUser } from '../../domain/donor-user';
import { recordIntegrationEvent } from '../../domain/integration-events';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { ServiceError } from '../../lib/service-error';
import { consumeCode } from '../../domain/verification-codes';
import type { Handler } from '../../service-context';
import { emailChangeFlowKey } from './email-change';

export const confirmEmailChangeHandler: Handler<'profile/confirmEmailChange'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  await consumeCode(ctx, emailChangeFlowKey(ctx, donorId, params.email), params.code);
  try {
    await ctx.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(donors)
        .set({ email: params.email })
        .where(eq(donors.id, donorId))
        .returning({ donorNumber: donors.donorNumber });
      await recordDonorFieldChanges(tx, donorId, 'portal', ['email'], ctx.clock.now());
      if (changed) {
        await recordIntegrationEvent(tx, ctx.clock.now(), 'donor.contact_changed', {
          donorNumber: changed.donorNumber,
          email: params.email,
        });
      }
    });
  } catch (error) {
    // Taken between the request and the code (the owner of a taken address never gets a code).
    if (violatedUniqueConstraint(error) !== undefined) throw new ServiceError(409, 'alreadyExists');
    throw error;
  }
  const user = await loadUser(ctx.db, donorId, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'sessionExpired');
  return { status: 200, user };
};
