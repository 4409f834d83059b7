import { DAY_MS, STAFF_INVITATION_TTL_MS } from '@portal/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { hashPassword } from '../../../lib/passwords';
import { hashToken, randomToken } from '../../../lib/secrets';
import type { PublicContext } from '../../../service-context';

/** Gives a member without a password a new one-time link (replacing any earlier one) and e-mails it through the outbox. */
export async function sendInvitation(ctx: PublicContext, member: { id: string; email: string; displayName: string }): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + STAFF_INVITATION_TTL_MS);
  await ctx.db
    .update(staffMembers)
    .set({ invitationTokenHash: hashToken(token), invitationExpiresAt: expiresAt })
    .where(eq(staffMembers.id, member.id));
  await ctx.messenger.send({
    channel: 'email',
    to: member.email,
    template: 'staffInvitation',
    lang: ctx.lang,
    values: {
      name: member.displayName,
      days: STAFF_INVITATION_TTL_MS / DAY_MS,
      link: `${ctx.config.publicUrl}/staff/invitation?token=${encodeURIComponent(token)}`,
    },
  });
}

/**
 * Sets the password of the member a live invitation names and spends the link in the same statement, so a link
 * works once even when used twice at the same moment. Null when the link is unknown, spent, expired or the
 * account was deactivated meanwhile.
 */
export async function acceptInvitationToken(ctx: PublicContext, token: string, password: string): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  const [accepted] = await ctx.db
    .update(staffMembers)
    .set({ passwordHash, invitationTokenHash: null, invitationExpiresAt: null })
    .where(
      and(
        eq(staffMembers.invitationTokenHash, hashToken(token)),
        gt(staffMembers.invitationExpiresAt, ctx.clock.now()),
        isNull(staffMembers.deactivatedAt),
      ),
    )
    .returning({ id: staffMembers.id });
  return accepted?.id ?? null;
}
