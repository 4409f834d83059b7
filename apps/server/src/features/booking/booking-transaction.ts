import { dayInZone, type Language } from '@portal/contract';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appointmentCheckIns, appointments, donors, slotBookings } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { recordAppointmentEvent } from '../../domain/integration-events';
import { loadProgress } from '../../domain/prescreening/progress';
import { arrivalWindows, isOpenForBooking, type ArrivalWindow } from './availability/arrival-windows';
import { findOwnAppointment, selectAppointments, toAppointmentView } from './appointments/appointment-views';
import { loadBookingRules } from './rules/booking-rules-store';
import { refuseClosedCenter, type BookableCenter } from '../../domain/center-schedules';
import { loadDonorBookingState, prescreeningGate } from './donor-booking-state';
import { bookingRefusal, evaluateEligibility } from './availability/eligibility';

/**
 * Called inside the transaction once the appointment changed (never for a retried request that changed nothing):
 * the confirmation is written with the change, so it is sent once per action (decision 026).
 */
export type AppointmentChanged = (tx: Tx, appointmentId: string) => Promise<void>;

export interface BookingInput {
  donorId: string;
  center: BookableCenter;
  start: Date;
  requestId: string;
  now: Date;
  lang: Language;
}

/**
 * One transaction per booking, which first locks the donor's row: a donor's parallel calls run one after the other,
 * so each sees the others' appointments when it checks the rules. Chairs are claimed with one conditional upsert of
 * the window's counter, which PostgreSQL runs atomically whatever the number of callers (decision 018).
 */
