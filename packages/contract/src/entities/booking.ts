import { z } from 'zod';
import { safeText } from '../rules/safe-input';

/** `HH:MM`, 00:00–23:59, a wall-clock time at the center. */
export const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid');

/** Opening hours of one weekday: open before close, both in the center's zone; null = closed that weekday. */
export const openingHoursSchema = z
  .object({ open: wallTimeSchema, close: wallTimeSchema })
  .refine((hours) => hours.open < hours.close, { message: 'openBeforeClose', path: ['close'] });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Sunday first, as `Date.getUTCDay()` counts. */
export const weeklyHoursSchema = z.array(openingHoursSchema.nullable()).length(7);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A time band that earns the off-peak bonus, every open day. */
export const offPeakBandSchema = z
  .object({ from: wallTimeSchema, to: wallTimeSchema })
  .refine((band) => band.from < band.to, { message: 'openBeforeClose', path: ['to'] });
export type OffPeakBand = z.infer<typeof offPeakBandSchema>;

export const closureSchema = z.object({
  /** YYYY-MM-DD at the center. */
  day: z.iso.date('closureDayInvalid'),
  /** Shown to donors on the closed day; English required (Spanish falls back to it). */
  reason: z.object({ en: safeText(120).trim().min(1, 'closureReasonRequired'), es: safeText(120).trim() }),
});
export type Closure = z.infer<typeof closureSchema>;

/** A whole number from `min` to `max`; the console shows the range under the field. */
const wholeNumber = (min: number, max: number) =>
  z.number('numberOutOfRange').int('numberOutOfRange').min(min, 'numberOutOfRange').max(max, 'numberOutOfRange');

/** The limits of each number of a center's set-up (the console shows them under the fields). */
export const centerScheduleLimits = {
  chairs: [1, 200],
  slotMinutes: [5, 120],
  bufferMinutes: [0, 120],
  horizonDays: [1, 14],
  minNoticeMinutes: [0, 2880],
} as const;

/** A center's booking set-up, as managers edit it in the console. One closure a day (the table's key). */
export const centerScheduleSchema = z.object({
  chairs: wholeNumber(...centerScheduleLimits.chairs),
  slotMinutes: wholeNumber(...centerScheduleLimits.slotMinutes),
  bufferMinutes: wholeNumber(...centerScheduleLimits.bufferMinutes),
  horizonDays: wholeNumber(...centerScheduleLimits.horizonDays),
  minNoticeMinutes: wholeNumber(...centerScheduleLimits.minNoticeMinutes),
  weeklyHours: weeklyHoursSchema,
  offPeak: z.array(offPeakBandSchema).max(6),
  closures: z
    .array(closureSchema)
    .max(60)
    .superRefine((closures, ctx) => {
      const seen = new Set<string>();
      closures.forEach((closure, index) => {
        if (seen.has(closure.day)) ctx.addIssue({ code: 'custom', message: 'closureDuplicate', path: [index, 'day'] });
        seen.add(closure.day);
      });
    }),
});
export type CenterSchedule = z.infer<typeof centerScheduleSchema>;

export const appointmentStatuses = ['booked', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** The staff who run a center's day: its day view, check-in and no-show (center roles at their own centers). */
export const centerDayRoles = ['admin', 'center_manager', 'center_staff'] as const;

/** The editable booking rules (defaults in `rules/booking-rules.ts`). */
export const bookingRulesLimits = {
  maxDonationsPer7Days: [1, 2],
  minDaysBetweenDonations: [2, 14],
  maxFutureAppointments: [1, 2],
  firstDonationMinutes: [30, 240],
  returnDonationMinutes: [30, 240],
  offPeakBonusPoints: [0, 1000],
  onTimeBonusPoints: [0, 1000],
  noShowAfterMinutes: [15, 720],
} as const;

export const bookingRulesSchema = z.object({
  maxDonationsPer7Days: wholeNumber(...bookingRulesLimits.maxDonationsPer7Days),
  minDaysBetweenDonations: wholeNumber(...bookingRulesLimits.minDaysBetweenDonations),
  maxFutureAppointments: wholeNumber(...bookingRulesLimits.maxFutureAppointments),
  firstDonationMinutes: wholeNumber(...bookingRulesLimits.firstDonationMinutes),
  returnDonationMinutes: wholeNumber(...bookingRulesLimits.returnDonationMinutes),
  offPeakBonusPoints: wholeNumber(...bookingRulesLimits.offPeakBonusPoints),
  onTimeBonusPoints: wholeNumber(...bookingRulesLimits.onTimeBonusPoints),
  noShowAfterMinutes: wholeNumber(...bookingRulesLimits.noShowAfterMinutes),
});

/** A waitlist entry: waiting, offered a chair (held for it), booked through an offer, left, or past its day / offer. */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistOfferStatuses = ['open', 'accepted', 'declined', 'expired'] as const;
export type WaitlistOfferStatus = (typeof waitlistOfferStatuses)[number];

/** How long a freed chair is held for the waiting donor it is offered to, before the next one is offered it. */
export const WAITLIST_HOLD_MINUTES = 15;
