import { formatMessage } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { campaigns, promotions } from '../../../db/schema/index';
import { visibleAt } from '../../../domain/publish-window';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { CAMPAIGN_JOB } from './campaign-sends';
import { auditedCampaign } from './campaign-views';

/**
 * Schedules a draft (or moves a scheduled campaign) to `sendAt`, or to now. The send job finds it at its next run;
 * a campaign due now asks the job engine to run at once rather than at the next minute.
 */
export const scheduleCampaignHandler: Handler<'content/scheduleCampaign'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const sendAt = params.sendAt ? new Date(params.sendAt) : now;
  if (sendAt.getTime() < now.getTime()) {
    const message = formatMessage(ctx.lang, 'campaignSendAtPast');
    throw new ServiceError(400, 'campaignSendAtPast', {}, { fields: [{ path: 'params.sendAt', code: 'campaignSendAtPast', message }] });
  }
  const [before] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, params.id)).for('update');
  if (!before) throw new ServiceError(404, 'notFound');
  if (before.promotionId && !(await promotionLive(ctx.db, before.promotionId, now))) {
    const message = formatMessage(ctx.lang, 'campaignPromotionNotPublished');
    throw new ServiceError(
      400,
      'campaignPromotionNotPublished',
      {},
      { fields: [{ path: 'fields.promotionId', code: 'campaignPromotionNotPublished', message }] },
    );
  }
  const [after] = await ctx.db
    .update(campaigns)
    .set({ status: 'scheduled', sendAt, updatedAt: now })
    .where(and(eq(campaigns.id, params.id), inArray(campaigns.status, ['draft', 'scheduled'])))
    .returning();
  if (!after) throw new ServiceError(409, 'campaignNotEditable');
  ctx.audit({ objectType: 'campaign', objectId: after.id, before: auditedCampaign(before), after: auditedCampaign(after) });
  if (sendAt.getTime() <= now.getTime()) await ctx.jobs.trigger(CAMPAIGN_JOB);
  return { status: 200, campaignStatus: after.status, sendAt: sendAt.toISOString() };
};

/** Whether donors can open the promotion now: a draft, scheduled, expired or retired one would open nothing. */
async function promotionLive(db: Db, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.active, true), visibleAt(promotions, now)));
  return row !== undefined;
}
