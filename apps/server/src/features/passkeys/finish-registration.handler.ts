import { knownTransports } from '@portal/contract/entities/passkey';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { donorPasskeys, donors } from '../../db/schema/index';
import { phoneDestination } from '../../domain/masking';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { toPasskeySummary } from './passkey-rows';
import { claimChallenge } from '../../domain/webauthn-relying-party';

/**
 * Verifies the new passkey against the challenge this donor was issued (claimed once), the portal's origin and
 * relying party id, and user verification; stores it under the name she chose and tells her by e-mail (or text when
 * she has no e-mail), with a link to remove it, so a passkey she did not add does not go unnoticed.
 */
export const finishRegistrationHandler: Handler<'passkey/finishRegistration'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const { challenge, party } = await claimChallenge(ctx, params.response.response.clientDataJSON, 'register', { donorId });
  const verification = await verifyRegistrationResponse({
    response: params.response,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new ServiceError(400, 'passkeyRefused');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

  const now = ctx.clock.now();
  const device = params.device?.trim() ?? '';
  const [row] = await ctx.db
    .insert(donorPasskeys)
    .values({
      donorId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: knownTransports(credential.transports ?? params.response.response.transports ?? []),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: params.name,
      createdDevice: device,
      createdAt: now,
    })
    .onConflictDoNothing({ target: donorPasskeys.credentialId })
    .returning();
  if (!row) throw new ServiceError(400, 'passkeyRefused');

  const [donor] = await ctx.db
    .select({ email: donors.email, countryCode: donors.phoneCountryCode, phoneNumber: donors.phoneNumber, language: donors.language })
    .from(donors)
    .where(eq(donors.id, donorId));
  const to = donor?.email ?? (donor?.countryCode && donor.phoneNumber ? phoneDestination(donor.countryCode, donor.phoneNumber) : null);
  if (donor && to) {
    await ctx.messenger.send({
      channel: donor.email ? 'email' : 'sms',
      to,
      template: 'passkeyAdded',
      lang: donor.language,
      values: {
        name: row.name,
        device: device || '—',
        when: now.toISOString().slice(0, 16).replace('T', ' '),
        link: `${ctx.publicUrl}/profile?passkey=${row.id}#passkeys`,
      },
    });
  }
  return { status: 200, passkey: toPasskeySummary(row) };
};
