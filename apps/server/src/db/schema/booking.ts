import type { AppointmentStatus, Bilingual, OffPeakBand, WaitlistOfferStatus, WaitlistStatus, WeeklyHours } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { donors } from './donors';
import { locations } from './locations';
import { visits } from './visits';

/** The company's booking rules: one row (id 1), created by the migration with the defaults, edited by admins. */
export const bookingRules = pgTable(
  'booking_rules',
  {
    id: integer('id').primaryKey().default(1),
    maxDonationsPer7Days: integer('max_donations_per_7_days').notNull().default(2),
    minDaysBetweenDonations: integer('min_days_between_donations').notNull().default(2),
    maxFutureAppointments: integer('max_future_appointments').notNull().default(1),
    firstDonationMinutes: integer('first_donation_minutes').notNull().default(120),
    returnDonationMinutes: integer('return_donation_minutes').notNull().default(75),
    /** Points an off-peak window promises when booked, paid when the donation is completed. */
    offPeakBonusPoints: integer('off_peak_bonus_points').notNull().default(50),
    /** Points for checking in within the arrival window, paid when the donation is completed. */
    onTimeBonusPoints: integer('on_time_bonus_points').notNull().default(25),
    /** A booked appointment nobody checked in becomes a no-show this long after its arrival window ends. */
    noShowAfterMinutes: integer('no_show_after_minutes').notNull().default(60),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('booking_rules_one_row', sql`${table.id} = 1`)],
);

/** A center's booking set-up; opening hours are wall-clock times in the center's zone. */
export const centerSchedules = pgTable('center_schedules', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id),
  /** Donors who can arrive in one arrival window (decision 018). */
  chairs: integer('chairs').notNull(),
  slotMinutes: integer('slot_minutes').notNull().default(20),
  /** Kept free before closing: the last donation ends this long before the doors close. */
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  horizonDays: integer('horizon_days').notNull().default(14),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  offPeak: jsonb('off_peak').$type<OffPeakBand[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A day a center takes no appointment (a holiday, a closure), with the reason donors see. */
export const centerClosures = pgTable(
  'center_closures',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    reason: jsonb('reason').$type<Bilingual>().notNull(),
  },
  (table) => [unique('center_closures_day_unique').on(table.locationId, table.day)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('booked'),
    firstDonation: boolean('first_donation').notNull(),
    /** The client's id of the last booking or rescheduling call: the same id again answers this appointment. */
    requestId: uuid('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the current time was chosen (booked or rescheduled): a reminder due before then is not sent. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The off-peak bonus promised when the window was booked (0 for a peak window), paid on completion. */
    offPeakBonusPoints: integer('off_peak_bonus_points').notNull().default(0),
    /** When staff checked the donor in (the day view or a check-in pass): what the on-time bonus looks at. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The visit recorded for this appointment (same donor, center and day): it completes the appointment. */
    visitId: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    /** Claimed by the reminder job when it sends (decision 026): set once, so a reminder goes out once. */
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder2hSentAt: timestamp('reminder_2h_sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('appointments_donor_request_unique').on(table.donorId, table.requestId),
    index('appointments_booked_start_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    index('appointments_donor_start_idx').on(table.donorId, table.startsAt),
    index('appointments_location_start_idx').on(table.locationId, table.startsAt),
    unique('appointments_visit_unique').on(table.visitId),
  ],
);

/**
 * The capacity counter of one arrival window: a booking claims a chair with one conditional upsert
 * (`booked < chairs`), a cancellation gives it back (decision 018).
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    booked: integer('booked').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.startsAt] }), check('slot_bookings_not_negative', sql`${table.booked} >= 0`)],
);

/** A donor waiting for a chair at a center on one of its days (its calendar day). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_open_unique')
      .on(table.donorId, table.locationId, table.day)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_day_idx').on(table.locationId, table.day, table.createdAt),
  ],
);

/**
 * A freed chair offered to a waiting donor: the window's chair is counted in `slot_bookings` while the offer is open,
 * so nobody else can book it; accepting turns it into the appointment, expiring or declining gives it back.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<WaitlistOfferStatus>().notNull().default('open'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('waitlist_offers_open_unique')
      .on(table.entryId)
      .where(sql`${table.status} = 'open'`),
    index('waitlist_offers_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    /** The dashboards' offers of a center's days (today live, past days rolled up; decision 066). */
    index('waitlist_offers_location_start_idx').on(table.locationId, table.startsAt),
  ],
);
