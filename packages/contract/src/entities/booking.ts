import { z } from 'zod';
import { bilingualTextSchema } from './bilingual';

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
  day: z.iso.date(),
  reason: bilingualTextSchema,
});
export type Closure = z.infer<typeof closureSchema>;

/** A center's booking set-up, as managers edit it in the console. */
export const centerScheduleSchema = z.object({
  chairs: z.number().int().min(1).max(200),
  slotMinutes: z.number().int().min(5).max(120),
  bufferMinutes: z.number().int().min(0).max(120),
  horizonDays: z.number().int().min(1).max(14),
  minNoticeMinutes: z.number().int().min(0).max(2880),
  weeklyHours: weeklyHoursSchema,
  offPeak: z.array(offPeakBandSchema).max(6),
  closures: z.array(closureSchema).max(60),
});
export type CenterSchedule = z.infer<typeof centerScheduleSchema>;

export const appointmentStatuses = ['booked', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** The staff who run a center's day: its day view, check-in and no-show (center roles at their own centers). */
export const centerDayRoles = ['admin', 'center_manager', 'center_staff'] as const;

/** The editable booking rules (defaults in `rules/booking-rules.ts`). */
export const bookingRulesSchema = z.object({
  maxDonationsPer7Days: z.number().int().min(1).max(2),
  minDaysBetweenDonations: z.number().int().min(2).max(14),
  maxFutureAppointments: z.number().int().min(1).max(2),
  firstDonationMinutes: z.number().int().min(30).max(240),
  returnDonationMinutes: z.number().int().min(30).max(240),
  offPeakBonusPoints: z.number().int().min(0).max(1000),
  onTimeBonusPoints: z.number().int().min(0).max(1000),
  noShowAfterMinutes: z.number().int().min(15).max(720),
});

/** A waitlist entry: waiting, offered a chair (held for it), booked through an offer, left, or past its day / offer. */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistOfferStatuses = ['open', 'accepted', 'declined', 'expired'] as const;
export type WaitlistOfferStatus = (typeof waitlistOfferStatuses)[number];

/** How long a freed chair is held for the waiting donor it is offered to, before the next one is offered it. */
export const WAITLIST_HOLD_MINUTES = 15;
