import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { loadUser } from '../../domain/donor-user';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

export const updateProfileHandler: Handler<'profile/updateProfile'> = async (ctx, params) => {
  await ctx.db
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
    .where(eq(donors.id, ctx.session.donorId));
  const user = await loadUser(ctx.db, ctx.session.donorId, ctx.clock.now());
  if (!user) throw new ServiceError(401, 'sessionExpired');
  return { status: 200, user };
};
