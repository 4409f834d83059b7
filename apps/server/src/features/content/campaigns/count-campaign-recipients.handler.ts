import { count } from 'drizzle-orm';
import { donors } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { segmentCondition } from './campaign-segment';

/** The live figure of the campaign editor: how many donors the segment reaches now, nothing about who. */
export const countCampaignRecipientsHandler: Handler<'content/countCampaignRecipients'> = async (ctx, params) => {
  const [row] = await ctx.db.select({ n: count() }).from(donors).where(segmentCondition(params.segment, ctx.clock.now()));
  return { status: 200, count: row?.n ?? 0 };
};
