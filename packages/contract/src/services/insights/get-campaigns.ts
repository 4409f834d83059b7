import { z } from 'zod';
import {
  appliedRangeSchema,
  campaignChannelSchema,
  campaignFiguresSchema,
  campaignInsightRoles,
  insightRangeFields,
  withRangeRules,
} from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * Campaigns (issue 35) that began sending in the range (the program's days): each one's recipients, in-portal
 * notifications opened, donors who booked or donated within 7 days, and per channel the messages sent, delivered and
 * failed and the unsubscribes within 7 days; in total. Clicks are not tracked. No center: a campaign goes to the program.
 */
export const getCampaigns = defineService({
  serviceName: 'insights',
  serviceType: 'getCampaigns',
  auth: { staff: campaignInsightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(insightRangeFields),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    total: campaignFiguresSchema,
    /** Every channel, in order, over the range's campaigns. */
    channels: z.array(campaignChannelSchema),
    campaigns: z.array(
      campaignFiguresSchema.extend({
        id: z.string(),
        title: z.string(),
        startedAt: z.string(),
        channels: z.array(campaignChannelSchema),
      }),
    ),
  }),
});
