import type { Handler } from '../../service-context';
import { loadEducation } from './education-content';

export const deferralTipsCategoryHandler: Handler<'stickyAnnouncement/deferralTipsCategory'> = async (ctx) => ({
  status: 200,
  layout: await loadEducation(ctx, 'deferralCategories', ctx.lang),
});
