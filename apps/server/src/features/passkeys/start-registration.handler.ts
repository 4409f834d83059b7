import { generateRegistrationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { donorPasskeys, donors } from '../../db/schema/index';
import { confirmCurrentPassword } from '../../domain/current-password';
import type { Handler } from '../../service-context';
import { CEREMONY_TIMEOUT_MS, relyingParty, storeChallenge } from '../../domain/webauthn-relying-party';
import { webauthnUserId } from './user-handle';

/**
 * Confirms the donor's password, then issues the options her browser creates a passkey with: a discoverable credential
 * (resident key required) with user verification, none of her existing passkeys again, no attestation asked for.
 */
export const startRegistrationHandler: Handler<'passkey/startRegistration'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const [found] = await ctx.db
    .select({
      passwordHash: donors.passwordHash,
      email: donors.email,
      donorNumber: donors.donorNumber,
      firstName: donors.firstName,
      lastName: donors.lastName,
    })
    .from(donors)
    .where(eq(donors.id, donorId));
  const donor = await confirmCurrentPassword(found, params.currentPassword, ctx.lang);
  const existing = await ctx.db
    .select({ credentialId: donorPasskeys.credentialId, transports: donorPasskeys.transports })
    .from(donorPasskeys)
    .where(eq(donorPasskeys.donorId, donorId));
  const party = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: ctx.config.brandName,
    rpID: party.rpId,
    userID: webauthnUserId(donorId),
    userName: donor.email ?? donor.donorNumber,
    userDisplayName: `${donor.firstName} ${donor.lastName}`,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(ctx, options.challenge, 'register', party, { donorId });
  const excludeCredentials = existing.map((row) => ({ id: row.credentialId, type: 'public-key' as const, transports: row.transports }));
  return { status: 200, options: { ...options, excludeCredentials } };
};
