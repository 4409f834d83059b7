import { z } from 'zod';
import { donorStatuses } from '../constants';
import { languageSchema } from '../language-schema';
import { membershipTierNames } from '../rewards/tiers';
import { positiveInt32, safeId, safeMultilineText, safeText } from '../rules/safe-input';
import { usStates } from '../us-states';
import type { Bilingual } from './bilingual';

/** Below Bronze: fewer donations in the tier window than the first tier asks. */
export const segmentTiers = ['none', ...membershipTierNames] as const;
export type SegmentTier = (typeof segmentTiers)[number];

export const SEGMENT_MAX_CENTERS = 200;
const stateCodes = usStates.map((state) => state.code) as [string, ...string[]];
const day = z.iso.date();

/**
 * Who a campaign reaches (issue 16): every donor with a portal account, narrowed by each filter that is given. Within
 * a filter the values are alternatives (home center A or B); filters combine (and). Last donation days are UTC days.
 */
export const segmentSchema = z.object({
  centerIds: z.array(positiveInt32()).max(SEGMENT_MAX_CENTERS).optional(),
  states: z.array(z.enum(stateCodes)).max(stateCodes.length).optional(),
  statuses: z.array(z.enum(donorStatuses)).max(donorStatuses.length).optional(),
  tiers: z.array(z.enum(segmentTiers)).max(segmentTiers.length).optional(),
  languages: z.array(languageSchema).max(2).optional(),
  /** The last donation was on this day or later. */
  lastDonationFrom: day.optional(),
  /** The last donation was before this day. */
  lastDonationBefore: day.optional(),
});
export type Segment = z.infer<typeof segmentSchema>;

/** A page of the portal, never another site: `/rewards`, `/appointments`. */
export const PORTAL_PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
export const portalLinkSchema = safeText(200).refine((value) => value === '' || PORTAL_PATH.test(value), 'campaignLinkInPortal');

export const CAMPAIGN_TITLE_MAX = 120;
export const CAMPAIGN_MESSAGE_MAX = 1000;
const line = () => safeText(CAMPAIGN_TITLE_MAX).trim().min(1, 'campaignFieldRequired');
const paragraph = () => safeMultilineText(CAMPAIGN_MESSAGE_MAX).trim().min(1, 'campaignFieldRequired');

/** What an editor writes: an in-portal notification in both languages (neither may be empty), and who receives it. */
export const campaignFieldsSchema = z.object({
  title: z.object({ en: line(), es: line() }) satisfies z.ZodType<Bilingual>,
  message: z.object({ en: paragraph(), es: paragraph() }) satisfies z.ZodType<Bilingual>,
  /** Read More opens this page of the portal; empty: the notification's own text. */
  link: portalLinkSchema,
  /**
   * A published promotion or survey the notification opens (Read More shows it, as an announced promotion does);
   * absent: the notification's link or its own text. Scheduling refuses one that is not published.
   */
  promotionId: safeId(100).optional(),
  segment: segmentSchema,
});
export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

/** draft → scheduled → sending → sent; a draft or a scheduled campaign may be cancelled. Stored, claimed by the send. */
export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Counts only: an editor never reads who the recipients are. */
export const campaignResultsSchema = z.object({
  /** Donors in the segment when the send began; null before. */
  recipients: z.number().int().nullable(),
  /** In-portal notifications written. */
  sent: z.number().int(),
  /** Notifications their donor opened. */
  read: z.number().int(),
  emails: z.number().int(),
  textMessages: z.number().int(),
  /** Recipients who answered the campaign's survey (counts per answer on the survey's results page); null: no survey. */
  surveyAnswers: z.number().int().nullable(),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  title: z.object({ en: z.string(), es: z.string() }),
  status: z.enum(campaignStatuses),
  sendAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
  results: campaignResultsSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignSchema = campaignSummarySchema.extend({ fields: campaignFieldsSchema });
export type Campaign = z.infer<typeof campaignSchema>;
