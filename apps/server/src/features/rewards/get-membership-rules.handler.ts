import { membershipRulesContentSchema } from '@portal/contract';
import { readRewardContent } from '../../domain/reward-content';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** The error's message is what the spec calls `cmessage`; the screen falls back to 'membershipError' without one. */
export const getMembershipRulesHandler: Handler<'stickyAnnouncement/getMembershipRules'> = async (ctx) => {
  const content = await readRewardContent(ctx, 'membership_rules', ctx.lang, membershipRulesContentSchema);
  if (!content) throw new ServiceError(404, 'membershipError');
  return { status: 200, content };
};
