import { and, eq, inArray } from 'drizzle-orm';
import { campaigns } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { auditedCampaign } from './campaign-views';

/** Cancels a draft or scheduled campaign; once the send has claimed it (sending, sent) it is 409. Audited. */
export const cancelCampaignHandler: Handler<'content/cancelCampaign'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const [before] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, params.id)).for('update');
  if (!before) throw new ServiceError(404, 'notFound');
  const [after] = await ctx.db
    .update(campaigns)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(campaigns.id, params.id), inArray(campaigns.status, ['draft', 'scheduled'])))
    .returning();
  if (!after) throw new ServiceError(409, 'campaignNotEditable');
  ctx.audit({ objectType: 'campaign', objectId: after.id, before: auditedCampaign(before), after: auditedCampaign(after) });
  return { status: 200 };
};
