import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { PublicContext } from '../../../service-context';
import { openSecondFactorTicket } from './second-factor-ticket';

/**
 * The member a company sign-in's ticket names, still owing their second factor: one deactivated meanwhile is refused as
 * an expired sign-in (`ssoFlowExpired`), and they start again at the provider.
 */
export async function ticketMember(ctx: PublicContext, ticket: string) {
  const staffId = openSecondFactorTicket(ctx.config.tokenSecret, ticket, ctx.clock.now());
  const [member] = staffId
    ? await ctx.db
        .select({
          id: staffMembers.id,
          role: staffMembers.role,
          totpSecret: staffMembers.totpSecret,
          deactivatedAt: staffMembers.deactivatedAt,
        })
        .from(staffMembers)
        .where(eq(staffMembers.id, staffId))
    : [];
  if (!member || member.deactivatedAt) throw new ServiceError(401, 'ssoFlowExpired');
  return member;
}
