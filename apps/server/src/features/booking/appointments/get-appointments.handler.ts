import { desc } from 'drizzle-orm';
import { appointments } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { selectAppointments, toAppointmentView } from './appointment-views';
import { activeAppointmentStatuses } from '../donor-booking-state';

const PAST_SHOWN = 20;

/** Upcoming: booked or checked in and not yet over. Past: everything else, newest first. */
export const getAppointmentsHandler: Handler<'appointment/getAppointments'> = async (ctx) => {
  const now = ctx.clock.now();
  const rows = await selectAppointments(ctx.db, ctx.session.donorId).orderBy(desc(appointments.startsAt));
  const isUpcoming = (row: (typeof rows)[number]) =>
    (activeAppointmentStatuses as readonly string[]).includes(row.status) && row.endsAt > now;
  return {
    status: 200,
    upcoming: rows
      .filter(isUpcoming)
      .reverse()
      .map((row) => toAppointmentView(row, now)),
    past: rows
      .filter((row) => !isUpcoming(row))
      .slice(0, PAST_SHOWN)
      .map((row) => toAppointmentView(row, now)),
  };
};
