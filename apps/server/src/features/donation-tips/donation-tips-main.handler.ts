import type { Handler } from '../../service-context';
import { loadEducation } from './education-content';

export const donationTipsMainHandler: Handler<'stickyAnnouncement/donationTipsMain'> = async (ctx) => ({
  status: 200,
  layout: await loadEducation(ctx, 'tipsMain', ctx.lang),
});
