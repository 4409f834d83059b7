import { balanceContentSchema } from '@portal/contract';
import { readRewardContent } from '../../domain/reward-content';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

export const getBalanceContentHandler: Handler<'stickyAnnouncement/getBalanceContent'> = async (ctx) => {
  const content = await readRewardContent(ctx, 'balance', ctx.lang, balanceContentSchema);
  if (!content) throw new ServiceError(404, 'contentUnavailable');
  return { status: 200, content };
};
