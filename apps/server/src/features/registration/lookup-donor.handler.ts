import { and, eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { codeChoices, createRegistration, registrationDestinations } from './registration-store';

/**
 * Finds a donor by all three details at once, so a miss cannot tell which one was wrong. Misses are
 * limited per address by the contract's policy (applied by the gateway), so guessing identity digits stops.
 */
export const lookupDonorHandler: Handler<'registration/lookupDonor'> = async (ctx, params) => {
  const [donor] = await ctx.db
    .select({ id: donors.id, passwordHash: donors.passwordHash, closedAt: donors.closedAt })
    .from(donors)
    .where(
      and(eq(donors.donorNumber, params.donorNumber), eq(donors.identLast4, params.identValueLast4), eq(donors.birthDate, params.dob)),
    );
  if (!donor) throw new ServiceError(404, 'donorNotFound');
  if (donor.passwordHash !== null) throw new ServiceError(409, 'donorAlreadyExists');
  // A closed account keeps no contact to send a code to: the desk of her center records one (decision 056).
  if (donor.closedAt !== null) throw new ServiceError(409, 'accountClosedAskDesk');

  const choices = codeChoices(await registrationDestinations(ctx, { donorId: donor.id, predonor: null }));
  if (choices.length === 0) throw new ServiceError(422, 'phoneOrEmailRequired');
  const { registrationToken, expiresAt } = await createRegistration(ctx, { kind: 'existing', donorId: donor.id });
  return { status: 200, registrationToken, expiresAt: expiresAt.toISOString(), choices };
};
