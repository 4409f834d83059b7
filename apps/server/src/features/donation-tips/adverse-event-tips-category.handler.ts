import type { Handler } from '../../service-context';
import { loadEducation } from './education-content';

/** Spec 7: English unless the call names a language (not the browser's). */
export const adverseEventTipsCategoryHandler: Handler<'stickyAnnouncement/adverseEventTipsCategory'> = async (ctx, params) => ({
  status: 200,
  layout: await loadEducation(ctx, 'adverseCategories', params.lang ?? 'en'),
});
