import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { loadUser } from '../../domain/donor-user';
import { recordIntegrationEvent } from '../../domain/integration-events';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

const contactColumns = {
  donorNumber: donors.donorNumber,
  phoneCountryCode: donors.phoneCountryCode,
  phoneNumber: donors.phoneNumber,
  addressLine1: donors.addressLine1,
  addressLine2: donors.addressLine2,
  city: donors.city,
  stateCode: donors.stateCode,
  zipCode: donors.zipCode,
};

export const updateProfileHandler: Handler<'profile/updateProfile'> = async (ctx, params) => {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select(contactColumns).from(donors).where(eq(donors.id, ctx.session.donorId)).for('update');
    const [after] = await tx
      .update(donors)
      .set({
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
      })
      .where(eq(donors.id, ctx.session.donorId))
      .returning(contactColumns);
    if (!before || !after) return;
    // The company's systems hear of the contact details that changed, with their new values; names are not sent.
    const phoneChanged = before.phoneCountryCode !== after.phoneCountryCode || before.phoneNumber !== after.phoneNumber;
    const address = {
      addressLine1: after.addressLine1,
      addressLine2: after.addressLine2,
      city: after.city,
      state: after.stateCode,
      zipCode: after.zipCode,
    };
    const addressChanged =
      before.addressLine1 !== after.addressLine1 ||
      before.addressLine2 !== after.addressLine2 ||
      before.city !== after.city ||
      before.stateCode !== after.stateCode ||
      before.zipCode !== after.zipCode;
    if (!phoneChanged && !addressChanged) return;
    await recordIntegrationEvent(tx, ctx.clock.now(), 'donor.contact_changed', {
      donorNumber: after.donorNumber,
      ...(phoneChanged ? { phone: { countryCode: after.phoneCountryCode ?? '', phoneNumber: after.phoneNumber ?? '' } } : {}),
      ...(addressChanged ? { address } : {}),
    });
  });
  const user = await loadUser(ctx.db, ctx.session.donorId, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'sessionExpired');
  return { status: 200, user };
};
