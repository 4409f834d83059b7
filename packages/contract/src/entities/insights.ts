import { z } from 'zod';
import { visitDeferralCodes } from '../constants';
import { membershipTierNames, type MembershipTier } from '../rewards/tiers';
import { positiveInt32 } from '../rules/safe-input';
import type { StaffRole } from './staff';

/** The roles that read the centers' dashboards: center roles for their own centers, admins for all (issue 35). */
export const insightRoles = ['admin', 'center_manager', 'center_staff'] as const satisfies readonly StaffRole[];
/** Who reads the donor-care dashboard: the care team and admins (cases are not a center's figures). */
export const careInsightRoles = ['admin', 'donor_care'] as const satisfies readonly StaffRole[];
/** Who reads the campaigns dashboard: content editors, who send them, and admins. */
export const campaignInsightRoles = ['admin', 'content_editor'] as const satisfies readonly StaffRole[];

/** The date ranges a dashboard offers; each is taken in every center's own calendar (its time zone). */
export const insightPresets = ['today', '7d', '30d', 'month', 'year', 'custom'] as const;
export type InsightPreset = (typeof insightPresets)[number];

/** The longest custom range, in days: a dashboard reads at most this many days of rollups per center. */
export const INSIGHT_MAX_RANGE_DAYS = 732;

/** The qualification window's default (issue 35: "configurable, default 6 months") and its bounds. */
export const FUNNEL_DEFAULT_WINDOW_MONTHS = 6;
export const FUNNEL_MAX_WINDOW_MONTHS = 24;

/** The dashboards, each a view of the console's dashboards page; every one's figures can be exported as CSV (audited). */
export const insightDashboards = [
  'today',
  'donations',
  'funnel',
  'visitTime',
  'booking',
  'retention',
  'points',
  'care',
  'campaigns',
] as const;
export type InsightDashboard = (typeof insightDashboards)[number];

/** Which roles read each dashboard: the services behind it declare the same roles, the page shows only these views. */
export const insightDashboardRoles: Record<InsightDashboard, readonly StaffRole[]> = {
  today: insightRoles,
  donations: insightRoles,
  funnel: insightRoles,
  visitTime: insightRoles,
  booking: insightRoles,
  retention: insightRoles,
  points: insightRoles,
  care: careInsightRoles,
  campaigns: campaignInsightRoles,
};

/** Every role with a dashboard: the console's menu entry, and who may record an export (of a dashboard of theirs). */
export const anyInsightRole = [
  'admin',
  'center_manager',
  'center_staff',
  'donor_care',
  'content_editor',
] as const satisfies readonly StaffRole[];

/** The dashboards a role reads, in the page's order. */
export const dashboardsFor = (role: StaffRole): InsightDashboard[] =>
  insightDashboards.filter((d) => insightDashboardRoles[d].includes(role));

/** A dashboard's date range and center filter; `from` and `to` only for a custom range. */
export const insightRangeFields = z.object({
  preset: z.enum(insightPresets).default('30d'),
  from: z.iso.date().nullable().default(null),
  to: z.iso.date().nullable().default(null),
  locationID: positiveInt32('locationNotFound').nullable().default(null),
});