export function inDonorTransaction<T>(db: Db, donorId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${donors} where ${donors.id} = ${donorId} for update`);
    return work(tx);
  });
}

/** The window the donor asked for, if the center offers it to her now (the client's time is never trusted). */
function offeredWindow(center: BookableCenter, start: Date, minutes: number, now: Date): ArrivalWindow {
  const day = dayInZone(start, center.timeZone);
  const window = arrivalWindows(center.schedule, center.timeZone, day, minutes).find((w) => w.start.getTime() === start.getTime());
  if (!window || !isOpenForBooking(center.schedule, center.timeZone, window, now)) throw new ServiceError(409, 'slotUnavailable');
  return window;
}

async function checkRules(tx: Tx, input: BookingInput, exceptAppointmentId?: string) {
  // A move too: a center closed to booking keeps the appointments it has, and takes no new time.
  refuseClosedCenter(input.center);
  const [rules, state, progress] = await Promise.all([
    loadBookingRules(tx),
    loadDonorBookingState(tx, input.donorId, input.now, exceptAppointmentId),
    loadProgress(tx, input.donorId, input.lang),
  ]);
  const eligibility = evaluateEligibility(state, rules, prescreeningGate(progress), input.now, input.lang);
  const window = offeredWindow(input.center, input.start, eligibility.minutes, input.now);
  const refusal = bookingRefusal(eligibility, state, rules, dayInZone(window.start, input.center.timeZone), input.lang);
  if (refusal) throw new ServiceError(409, 'bookingRefused', { reason: refusal.message });
  return { window, eligibility, firstDonation: state.firstDonation, offPeakBonusPoints: window.offPeak ? rules.offPeakBonusPoints : 0 };
}

/** Takes one chair of a window, or refuses when every chair is taken. */
export async function claimChair(tx: Tx, center: BookableCenter, startsAt: Date): Promise<void> {
  const claimed = await tx
    .insert(slotBookings)
    .values({ locationId: center.id, startsAt, booked: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.locationId, slotBookings.startsAt],
      set: { booked: sql`${slotBookings.booked} + 1` },
      setWhere: sql`${slotBookings.booked} < ${center.schedule.chairs}`,
    })
    .returning({ booked: slotBookings.booked });
  if (claimed.length === 0) throw new ServiceError(409, 'slotUnavailable');
}

export async function releaseChair(tx: Tx, locationId: number, startsAt: Date): Promise<void> {
  await tx
    .update(slotBookings)
    .set({ booked: sql`${slotBookings.booked} - 1` })
    .where(and(eq(slotBookings.locationId, locationId), eq(slotBookings.startsAt, startsAt), sql`${slotBookings.booked} > 0`));
}

async function viewOf(tx: Tx, donorId: string, appointmentId: string, now: Date): Promise<AppointmentView> {
  const row = await findOwnAppointment(tx, donorId, appointmentId);
  if (!row) throw new Error('appointment vanished inside its own transaction');
  return toAppointmentView(row, now);
}

async function earlierRequest(tx: Tx, donorId: string, requestId: string, now: Date): Promise<AppointmentView | undefined> {
  const [row] = await selectAppointments(tx, donorId, eq(appointments.requestId, requestId));
  return row ? toAppointmentView(row, now) : undefined;
}

export function bookAppointment(db: Db, input: BookingInput, changed?: AppointmentChanged): Promise<AppointmentView> {
  return inDonorTransaction(db, input.donorId, async (tx) => {
    const earlier = await earlierRequest(tx, input.donorId, input.requestId, input.now);
    if (earlier) return earlier;
    const { window, eligibility, firstDonation, offPeakBonusPoints } = await checkRules(tx, input);
    await claimChair(tx, input.center, window.start);
    const [row] = await tx
      .insert(appointments)
      .values({
        donorId: input.donorId,
        locationId: input.center.id,
        startsAt: window.start,
        endsAt: new Date(window.start.getTime() + eligibility.minutes * 60_000),
        firstDonation,
        offPeakBonusPoints,
        requestId: input.requestId,
        createdAt: input.now,
        scheduledAt: input.now,
      })
      .returning({ id: appointments.id });
    if (!row) throw new Error('appointment insert returned no row');
    await recordAppointmentEvent(tx, input.now, row.id, { type: 'appointment.booked' });
    await changed?.(tx, row.id);
    return viewOf(tx, input.donorId, row.id, input.now);
  });
}

/**
 * Moves an appointment: the old window's chair is given back and the new one claimed in the same transaction, in
 * time order so two donors swapping windows cannot deadlock.
 */
export function rescheduleAppointment(
  db: Db,
  input: BookingInput & { appointmentId: string },
  changed?: AppointmentChanged,
): Promise<AppointmentView> {
  return inDonorTransaction(db, input.donorId, async (tx) => {
    const current = await findOwnAppointment(tx, input.donorId, input.appointmentId);
    if (!current) throw new ServiceError(404, 'appointmentNotFound');
    const earlier = await earlierRequest(tx, input.donorId, input.requestId, input.now);
    if (earlier?.id === current.id) return earlier;
    if (earlier) throw new ServiceError(409, 'appointmentNotChangeable');
    if (current.status !== 'booked' || current.startsAt <= input.now || current.locationId !== input.center.id) {
      throw new ServiceError(409, 'appointmentNotChangeable');
    }
    const { window, eligibility, offPeakBonusPoints } = await checkRules(tx, input, current.id);
    if (window.start.getTime() !== current.startsAt.getTime()) {
      const steps = [
        { at: window.start, run: () => claimChair(tx, input.center, window.start) },
        { at: current.startsAt, run: () => releaseChair(tx, current.locationId, current.startsAt) },
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      for (const step of steps) await step.run();
    }
    // The day's questionnaire and pass hold for the day they were made for only.
    if (dayInZone(window.start, input.center.timeZone) !== dayInZone(current.startsAt, input.center.timeZone)) {
      await tx.delete(appointmentCheckIns).where(eq(appointmentCheckIns.appointmentId, current.id));
    }
    await tx
      .update(appointments)
      .set({
        startsAt: window.start,
        endsAt: new Date(window.start.getTime() + eligibility.minutes * 60_000),
        offPeakBonusPoints,
        requestId: input.requestId,
        // A new time: its reminders are due again.
        scheduledAt: input.now,
        reminder24hSentAt: null,
        reminder2hSentAt: null,
      })
      .where(eq(appointments.id, current.id));
    await recordAppointmentEvent(tx, input.now, current.id, { type: 'appointment.moved', previousStartsAt: current.startsAt });
    await changed?.(tx, current.id);
    return viewOf(tx, input.donorId, current.id, input.now);
  });
}

/** Cancels a booked future appointment and gives its chair back at once; a cancelled one answers as it is. */
export function cancelAppointment(
  db: Db,
  donorId: string,
  appointmentId: string,
  now: Date,
  changed?: AppointmentChanged,
): Promise<AppointmentView> {
  return inDonorTransaction(db, donorId, async (tx) => {
    const current = await findOwnAppointment(tx, donorId, appointmentId);
    if (!current) throw new ServiceError(404, 'appointmentNotFound');
    if (current.status === 'cancelled') return toAppointmentView(current, now);
    if (current.status !== 'booked' || current.startsAt <= now) throw new ServiceError(409, 'appointmentNotChangeable');
    await tx.update(appointments).set({ status: 'cancelled', cancelledAt: now }).where(eq(appointments.id, current.id));
    await releaseChair(tx, current.locationId, current.startsAt);
    await recordAppointmentEvent(tx, now, current.id, { type: 'appointment.cancelled' });
    await changed?.(tx, current.id);
    return viewOf(tx, donorId, current.id, now);
  });
}
