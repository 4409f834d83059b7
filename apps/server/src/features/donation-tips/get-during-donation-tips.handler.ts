import type { Handler } from '../../service-context';
import { loadEducation } from './education-content';

export const getDuringDonationTipsHandler: Handler<'stickyAnnouncement/getDuringDonationTips'> = async (ctx) => ({
  status: 200,
  content: await loadEducation(ctx, 'duringDonation', ctx.lang),
});
