import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { donors } from './donors';
import { locations } from './locations';

/**
 * The dashboards' daily rollup (issue 35): one row per center and past local day, counts only (no donor). Written by the
 * rollup job (`features/insights/rollup.ts`) for days up to the center's `insight_rollup_marks.through_day`; a day
 * after it is computed live from the visits.
 */
export const insightCenterDays = pgTable(
  'insight_center_days',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull(),
    donations: integer('donations').notNull(),
    /** Donations that were the donor's first donation anywhere. */
    firstDonations: integer('first_donations').notNull(),
    /** Visits that ended without a donation (the donor was deferred). */
    deferrals: integer('deferrals').notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.day] })],
);

/**
 * The qualification funnel's rollup: for a center and local day of first donations, how many new donors came back for a
 * second donation on which local day (null: not yet). The window (months) is applied when read, so it can change.
 */
export const insightFirstDonations = pgTable(
  'insight_first_donations',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    secondDay: date('second_day', { mode: 'string' }),
    donors: integer('donors').notNull(),
  },
  (table) => [index('insight_first_donations_day_idx').on(table.locationId, table.firstDay)],
);

/**
 * Deferrals by reason in the daily rollup (decision 064): for a center and past local day, the visits without a
 * donation by the visit's deferral code (null: none recorded). Written and read with `insight_center_days`.
 */
export const insightDeferralDays = pgTable(
  'insight_deferral_days',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** The code of the visit's deferral as recorded (mapped to the dashboard's reasons when read); null: none. */
    code: text('code'),
    deferrals: integer('deferrals').notNull(),
  },
  (table) => [index('insight_deferral_days_day_idx').on(table.locationId, table.day)],
);

/**
 * Time in the center as a histogram (decision 064): for a center, past local day, local hour of check-in and with or
 * without an appointment, how many checked-out visits lasted each whole number of minutes (rounded). Percentiles do not
 * add over days; a histogram does, and the median and 90th percentile are read from its summed counts.
 */
export const insightVisitMinutes = pgTable(
  'insight_visit_minutes',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    booked: boolean('booked').notNull(),
    minutes: integer('minutes').notNull(),
    visits: integer('visits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.day, table.hour, table.booked, table.minutes] })],
);

/**
 * Booking in the daily rollup (decision 066): for a center, past local day, local hour of the start and lead time in
 * whole hours (from choosing the time to the time, rounded), its appointments not cancelled: how many, how many were due
 * (completed, checked in or no-show), no-shows and off-peak ones. The median lead time is read from the counts summed
 * per lead hour, as time in the center is from its minutes (decision 064).
 */
export const insightBookingHours = pgTable(
  'insight_booking_hours',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    leadHours: integer('lead_hours').notNull(),
    appointments: integer('appointments').notNull(),
    due: integer('due').notNull(),
    noShows: integer('no_shows').notNull(),
    offPeak: integer('off_peak').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.day, table.hour, table.leadHours] })],
);

/** Waitlist offers in the daily rollup (decision 066): for a center and past local day of the offered time, offers made and taken. */
export const insightOfferDays = pgTable(
  'insight_offer_days',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    offered: integer('offered').notNull(),
    accepted: integer('accepted').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.day] })],
);

/** How far each center's past days are rolled up (its local days up to and including `through_day`). */
export const insightRollupMarks = pgTable('insight_rollup_marks', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id),
  throughDay: date('through_day', { mode: 'string' }).notNull(),
});

/**
 * A rolled-up day whose visits changed later (a late visit, a correction): marked in the transaction that changes them,
 * claimed and recomputed by the next rollup run (decision 051).
 */
export const insightDirtyDays = pgTable(
  'insight_dirty_days',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.day] })],
);

/**
 * The points dashboard's rollup per donor and local month (decision 069): for each donor with a home center, each month
 * (its first day, in the home center's time zone) holding a ledger entry or a donation of hers. Kept by triggers in the
 * transaction that writes her ledger, her visits or her home center (migration 0049), so it is never stale; donors
 * without a home center have no rows (read live).
 */
