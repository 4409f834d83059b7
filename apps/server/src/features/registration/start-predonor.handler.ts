import { eq } from 'drizzle-orm';
import { donors, locations } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { verifyCaptcha } from '../../lib/captcha';
import { referrerOfCode } from '../../domain/referral-codes';
import type { Handler } from '../../service-context';
import { codeChoices, createRegistration, registrationDestinations } from './registration-store';

/**
 * Starts a new pre-donor's registration. Nothing is created in `donors` until the last step. An e-mail
 * that already has an account is not revealed: the flow goes on the same, and that address is told an
 * account exists instead of getting a code (docs/decisions/008).
 */
export const startPredonorHandler: Handler<'registration/startPredonor'> = async (ctx, params) => {
  await verifyCaptcha(ctx, params.captcha);
  const [location] = await ctx.db.select({ id: locations.id }).from(locations).where(eq(locations.id, params.savedLocationId));
  if (!location) throw new ServiceError(400, 'locationNotFound');

  const [owner] = await ctx.db.select({ id: donors.id }).from(donors).where(eq(donors.email, params.email));
  const predonor = {
    firstName: params.firstName,
    lastName: params.lastName,
    birthDate: params.dob,
    gender: params.gender,
    email: params.email,
    phoneCountryCode: params.phone.countryCode,
    phoneNumber: params.phone.phoneNumber,
    savedLocationId: location.id,
    language: ctx.lang,
    emailTaken: owner !== undefined,
    referrerDonorId: params.referralCode ? await referrerOfCode(ctx.db, params.referralCode) : null,
  };
  const { registrationToken, expiresAt } = await createRegistration(ctx, { kind: 'predonor', predonor });
  const choices = codeChoices(await registrationDestinations(ctx, { donorId: null, predonor }));
  return { status: 200, registrationToken, expiresAt: expiresAt.toISOString(), choices };
};
