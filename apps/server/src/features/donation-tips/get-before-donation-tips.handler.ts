import type { Handler } from '../../service-context';
import { loadEducation } from './education-content';

export const getBeforeDonationTipsHandler: Handler<'stickyAnnouncement/getBeforeDonationTips'> = async (ctx) => ({
  status: 200,
  content: await loadEducation(ctx, 'beforeDonation', ctx.lang),
});
