import type { Handler } from '../../service-context';
import { loadProgress } from '../../domain/prescreening/progress';

export const getPreRegProgressHandler: Handler<'applicationFeedback/getPreRegProgress'> = async (ctx) => ({
  status: 200,
  ...(await loadProgress(ctx.db, ctx.session.donorId, ctx.lang)),
});
