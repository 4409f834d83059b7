import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Handler } from '../../service-context';
import { CEREMONY_TIMEOUT_MS, relyingParty, storeChallenge } from '../../domain/webauthn-relying-party';

/** A fresh sign-in challenge, with no credentials listed: the browser offers the passkeys it holds for this site. */
export const startSignInHandler: Handler<'passkey/startSignIn'> = async (ctx) => {
  const party = relyingParty(ctx);
  const options = await generateAuthenticationOptions({ rpID: party.rpId, timeout: CEREMONY_TIMEOUT_MS, userVerification: 'required' });
  await storeChallenge(ctx, options.challenge, 'signIn', party, null);
  return { status: 200, options };
};
