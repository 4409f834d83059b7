import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LedgerDetails } from '@portal/contract';
import { donors } from './donors';
import { visits } from './visits';

/**
 * What the ledger stores: the contract's details, for a referral the friend whose donation paid it (never sent to the
 * referrer), for a visit correction the points a reversal could not take back (decision 017), and for a booking bonus taken back
 * by a correction the same.
 */
export type StoredLedgerDetails =
  | Exclude<LedgerDetails, { reason: 'referral' | 'visitCorrection' | AppointmentBonusReason }>
  | { reason: 'referral'; referredDonorId: string }
  | { reason: 'visitCorrection'; visitId: string; correctionId: string; shortfall: number }
  | {
      reason: AppointmentBonusReason;
      appointmentId: string;
      visitId: string;
      /** On a `corrected` entry: the visit correction that booked it, and what it could not take back (written off). */
      correctionId?: string;
      shortfall?: number;
    };

export type AppointmentBonusReason = 'offPeakBonus' | 'onTimeBonus';

export const ledgerKind = pgEnum('ledger_kind', ['earned', 'bonus', 'redeemed', 'refunded', 'expired', 'adjusted', 'corrected']);

/**
 * The points ledger: append-only. Each entry records the signed change and the balance after it,
 * so the balance is the newest entry's `balance_after` and can never go below zero.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    kind: ledgerKind('kind').notNull(),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Why the entry was booked and what it refers to (visit, order, promotion); the screens word it. */
    details: jsonb('details').$type<StoredLedgerDetails>().notNull(),
    visitId: uuid('visit_id').references(() => visits.id),
    /** Makes an ingestion or a redemption safe to repeat: the same key is never booked twice. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A donor's entries in order; the columns after `id` (unique) only cover the dashboards' reads (decision 068): the
    // balance at an instant (the last entry before it) and the moves of a range come from the index alone.
    index('points_ledger_donor_idx').on(table.donorId, table.id, table.createdAt, table.balanceAfter, table.kind, table.points),
    // The dashboards' live edges (decision 069): every donor's entries of a few days or weeks, from the index alone.
    index('points_ledger_created_idx').on(table.createdAt, table.donorId, table.id, table.balanceAfter, table.kind, table.points),
    // A visit's points (the console's visits table and visit page, corrections) are found by visit.
    index('points_ledger_visit_idx')
      .on(table.visitId)
      .where(sql`${table.visitId} is not null`),
    check('points_ledger_balance_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);
