import type { Handler } from '../../service-context';
import { loadEducation } from './education-content';

export const getDonationAfterTipsHandler: Handler<'stickyAnnouncement/getDonationAfterTips'> = async (ctx) => ({
  status: 200,
  content: await loadEducation(ctx, 'afterDonation', ctx.lang),
});
