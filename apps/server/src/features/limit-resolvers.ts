import { signInAccountKey } from './authentication/sign-in-account';
import { passkeyAccountKey } from './passkeys/sign-in-account';
import { staffSignInAccountKey } from './staff/sign-in-account';
import { findRegistration, registrationDestinations } from './registration/registration-store';
import { ServiceError } from '../lib/service-error';
import type { GatewayMaps } from '../plugins/calls/gateway';

/**
 * The account a call names, for the services whose `account` rate limit has no `fields`: sign-in counts per
 * donor whichever identifier was typed, or per typed identifier when it names nobody.
 */
export const accountResolvers: GatewayMaps['accountResolvers'] = {
  'authentication/login': (ctx, params) => signInAccountKey(ctx.db, params.username),
  'staff/login': (ctx, params) => staffSignInAccountKey(ctx.db, params.email),
  'staff/startPasskeySignIn': (ctx, params) => staffSignInAccountKey(ctx.db, params.email),
  'staff/finishPasskeySignIn': (ctx, params) => staffSignInAccountKey(ctx.db, params.email),
  'passkey/signIn': (ctx, params) => passkeyAccountKey(ctx.db, params.response.id),
};

/**
 * Where a code goes for the services whose params do not hold the destination (a `destination` rate limit
 * without `fields`). A registration's code goes to the e-mail or phone on file: counting per registration
 * instead would let a caller start many registrations to flood one donor's phone.
 */
export const destinationResolvers: GatewayMaps['destinationResolvers'] = {
  'registration/sendCode': async (ctx, params) => {
    try {
      const registration = await findRegistration(ctx, params.registrationToken, 'started');
      return (await registrationDestinations(ctx, registration))[params.channel];
    } catch (error) {
      // The handler answers a dead registration itself; there is nothing to count.
      if (error instanceof ServiceError) return null;
      throw error;
    }
  },
};
