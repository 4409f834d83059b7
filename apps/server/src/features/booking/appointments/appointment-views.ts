import { isoWithOffset, type AppointmentStatus } from '@portal/contract';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, locations } from '../../../db/schema/index';

export const appointmentColumns = {
  id: appointments.id,
  locationId: appointments.locationId,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  firstDonation: appointments.firstDonation,
  centerName: locations.name,
  addressLine1: locations.addressLine1,
  city: locations.city,
  stateCode: locations.stateCode,
  timeZone: locations.timezone,
};

export interface AppointmentRow {
  id: string;
  locationId: number;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  firstDonation: boolean;
  centerName: string;
  addressLine1: string;
  city: string;
  stateCode: string;
  timeZone: string;
}

/** The donor's appointments matching `where`, with their centers. */
export function selectAppointments(db: Db, donorId: string, where?: SQL) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .where(and(eq(appointments.donorId, donorId), where));
}

/** One appointment of this donor's; undefined for anyone else's (the caller answers 404). */
export async function findOwnAppointment(db: Db, donorId: string, appointmentId: string): Promise<AppointmentRow | undefined> {
  const [row] = await selectAppointments(db, donorId, eq(appointments.id, appointmentId));
  return row;
}

export function toAppointmentView(row: AppointmentRow, now: Date): AppointmentView {
  return {
    id: row.id,
    locationID: row.locationId,
    centerName: row.centerName,
    centerAddress: `${row.addressLine1}, ${row.city}, ${row.stateCode}`,
    timeZone: row.timeZone,
    start: isoWithOffset(row.startsAt, row.timeZone),
    end: isoWithOffset(row.endsAt, row.timeZone),
    status: row.status,
    firstDonation: row.firstDonation,
    changeable: row.status === 'booked' && row.startsAt > now,
  };
}