export const insightDonorMonths = pgTable(
  'insight_donor_months',
  {
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    /** Her home center when the row was written (rewritten when it changes): the dashboard joins its ranges by it. */
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** Ledger entries created in the month, and their moves as the dashboard sums them. */
    entries: integer('entries').notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull(),
    expired: bigint('expired', { mode: 'number' }).notNull(),
    adjusted: bigint('adjusted', { mode: 'number' }).notNull(),
    /** Donated visits checked in during the month, at any center. */
    donations: integer('donations').notNull(),
    /** The balance at the month's end: the last entry written (highest id) among those created before it; null: none. */
    lastId: bigint('last_id', { mode: 'number' }),
    balance: integer('balance'),
  },
  (table) => [
    primaryKey({ columns: [table.donorId, table.month] }),
    // A manager's read: her centers' donors' months of the range, not every donor's.
    index('insight_donor_months_location_month_idx').on(table.locationId, table.month),
  ],
);

/**
 * Retention's rollup per donor and center (decision 071): the check-in of her last donation at the center, any date.
 * Kept by triggers in the transaction that writes her visits (migration 0050), so it is never stale: a range ending
 * after every donation at its center reads "gave in the last 30/60/90 days and the year" from one row per donor.
 */
export const insightDonorCenters = pgTable(
  'insight_donor_centers',
  {
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    lastDonatedAt: timestamp('last_donated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.donorId, table.locationId] }),
    // Retention's read: a center's donors who gave since its range's year began, from the index alone.
    index('insight_donor_centers_location_last_idx').on(table.locationId, table.lastDonatedAt, table.donorId),
  ],
);

/**
 * The tier's rollup per donor (decision 071): the check-ins of her latest donations at any center, newest first, as many
 * as the highest tier's threshold. Kept by the same triggers; a range ending after every donation reads her tier as
 * whether the threshold's donation (`latest[threshold]`) falls in the tier's window.
 */
export const insightDonorLatest = pgTable('insight_donor_latest', {
  donorId: uuid('donor_id')
    .primaryKey()
    .references(() => donors.id, { onDelete: 'cascade' }),
  latest: timestamp('latest', { withTimezone: true }).array().notNull(),
});

/**
 * A campaign's results once its last notification is 7 days old (decision 075): the donors notified and those who
 * booked or donated within 7 days of their notification, which no later write changes but a late or corrected visit.
 * Written by the rollup job; removed again when a dirty day falls in the campaign's days, so the next run recomputes it.
 * Until then (and for a campaign still inside its 7 days) the dashboard reads the results live.
 */
export const insightCampaignResults = pgTable('insight_campaign_results', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  /** The last notification's 7 days end here: a visit checked in before it may count. */
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  notified: integer('notified').notNull(),
  booked: integer('booked').notNull(),
  donated: integer('donated').notNull(),
});

/**
 * Retention's snapshot (decision 076): each center's last day and time zone when the rollup job took it (its local today
 * then). A read whose centers' ranges end on those days, in those zones, takes its figures from the snapshot.
 */
export const insightRetentionAnchors = pgTable('insight_retention_anchors', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  timezone: text('timezone').notNull(),
});

/**
 * Retention's snapshot per donor (decision 076): her figures over every center (`location_id` 0, her tier at the
 * latest center's end) and at each center where she gave in the year (her tier at that center's end), as the live read
 * computes them. Kept only to take a changed donor's old figures out of the totals; no foreign key to `donors`, so a
 * deleted donor's old figures can still be taken out until the next snapshot.
 */
export const insightRetentionDonors = pgTable(
  'insight_retention_donors',
  {
    donorId: uuid('donor_id').notNull(),
    locationId: integer('location_id').notNull(),
    /** The tier's threshold she reached (0: none). */
    tier: integer('tier').notNull(),
    a30: boolean('a30').notNull(),
    a60: boolean('a60').notNull(),
    a90: boolean('a90').notNull(),
    /** Her donations in the last 30 days (at the center, or at every center). */
    n30: integer('n30').notNull(),
  },
  (table) => [primaryKey({ columns: [table.donorId, table.locationId] })],
);

/** Retention's snapshot summed per center (0: every center) and tier (decision 076): what a read starts from. */
export const insightRetentionTotals = pgTable(
  'insight_retention_totals',
  {
    locationId: integer('location_id').notNull(),
    tier: integer('tier').notNull(),
    active30: integer('active30').notNull(),
    active60: integer('active60').notNull(),
    active90: integer('active90').notNull(),
    lapsed: integer('lapsed').notNull(),
    donations30: integer('donations30').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.tier] })],
);

