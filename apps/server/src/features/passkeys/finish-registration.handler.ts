import { eq } from 'drizzle-orm';
import { donorPasskeys, donors } from '../../db/schema/index';
import { phoneDestination } from '../../domain/masking';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { toPasskeySummary } from './passkey-rows';
import { verifyNewPasskey } from '../../domain/webauthn-relying-party';

/**
 * Verifies the new passkey against the challenge this donor was issued (claimed once), the portal's origin and
 * relying party id, and user verification; stores it under the name she chose and tells her by e-mail (or text when
 * she has no e-mail), with a link to remove it, so a passkey she did not add does not go unnoticed.
 */
export const finishRegistrationHandler: Handler<'passkey/finishRegistration'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const credential = await verifyNewPasskey(ctx, params.response, 'register', { donorId }, 'passkeyRefused');

  const now = ctx.clock.now();
  const device = params.device?.trim() ?? '';
  const [row] = await ctx.db
    .insert(donorPasskeys)
    .values({
      donorId,
      ...credential,
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
