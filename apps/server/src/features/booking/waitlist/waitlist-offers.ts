import { and, asc, eq, lte } from 'drizzle-orm';
import { waitlistEntries, waitlistOffers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import { appointmentNoticeTexts } from '../appointment-notice-texts';
import { sendAppointmentNotice } from '../appointment-notices';
import { claimChair, inDonorTransaction, releaseChair } from '../booking-transaction';
import { centerDayOf } from '../schedule/center-day-rows';
import { loadBookableCenter, type BookableCenter } from '../../../domain/center-schedules';
import type { ScheduledWorkDeps } from '../scheduled-work-deps';
import { holdUntil, donorEligibility } from './waitlist';
import { openWindows } from './waitlist-chairs';

/**
 * Ends the offers whose hold is over: each is claimed by the statement that marks it expired (so one process ends it),
 * its chair is given back in the same transaction, and the donor's entry is over (she had her turn).
 */
export async function expireOffers(deps: ScheduledWorkDeps): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(waitlistOffers)
      .set({ status: 'expired' })
      .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)))
      .returning({ entryId: waitlistOffers.entryId, locationId: waitlistOffers.locationId, startsAt: waitlistOffers.startsAt });
    for (const offer of ended) {
      await releaseChair(tx, offer.locationId, offer.startsAt);
      await tx
        .update(waitlistEntries)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'offered')));
    }
    return ended.length;
  });
}

/**
 * Offers one waiting donor the earliest free window of her day she could book, holding its chair for her. It runs in
 * her locked transaction (decision 018's order: donor row, then the window's counter), as joining, leaving and
 * accepting do, so the entry's state read after the lock is current; the chair is claimed by the conditional upsert,
 * so a parallel run never offers a chair that is not free. A donor the rules would refuse that day, or for whom no
 * window is free, is passed over and waits on. Answers whether she was offered a chair.
 */
async function offerTo(
  deps: ScheduledWorkDeps,
  center: BookableCenter,
  entry: { id: string; donorId: string; day: string },
): Promise<boolean> {
  const now = deps.clock.now();
  const deliver = await inDonorTransaction(deps.db, entry.donorId, async (tx) => {
    const [waiting] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')));
    if (!waiting) return null;
    const { eligibility, refusal } = await donorEligibility(tx, entry.donorId, now, 'en');
    if (refusal(entry.day)) return null;
    for (const { window, free } of await openWindows(tx, center, entry.day, eligibility.minutes, now)) {
      if (free <= 0) continue;
      try {
        await claimChair(tx, center, window.start);
      } catch (error) {
        if (error instanceof ServiceError) continue;
        throw error;
      }
      const expiresAt = holdUntil(now);
      await tx.insert(waitlistOffers).values({
        entryId: entry.id,
        donorId: entry.donorId,
        locationId: center.id,
        startsAt: window.start,
        expiresAt,
        createdAt: now,
      });
      await tx.update(waitlistEntries).set({ status: 'offered', updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
      const bound = deps.messenger.inTransaction(tx);
      await sendAppointmentNotice(
        tx,
        bound.messenger,
        deps.publicUrl,
        'waitlistOffer',
        { donorId: entry.donorId, locationId: center.id, startsAt: window.start, holdUntil: expiresAt, now },
        await appointmentNoticeTexts(tx, now),
      );
      return bound.deliver;
    }
    return null;
  });
  if (!deliver) return false;
  await deliver();
  return true;
}

/**
 * Gives freed chairs to the waitlists: for each center and day with donors waiting, in the order they joined, each
 * eligible donor is offered the earliest free window she could book, until no chair is free. Entries of days already
 * over at their center end. Answers how many offers were made.
 */
export async function offerFreedChairs(deps: ScheduledWorkDeps): Promise<number> {
  const now = deps.clock.now();
  const waiting = await deps.db
    .select({ id: waitlistEntries.id, donorId: waitlistEntries.donorId, locationId: waitlistEntries.locationId, day: waitlistEntries.day })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const centers = new Map<number, BookableCenter | null>();
  let offered = 0;
  for (const entry of waiting) {
    if (!centers.has(entry.locationId)) centers.set(entry.locationId, await loadBookableCenter(deps.db, entry.locationId));
    const center = centers.get(entry.locationId);
    if (!center) continue;
    if (entry.day < centerDayOf(now, center.timeZone)) {
      await deps.db
        .update(waitlistEntries)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')));
      continue;
    }
    if (await offerTo(deps, center, entry)) offered += 1;
  }
  return offered;
}

/** The waitlist's scheduled work: end the holds that are over, then offer the chairs that are free. */
export async function runWaitlist(deps: ScheduledWorkDeps): Promise<number> {
  await expireOffers(deps);
  return offerFreedChairs(deps);
}
