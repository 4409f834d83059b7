import { WAITLIST_HOLD_MINUTES, dayInZone, type Language } from '@portal/contract';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import type { WaitlistEntryView } from '@portal/contract/services/booking/waitlist/waitlist-view';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments, waitlistEntries, waitlistOffers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import { loadProgress } from '../../../domain/prescreening/progress';
import { findOwnAppointment, toAppointmentView } from '../appointments/appointment-views';
import { bookableDays } from '../availability/arrival-windows';
import { loadBookingRules } from '../rules/booking-rules-store';
import { inDonorTransaction, releaseChair, type AppointmentChanged } from '../booking-transaction';
import type { BookableCenter } from '../../../domain/center-schedules';
import { loadDonorBookingState, prescreeningGate } from '../donor-booking-state';
import { bookingRefusal, evaluateEligibility } from '../availability/eligibility';
import { openWindows } from './waitlist-chairs';
import { findOwnEntry, openEntries, toWaitlistEntryView } from './waitlist-views';
import { recordAppointmentEvent } from '../../../domain/integration-events';

/** The rules as they apply to the donor now, read inside her locked transaction. */
export async function donorEligibility(tx: Tx, donorId: string, now: Date, lang: Language) {
  const [rules, state, progress] = await Promise.all([
    loadBookingRules(tx),
    loadDonorBookingState(tx, donorId, now),
    loadProgress(tx, donorId, lang),
  ]);
  const eligibility = evaluateEligibility(state, rules, prescreeningGate(progress), now, lang);
  /** Why she may not donate on `day` (a deferral, the frequency rules), or null. */
  const refusal = (day: string) => bookingRefusal(eligibility, state, rules, day, lang);
  return { eligibility, refusal, firstDonation: state.firstDonation };
}

async function entryView(tx: Tx, donorId: string, entryId: string): Promise<WaitlistEntryView> {
  const row = await findOwnEntry(tx, donorId, entryId);
  if (!row) throw new Error('waitlist entry vanished inside its own transaction');
  return toWaitlistEntryView(row);
}

/**
 * Puts the donor on the day's waitlist, only when every window she could book that day is taken (else she books one),
 * and only if the rules would let her donate that day. Joining again answers the entry she has.
 */
export function joinWaitlist(
  db: Db,
  input: { donorId: string; center: BookableCenter; day: string; now: Date; lang: Language },
): Promise<WaitlistEntryView> {
  return inDonorTransaction(db, input.donorId, async (tx) => {
    const [existing] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.donorId, input.donorId),
          eq(waitlistEntries.locationId, input.center.id),
          eq(waitlistEntries.day, input.day),
          openEntries(),
        ),
      );
    if (existing) return entryView(tx, input.donorId, existing.id);
    const { first, last } = bookableDays(input.center.schedule, input.center.timeZone, input.now);
    if (input.day < first || input.day > last) throw new ServiceError(409, 'slotUnavailable');
    const { eligibility, refusal } = await donorEligibility(tx, input.donorId, input.now, input.lang);
    const refused = refusal(input.day);
    if (refused) throw new ServiceError(409, 'bookingRefused', { reason: refused.message });
    const windows = await openWindows(tx, input.center, input.day, eligibility.minutes, input.now);
    if (windows.length === 0) throw new ServiceError(409, 'slotUnavailable');
    if (windows.some((w) => w.free > 0)) throw new ServiceError(409, 'waitlistDayNotFull');
    const [row] = await tx
      .insert(waitlistEntries)
      .values({ donorId: input.donorId, locationId: input.center.id, day: input.day, createdAt: input.now, updatedAt: input.now })
      .returning({ id: waitlistEntries.id });
    if (!row) throw new Error('waitlist insert returned no row');
    return entryView(tx, input.donorId, row.id);
  });
}

/** The open offer of an entry, locked; undefined when none is open. */
async function openOffer(tx: Tx, entryId: string) {
  const [offer] = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'open')))
    .for('update');
  return offer;
}

