import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { tipCardsSchema } from '../../entities/education';

/** Spec 2.9 "During Donation" tab: a grid of cards. */
export const getDuringDonationTips = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'getDuringDonationTips',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, content: tipCardsSchema }),
});
