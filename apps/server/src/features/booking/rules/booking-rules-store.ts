import type { BookingRules } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingRules } from '../../../db/schema/index';

/** The company's booking rules (the migration made the one row with the defaults). */
export async function loadBookingRules(db: Db): Promise<BookingRules> {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.id, 1));
  if (!row) throw new Error('booking_rules has no row: migration 0010 makes it');
  const { id: _id, updatedAt: _updatedAt, ...rules } = row;
  return rules;
}

export async function storeBookingRules(db: Db, rules: BookingRules, at: Date): Promise<void> {
  await db
    .update(bookingRules)
    .set({ ...rules, updatedAt: at })
    .where(eq(bookingRules.id, 1));
}