/**
 * Takes the donor off the waitlist (a "decline" of an offer is the same): a chair held for her is given back at once
 * and answers `true` in `freed`, so the caller asks for the next offer. An entry no longer open answers as it is.
 */
export function leaveWaitlist(db: Db, donorId: string, entryId: string, now: Date): Promise<{ entry: WaitlistEntryView; freed: boolean }> {
  return inDonorTransaction(db, donorId, async (tx) => {
    const current = await findOwnEntry(tx, donorId, entryId);
    if (!current) throw new ServiceError(404, 'waitlistNotFound');
    if (current.status !== 'waiting' && current.status !== 'offered') return { entry: toWaitlistEntryView(current), freed: false };
    const offer = await openOffer(tx, entryId);
    if (offer) {
      await tx.update(waitlistOffers).set({ status: 'declined' }).where(eq(waitlistOffers.id, offer.id));
      await releaseChair(tx, offer.locationId, offer.startsAt);
    }
    await tx.update(waitlistEntries).set({ status: 'left', updatedAt: now }).where(eq(waitlistEntries.id, entryId));
    return { entry: await entryView(tx, donorId, entryId), freed: offer !== undefined };
  });
}

/**
 * Books the chair held for the donor: her appointment takes the chair the offer already counts (no second claim).
 * The booking rules are checked again, as for any booking. The offer's id is the appointment's request id, so a
 * retried or parallel accept finds the appointment it made: one appointment whatever the number of calls.
 */
export function acceptWaitlistOffer(
  db: Db,
  input: { donorId: string; entryId: string; center: BookableCenter; now: Date; lang: Language },
  confirm: AppointmentChanged,
): Promise<AppointmentView> {
  return inDonorTransaction(db, input.donorId, async (tx) => {
    const entry = await findOwnEntry(tx, input.donorId, input.entryId);
    if (!entry) throw new ServiceError(404, 'waitlistNotFound');
    const [accepted] = await tx
      .select({ appointmentId: waitlistOffers.appointmentId })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.status, 'accepted')));
    if (accepted?.appointmentId) return viewOf(tx, input.donorId, accepted.appointmentId, input.now);
    const offer = await openOffer(tx, entry.id);
    if (!offer || offer.expiresAt <= input.now) throw new ServiceError(409, 'waitlistOfferExpired');
    const { eligibility, refusal, firstDonation } = await donorEligibility(tx, input.donorId, input.now, input.lang);
    const refused = refusal(dayInZone(offer.startsAt, input.center.timeZone));
    if (refused) throw new ServiceError(409, 'bookingRefused', { reason: refused.message });
    const [row] = await tx
      .insert(appointments)
      .values({
        donorId: input.donorId,
        locationId: offer.locationId,
        startsAt: offer.startsAt,
        endsAt: new Date(offer.startsAt.getTime() + eligibility.minutes * 60_000),
        firstDonation,
        requestId: offer.id,
        createdAt: input.now,
        scheduledAt: input.now,
      })
      .returning({ id: appointments.id });
    if (!row) throw new Error('appointment insert returned no row');
    await tx.update(waitlistOffers).set({ status: 'accepted', appointmentId: row.id }).where(eq(waitlistOffers.id, offer.id));
    await tx.update(waitlistEntries).set({ status: 'booked', updatedAt: input.now }).where(eq(waitlistEntries.id, entry.id));
    await recordAppointmentEvent(tx, input.now, row.id, { type: 'appointment.booked' });
    await confirm(tx, row.id);
    return viewOf(tx, input.donorId, row.id, input.now);
  });
}

async function viewOf(tx: Tx, donorId: string, appointmentId: string, now: Date): Promise<AppointmentView> {
  const row = await findOwnAppointment(tx, donorId, appointmentId);
  if (!row) throw new Error('appointment vanished inside its own transaction');
  return toAppointmentView(row, now);
}

export const holdUntil = (now: Date) => new Date(now.getTime() + WAITLIST_HOLD_MINUTES * 60_000);
