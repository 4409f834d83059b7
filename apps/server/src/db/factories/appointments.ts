import { randomUUID } from 'node:crypto';
import type { AppointmentStatus } from '@portal/contract';
import type { Db } from '../client';
import { appointments } from '../schema/index';

export interface AppointmentInput {
  donorId: string;
  locationId: number;
  startsAt: Date;
  minutes?: number;
  status?: AppointmentStatus;
  /** When its time was chosen (reminders due before then are not sent); by default when it starts. */
  scheduledAt?: Date;
}

/** An appointment written straight to its table (no chair counted): for the console's views and state changes. */
export async function createAppointment(db: Db, input: AppointmentInput): Promise<typeof appointments.$inferSelect> {
  const [row] = await db
    .insert(appointments)
    .values({
      donorId: input.donorId,
      locationId: input.locationId,
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + (input.minutes ?? 75) * 60_000),
      status: input.status ?? 'booked',
      firstDonation: false,
      requestId: randomUUID(),
      createdAt: input.startsAt,
      scheduledAt: input.scheduledAt ?? input.startsAt,
    })
    .returning();
  if (!row) throw new Error('appointment insert returned no row');
  return row;
}
