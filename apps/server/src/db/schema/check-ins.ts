import type { AnswersByPage } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { screeningChecks } from './prescreening';
import { staffMembers } from './staff';

/**
 * Express check-in (issue 15): a donor's answers to the day's questionnaire for one appointment, saved page by page, and
 * the pass it earns. The pass is signed, not stored; its short code is kept to find the appointment when typed, and
 * `redeemed_at` makes it single-use.
 */
export const appointmentCheckIns = pgTable(
  'appointment_check_ins',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    checkId: text('check_id')
      .notNull()
      .references(() => screeningChecks.id),
    /** Answers by page index. */
    answers: jsonb('answers')
      .$type<AnswersByPage>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Every page saved: the pass can be shown. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The pass typed by hand (8 letters and digits), set on completion. */
    passCode: text('pass_code'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByStaffId: uuid('redeemed_by_staff_id').references(() => staffMembers.id),
  },
  (table) => [index('appointment_check_ins_pass_code_idx').on(table.passCode)],
);
