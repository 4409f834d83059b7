import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { findCampaign } from './campaign-views';

export const getCampaignHandler: Handler<'content/getCampaign'> = async (ctx, params) => {
  const campaign = await findCampaign(ctx.db, params.id);
  if (!campaign) throw new ServiceError(404, 'notFound');
  return { status: 200, campaign };
};
