import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { phoneDestination } from '../../domain/masking';
import { confirmCurrentPassword } from '../../domain/current-password';
import { hashPassword } from '../../lib/passwords';
import type { Handler } from '../../service-context';
import { revokeOtherSessions } from '../../domain/sessions';

/**
 * Checks the current password (a wrong one is a failure the contract's limit counts), stores the new one,
 * ends every other session and tells the donor by e-mail (or text when there is no e-mail), so a change
 * she did not make does not go unnoticed; the outbox keeps that notice as the change's record.
 */
export const changePasswordHandler: Handler<'authentication/changePassword'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const [found] = await ctx.db
    .select({
      passwordHash: donors.passwordHash,
      email: donors.email,
      countryCode: donors.phoneCountryCode,
      phoneNumber: donors.phoneNumber,
      language: donors.language,
    })
    .from(donors)
    .where(eq(donors.id, donorId));
  const donor = await confirmCurrentPassword(found, params.currentPassword, ctx.lang);

  await ctx.db
    .update(donors)
    .set({ passwordHash: await hashPassword(params.password) })
    .where(eq(donors.id, donorId));
  const sessionsEnded = await revokeOtherSessions(ctx, donorId, ctx.session.sessionId);

  const to = donor.email ?? (donor.countryCode && donor.phoneNumber ? phoneDestination(donor.countryCode, donor.phoneNumber) : null);
  if (to) {
    await ctx.messenger.send({
      channel: donor.email ? 'email' : 'sms',
      to,
      template: 'passwordChanged',
      lang: donor.language,
      values: { when: ctx.clock.now().toISOString().slice(0, 16).replace('T', ' '), link: `${ctx.publicUrl}/forget-password` },
    });
  }
  return { status: 200, sessionsEnded };
};
