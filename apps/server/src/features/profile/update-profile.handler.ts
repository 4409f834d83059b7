import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { changedGroups, recordDonorFieldChanges } from '../../domain/donor-field-changes';
import { loadUser } from '../../domain/donor-user';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** The donor's own edit; the groups it changes are recorded as the portal's, so a center's older record does not undo them. */
export const updateProfileHandler: Handler<'profile/updateProfile'> = async (ctx, params) => {
  const values = {
    firstName: params.firstName,
    middleName: params.middleName || null,
    lastName: params.lastName,
    birthDate: params.dob,
    gender: params.gender,
    phoneCountryCode: params.phone.countryCode,
    phoneNumber: params.phone.phoneNumber,
    addressLine1: params.address.addressLine1,
    addressLine2: params.address.addressLine2 ?? '',
    city: params.address.city,
    stateCode: params.address.state,
    zipCode: params.address.zipCode,
  };
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(donors).where(eq(donors.id, ctx.session.donorId)).for('update');
    if (!before) return;
    await tx.update(donors).set(values).where(eq(donors.id, ctx.session.donorId));
    await recordDonorFieldChanges(tx, before.id, 'portal', changedGroups(before, values), ctx.clock.now());
  });
  const user = await loadUser(ctx.db, ctx.session.donorId, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'sessionExpired');
  return { status: 200, user };
};
