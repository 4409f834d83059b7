import { and, eq, sql } from 'drizzle-orm';
import { appointments, centerSchedules } from '../../db/schema/index';
import { markAppointmentDaysDirty } from '../../domain/insight-days';
import { recordAppointmentEvent } from '../../domain/integration-events';
import { loadBookingRules } from './rules/booking-rules-store';
import type { ScheduledWorkDeps } from './scheduled-work-deps';

/**
 * Marks as no-shows the booked appointments nobody checked in by `noShowAfterMinutes` (the booking rules) after their
 * arrival window ended. The chair is not given back: the window is past. The status is the donor's history
 * (`getAppointments` lists it among past appointments). One conditional update: a row another process marked first
 * is no longer `booked`, so it is marked once; a day the dashboards rolled up is marked to be rolled up again. Answers
 * how many were marked.
 */
export async function markDueNoShows(deps: ScheduledWorkDeps): Promise<number> {
  const now = deps.clock.now();
  const rules = await loadBookingRules(deps.db);
  // The events are written with the change: a process that stops between them leaves neither.
  return deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(appointments)
      .set({ status: 'no_show' })
      .from(centerSchedules)
      .where(
        and(
          eq(centerSchedules.locationId, appointments.locationId),
          eq(appointments.status, 'booked'),
          sql`${appointments.startsAt} + (${centerSchedules.slotMinutes} + ${rules.noShowAfterMinutes}) * interval '1 minute' <= ${now}`,
        ),
      )
      .returning({ id: appointments.id });
    for (const { id } of marked) await recordAppointmentEvent(tx, now, id, { type: 'appointment.no_show' });
    // A day already rolled up for the dashboards (a late run, an evening's last window) is rolled up again (decision 066).
    await markAppointmentDaysDirty(tx, { appointmentIds: marked.map(({ id }) => id), at: now });
    return marked.length;
  });
}
