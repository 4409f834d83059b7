import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { changedGroups, recordDonorFieldChanges } from '../../domain/donor-field-changes';
import { loadUser } from '../../domain/donor-user';
import { recordIntegrationEvent } from '../../domain/integration-events';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/**
 * The donor's own edit; the groups it changes are recorded as the portal's, so a center's older record does not undo them,
 * and the company's systems hear of the contact details that changed, with their new values (names are not sent).
 */
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
    const phoneChanged = before.phoneCountryCode !== values.phoneCountryCode || before.phoneNumber !== values.phoneNumber;
    const address = {
      addressLine1: values.addressLine1,
      addressLine2: values.addressLine2,
      city: values.city,
      state: values.stateCode,
      zipCode: values.zipCode,
    };
    const addressChanged =
      before.addressLine1 !== values.addressLine1 ||
      before.addressLine2 !== values.addressLine2 ||
      before.city !== values.city ||
      before.stateCode !== values.stateCode ||
      before.zipCode !== values.zipCode;
    if (!phoneChanged && !addressChanged) return;
    await recordIntegrationEvent(tx, ctx.clock.now(), 'donor.contact_changed', {
      donorNumber: before.donorNumber,
      ...(phoneChanged ? { phone: { countryCode: values.phoneCountryCode, phoneNumber: values.phoneNumber } } : {}),
      ...(addressChanged ? { address } : {}),
    });
  });
  const user = await loadUser(ctx.db, ctx.session.donorId, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'sessionExpired');
  return { status: 200, user };
};
