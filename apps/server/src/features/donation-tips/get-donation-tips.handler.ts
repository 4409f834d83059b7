import type { Handler } from '../service-context';
import { loadEducation } from './education-content';

export const getDonationTipsHandler: Handler<'stickyAnnouncement/getDonationTips'> = async (ctx) => ({
  status: 200,
  content: { content: await loadEducation(ctx.db, 'generalTips', ctx.lang, ctx.clock.now()) },
});
