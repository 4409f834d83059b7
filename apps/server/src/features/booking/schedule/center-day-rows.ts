import { isoWithOffset, type AppointmentStatus } from '@portal/contract';
import type { CenterDayAppointment } from '@portal/contract/services/booking/schedule/get-center-day';
import { appointments, donors } from '../../../db/schema/index';

/** What the console's day view shows of an appointment: its times and state, and who the donor is. */
export const centerDayColumns = {
  id: appointments.id,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  firstDonation: appointments.firstDonation,
  donorNumber: donors.donorNumber,
  firstName: donors.firstName,
  lastName: donors.lastName,
};

export interface CenterDayRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  firstDonation: boolean;
  donorNumber: string;
  firstName: string;
  lastName: string;
}

export function toCenterDayAppointment(row: CenterDayRow, timeZone: string): CenterDayAppointment {
  return {
    id: row.id,
    start: isoWithOffset(row.startsAt, timeZone),
    end: isoWithOffset(row.endsAt, timeZone),
    status: row.status,
    firstDonation: row.firstDonation,
    donorNumber: row.donorNumber,
    donorName: `${row.firstName} ${row.lastName}`,
  };
}

/** The calendar day (YYYY-MM-DD) at the center at an instant. */
export const centerDayOf = (at: Date, timeZone: string): string => isoWithOffset(at, timeZone).slice(0, 10);
