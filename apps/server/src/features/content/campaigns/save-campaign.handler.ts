import { and, eq, inArray } from 'drizzle-orm';
import { campaigns } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { auditedCampaign } from './campaign-views';

/** Creates a draft, or changes a draft or scheduled campaign in the statement that checks it has not begun sending. */
export const saveCampaignHandler: Handler<'content/saveCampaign'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const { title, message, link, segment } = params.fields;
  const promotionId = params.fields.promotionId ?? null;
  if (!params.id) {
    const [created] = await ctx.db
      .insert(campaigns)
      .values({ title, message, link, promotionId, segment, createdBy: ctx.staff.staffId, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('campaign insert returned no row');
    ctx.audit({ objectType: 'campaign', objectId: created.id, after: auditedCampaign(created) });
    return { status: 200, id: created.id };
  }
  const [before] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, params.id)).for('update');
  if (!before) throw new ServiceError(404, 'notFound');
  const [after] = await ctx.db
    .update(campaigns)
    .set({ title, message, link, promotionId, segment, updatedAt: now })
    .where(and(eq(campaigns.id, params.id), inArray(campaigns.status, ['draft', 'scheduled'])))
    .returning();
  if (!after) throw new ServiceError(409, 'campaignNotEditable');
  ctx.audit({ objectType: 'campaign', objectId: after.id, before: auditedCampaign(before), after: auditedCampaign(after) });
  return { status: 200, id: after.id };
};