/** A custom range needs both ends, in order, and at most `INSIGHT_MAX_RANGE_DAYS` days. */
export function withRangeRules<Schema extends z.ZodType<{ preset: InsightPreset; from: string | null; to: string | null }>>(
  schema: Schema,
) {
  return schema
    .refine((p) => p.preset !== 'custom' || (p.from !== null && p.to !== null), { error: 'dateRangeInvalid', path: ['from'] })
    .refine((p) => p.from === null || p.to === null || p.from <= p.to, { error: 'dateRangeInvalid', path: ['to'] })
    .refine((p) => p.from === null || p.to === null || (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < INSIGHT_MAX_RANGE_DAYS, {
      error: 'dateRangeInvalid',
      path: ['to'],
    });
}

/** The range the server applied (the first center's days, when centers' calendars differ around midnight). */
export const appliedRangeSchema = z.object({ from: z.string(), to: z.string() });

export const donationFiguresSchema = z.object({
  visits: z.number().int(),
  donations: z.number().int(),
  firstDonations: z.number().int(),
  returningDonations: z.number().int(),
  deferrals: z.number().int(),
  paidCents: z.number().int(),
});
export type DonationFigures = z.infer<typeof donationFiguresSchema>;

export const funnelFiguresSchema = z.object({
  newDonors: z.number().int(),
  returned: z.number().int(),
  /** Returned ÷ new donors, in percent with one decimal; null without new donors. */
  conversionPercent: z.number().nullable(),
  medianDaysToSecond: z.number().nullable(),
});
export type FunnelFigures = z.infer<typeof funnelFiguresSchema>;

/** Minutes from check-in to check-out of the visits in a group: the median and the 90th percentile, one decimal. */
export const visitTimeFiguresSchema = z.object({
  visits: z.number().int(),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});
export type VisitTimeFigures = z.infer<typeof visitTimeFiguresSchema>;

/**
 * Appointments in a group (cancelled ones left out): those already due (completed, checked in or no-show) and how many
 * of them were no-shows, how many carried an off-peak bonus, and the median days from choosing the time to the time.
 */
export const bookingFiguresSchema = z.object({
  appointments: z.number().int(),
  due: z.number().int(),
  noShows: z.number().int(),
  /** No-shows ÷ due appointments, in percent with one decimal; null with none due. */
  noShowPercent: z.number().nullable(),
  offPeak: z.number().int(),
  /** Off-peak ÷ appointments, in percent with one decimal; null without appointments. */
  offPeakPercent: z.number().nullable(),
  medianLeadDays: z.number().nullable(),
});
export type BookingFigures = z.infer<typeof bookingFiguresSchema>;

/** Waitlist offers for times in the range: made, accepted, and the share taken (percent, one decimal; null with none). */
export const offerFiguresSchema = z.object({
  offered: z.number().int(),
  accepted: z.number().int(),
  takenPercent: z.number().nullable(),
});
export type OfferFigures = z.infer<typeof offerFiguresSchema>;

/** A donor's membership tier as the dashboards group by it; `none` is below Bronze. */
export const insightTiers = ['none', ...membershipTierNames] as ['none', ...MembershipTier[]];
export const insightTierSchema = z.enum(insightTiers);
export type InsightTier = z.infer<typeof insightTierSchema>;

/**
 * Donors who gave in a group, as of the range's last day: active in its last 30, 60 and 90 days; lapsed (gave in the
 * year up to it, not in its last 90 days); donations in its last 30 days and their count per donor active in them.
 */
export const retentionFiguresSchema = z.object({
  active30: z.number().int(),
  active60: z.number().int(),
  active90: z.number().int(),
  lapsed: z.number().int(),
  donations30: z.number().int(),
  /** Donations in the last 30 days ÷ donors active in them, one decimal; null without any. */
  perDonorMonthly: z.number().nullable(),
});
export type RetentionFigures = z.infer<typeof retentionFiguresSchema>;

/** A calendar month of the range: donations, the donors who gave, and donations per donor who gave (one decimal). */
export const retentionMonthSchema = z.object({
  month: z.string(),
  donations: z.number().int(),
  donors: z.number().int(),
  perDonor: z.number().nullable(),
});

/**
 * Points of a group of donors: what the ledger booked in the range (earned with bonuses; redeemed net of refunds;
 * expired; adjusted by operators and visit corrections, signed), and at the range's end the donors holding points, the
 * outstanding balance and its dollar value at the program's points per dollar.
 */
export const pointsFiguresSchema = z.object({
  earned: z.number().int(),
  redeemed: z.number().int(),
  expired: z.number().int(),
  adjusted: z.number().int(),
  holders: z.number().int(),
  balance: z.number().int(),
  liabilityCents: z.number().int(),
});
export type PointsFigures = z.infer<typeof pointsFiguresSchema>;

/** What the ledger booked in a calendar month of the range. */
export const pointsMonthSchema = pointsFiguresSchema.pick({ earned: true, redeemed: true, expired: true, adjusted: true }).extend({
  month: z.string(),
});

/** Why a visit ended without a donation, as the dashboards group deferrals: the visit's deferral code, or none recorded. */
export const deferralReasons = [...visitDeferralCodes, 'unrecorded'] as const;

/** Deferred visits of a reason in the range, and their share of all visits there (percent, one decimal; null without visits). */
export const deferralReasonSchema = z.object({
  reason: z.enum(deferralReasons),
  deferrals: z.number().int(),
  percentOfVisits: z.number().nullable(),
});

/** How a case came in (a structured field: the case's subject is the donor's own words and is never grouped by). */
export const careChannels = ['signedIn', 'visitor', 'chatbot'] as const;

/**
 * Cases in a group: opened and resolved (or closed) in the range; open and overdue at its end (or now, for a range up to
 * today); the median hours from opening to the first reply (cases opened in the range) and to resolution (resolved in it).
 */
export const careFiguresSchema = z.object({
  opened: z.number().int(),
  resolved: z.number().int(),
  openAtEnd: z.number().int(),
  overdueAtEnd: z.number().int(),
  medianHoursToFirstReply: z.number().nullable(),
  medianHoursToResolve: z.number().nullable(),
});
export type CareFigures = z.infer<typeof careFiguresSchema>;

/** A campaign's reach: recipients, in-portal notifications and those opened, donors who booked or donated within 7 days. */
export const campaignFiguresSchema = z.object({
  recipients: z.number().int(),
  notified: z.number().int(),
  opened: z.number().int(),
  /** Opened ÷ notified, percent with one decimal; null without notifications. */
  openedPercent: z.number().nullable(),
  booked: z.number().int(),
  donated: z.number().int(),
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

/** The messages of a channel: queued, sent, delivered (where the provider says), failed, and unsubscribes within 7 days. */
export const campaignChannels = ['email', 'sms', 'push'] as const;
export const campaignChannelSchema = z.object({
  channel: z.enum(campaignChannels),
  messages: z.number().int(),
  waiting: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  unsubscribes: z.number().int(),
});
export type CampaignChannelFigures = z.infer<typeof campaignChannelSchema>;
