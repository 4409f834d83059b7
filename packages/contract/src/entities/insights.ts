import { z } from 'zod';
import { positiveInt32 } from '../rules/safe-input';

/** The roles that read the centers' dashboards: center roles for their own centers, admins for all (issue 35). */
export const insightRoles = ['admin', 'center_manager', 'center_staff'] as const;

/** The date ranges a dashboard offers; each is taken in every center's own calendar (its time zone). */
export const insightPresets = ['today', '7d', '30d', 'month', 'year', 'custom'] as const;
export type InsightPreset = (typeof insightPresets)[number];

/** The longest custom range, in days: a dashboard reads at most this many days of rollups per center. */
export const INSIGHT_MAX_RANGE_DAYS = 732;

/** The qualification window's default (issue 35: "configurable, default 6 months") and its bounds. */
export const FUNNEL_DEFAULT_WINDOW_MONTHS = 6;
export const FUNNEL_MAX_WINDOW_MONTHS = 24;

/** The dashboards whose figures can be exported as CSV (each export is audited). */
export const insightDashboards = ['today', 'donations', 'funnel', 'visitTime', 'booking'] as const;
export type InsightDashboard = (typeof insightDashboards)[number];

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
