import { and, eq, gt, isNull } from 'drizzle-orm';
import { donors, registrations } from '../../db/schema/index';
import { loadUser } from '../../domain/donor-user';
import { recordIntegrationEvent } from '../../domain/integration-events';
import { hashPassword } from '../../lib/passwords';
import { ServiceError } from '../../lib/service-error';
import { startSession } from '../../domain/sessions';
import type { Handler } from '../../service-context';
import { findRegistration } from './registration-store';
import { createPredonor } from './create-predonor';

/**
 * The last step, and the only one that makes a usable account. The registration is claimed first
 * (verified -> done, once); an existing donor's password is set only while it is still null, so of two
 * registrations racing for one donor exactly one wins and the other answers 409.
 */
export const registrationSetPasswordHandler: Handler<'registration/setPassword'> = async (ctx, params) => {
  const registration = await findRegistration(ctx, params.registrationToken, 'verified');
  const passwordHash = await hashPassword(params.password);
  const now = ctx.clock.now();

  const claimed = await ctx.db
    .update(registrations)
    .set({ step: 'done' })
    .where(and(eq(registrations.id, registration.id), eq(registrations.step, 'verified'), gt(registrations.expiresAt, now)))
    .returning({ id: registrations.id });
  if (claimed.length === 0) throw new ServiceError(400, 'networkError');

  let donorId: string;
  if (registration.predonor) {
    donorId = await createPredonor(ctx.db, registration.predonor, passwordHash, now, {
      clientAddress: ctx.clientAddress,
      userAgent: ctx.userAgent ?? null,
    });
  } else if (registration.donorId) {
    const existingId = registration.donorId;
    await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(donors)
        .set({ passwordHash })
        .where(and(eq(donors.id, existingId), isNull(donors.passwordHash)))
        .returning({ donorNumber: donors.donorNumber });
      if (!updated) throw new ServiceError(409, 'donorAlreadyExists');
      await recordIntegrationEvent(tx, now, 'donor.registered', { donorNumber: updated.donorNumber, existingDonor: true });
    });
    donorId = existingId;
  } else {
    throw new ServiceError(400, 'networkError');
  }

  const { token, expiresAt } = await startSession(ctx, donorId, params.isFromMobile ?? false);
  const user = await loadUser(ctx.db, donorId, now);
  if (!user) throw new ServiceError(400, 'networkError');
  return { status: 200, token, expiresAt: expiresAt.toISOString(), user };
};
