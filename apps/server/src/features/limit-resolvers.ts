import type { ParsedParams, ServiceKey } from '@portal/contract';
import { signInAccountKey } from './authentication/sign-in-account';
import { staffSignInAccountKey } from './staff/sign-in-account';
import { findRegistration, registrationDestinations } from './registration/registration-store';
import type { PublicContext } from '../service-context';
import { ServiceError } from '../lib/service-error';

type AccountOf<K extends ServiceKey> = (ctx: PublicContext, params: ParsedParams<K>) => Promise<string>;
type DestinationOf<K extends ServiceKey> = (ctx: PublicContext, params: ParsedParams<K>) => Promise<string | null>;

/**
 * The account a call names, for the services whose `account` rate limit has no `fields`: sign-in counts per
 * donor whichever identifier was typed, or per typed identifier when it names nobody.
 */
export const accountResolvers: { [K in ServiceKey]?: AccountOf<K> } = {
  'authentication/login': (ctx, params) => signInAccountKey(ctx.db, params.username),
  'staff/login': (ctx, params) => staffSignInAccountKey(ctx.db, params.email),
};

/**
 * Where a code goes for the services whose params do not hold the destination (a `destination` rate limit
 * without `fields`). A registration's code goes to the e-mail or phone on file: counting per registration
 * instead would let a caller start many registrations to flood one donor's phone.
 */
export const destinationResolvers: { [K in ServiceKey]?: DestinationOf<K> } = {
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
