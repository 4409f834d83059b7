import type { Handler } from '../../service-context';
import { loadTopic } from './education-content';

export const deferralEducationCodeHandler: Handler<'stickyAnnouncement/deferralEducationCode'> = async (ctx, params) => ({
  status: 200,
  layout: await loadTopic(ctx, params.code, ctx.lang),
});
