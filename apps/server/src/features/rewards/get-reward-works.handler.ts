import { rewardWorksContentSchema } from '@portal/contract';
import { readRewardContent } from '../../domain/reward-content';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

export const getRewardWorksHandler: Handler<'stickyAnnouncement/getRewardWorks'> = async (ctx) => {
  const content = await readRewardContent(ctx, 'reward_works', ctx.lang, rewardWorksContentSchema);
  if (!content) throw new ServiceError(404, 'contentUnavailable');
  return { status: 200, content };
};
