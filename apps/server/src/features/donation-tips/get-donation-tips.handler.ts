import type { Handler } from '../../service-context';
import { loadEducation } from './education-content';

export const getDonationTipsHandler: Handler<'stickyAnnouncement/getDonationTips'> = async (ctx) => ({
  status: 200,
  content: { content: await loadEducation(ctx, 'generalTips', ctx.lang) },
});