/**
 * Donors whose donations changed since the retention snapshot was taken (decision 076): appended by the visits' triggers
 * in the writer's transaction; the snapshot removes the rows it saw. A read takes these donors' figures live.
 */
export const insightRetentionTouched = pgTable('insight_retention_touched', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  donorId: uuid('donor_id').notNull(),
});

/**
 * Retention's month chart rolled up (decision 076): per local month whose every day every center has rolled up, the
 * donations and the donors who gave at a center (its id) or at any (0, a donor at two centers counted once). Removed
 * when a dirty day falls in the month; the same run writes it again.
 */
export const insightRetentionMonths = pgTable(
  'insight_retention_months',
  {
    locationId: integer('location_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    donations: integer('donations').notNull(),
    donors: integer('donors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.month] })],
);

/**
 * The points dashboard's snapshot per donor with a home center (decision 077), taken with retention's at the same
 * anchors: her home center, her tier's threshold (0: none) and balance at its range's end, and the ledger's moves of
 * each preset range ending then (`earned[i]` for the i-th of `SNAPSHOT_PRESETS`), as the live read sums them.
 * Kept only to take a changed donor's old figures out of the totals; no foreign key, as retention's.
 */
export const insightPointsDonors = pgTable('insight_points_donors', {
  donorId: uuid('donor_id').primaryKey(),
  locationId: integer('location_id').notNull(),
  tier: integer('tier').notNull(),
  balance: integer('balance').notNull(),
  earned: bigint('earned', { mode: 'number' }).array().notNull(),
  redeemed: bigint('redeemed', { mode: 'number' }).array().notNull(),
  expired: bigint('expired', { mode: 'number' }).array().notNull(),
  adjusted: bigint('adjusted', { mode: 'number' }).array().notNull(),
});

/** The points snapshot summed per home center, tier and preset (decision 077): what a read starts from. */
export const insightPointsTotals = pgTable(
  'insight_points_totals',
  {
    locationId: integer('location_id').notNull(),
    tier: integer('tier').notNull(),
    preset: text('preset').notNull(),
    holders: integer('holders').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull(),
    expired: bigint('expired', { mode: 'number' }).notNull(),
    adjusted: bigint('adjusted', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.preset, table.tier] })],
);

/** The points snapshot's month chart per home center, preset and local month (`YYYY-MM`) of the entries (decision 077). */
export const insightPointsMonths = pgTable(
  'insight_points_months',
  {
    locationId: integer('location_id').notNull(),
    preset: text('preset').notNull(),
    month: text('month').notNull(),
    entries: integer('entries').notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull(),
    expired: bigint('expired', { mode: 'number' }).notNull(),
    adjusted: bigint('adjusted', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.preset, table.month] })],
);

/**
 * Ledger entries written since the points snapshot (decision 077): appended by the ledger's insert trigger in the
 * writer's transaction, with the entry's id; a row without one (an entry changed or removed, a home center changed)
 * sets the snapshot aside until the job takes it again. The snapshot removes the rows it saw.
 */
export const insightPointsTouched = pgTable('insight_points_touched', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  donorId: uuid('donor_id').notNull(),
  ledgerId: bigint('ledger_id', { mode: 'number' }),
});

/**
 * Retention's month chart in the snapshot (decision 078): each donor's donations per center (0: over every center) and
 * local month, from the snapshot's first month (its shorter presets' earliest) to each center's anchor, counted in each
 * preset's range (`donations[i]` for the i-th of `SNAPSHOT_PRESETS`). Kept only to take a changed donor's old donations
 * out of the totals; no foreign key, as retention's.
 */
export const insightRetentionDonorMonths = pgTable(
  'insight_retention_donor_months',
  {
    donorId: uuid('donor_id').notNull(),
    locationId: integer('location_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    donations: integer('donations').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.donorId, table.locationId, table.month] })],
);

/** Those rows summed per center (0: every center), preset and month, with the donors counted (decision 078). */
export const insightRetentionMonthTotals = pgTable(
  'insight_retention_month_totals',
  {
    locationId: integer('location_id').notNull(),
    preset: text('preset').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    donations: integer('donations').notNull(),
    donors: integer('donors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.preset, table.month] })],
);
