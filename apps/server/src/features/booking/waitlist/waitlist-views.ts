import { isoWithOffset, type WaitlistStatus } from '@portal/contract';
import type { WaitlistEntryView } from '@portal/contract/services/booking/waitlist/waitlist-view';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { centerSchedules, locations, waitlistEntries, waitlistOffers } from '../../../db/schema/index';

const entryColumns = {
  id: waitlistEntries.id,
  locationId: waitlistEntries.locationId,
  day: waitlistEntries.day,
  status: waitlistEntries.status,
  centerName: locations.name,
  timeZone: locations.timezone,
  slotMinutes: centerSchedules.slotMinutes,
  offerStartsAt: waitlistOffers.startsAt,
  offerExpiresAt: waitlistOffers.expiresAt,
};

/** The donor's waitlist entries matching `where`, each with its open offer if it has one. */
export function selectWaitlistEntries(db: Db, donorId: string, where?: SQL) {
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(locations, eq(locations.id, waitlistEntries.locationId))
    .innerJoin(centerSchedules, eq(centerSchedules.locationId, waitlistEntries.locationId))
    .leftJoin(waitlistOffers, and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'open')))
    .where(and(eq(waitlistEntries.donorId, donorId), where));
}

export type WaitlistEntryRow = Awaited<ReturnType<typeof selectWaitlistEntries>>[number];

/** One waitlist entry of this donor's; undefined for anyone else's (the caller answers 404). */
export async function findOwnEntry(db: Db, donorId: string, entryId: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await selectWaitlistEntries(db, donorId, eq(waitlistEntries.id, entryId));
  return row;
}

const openEntryStatuses: WaitlistStatus[] = ['waiting', 'offered'];
export const openEntries = () => inArray(waitlistEntries.status, openEntryStatuses);

export function toWaitlistEntryView(row: WaitlistEntryRow): WaitlistEntryView {
  const offer =
    row.offerStartsAt && row.offerExpiresAt
      ? {
          start: isoWithOffset(row.offerStartsAt, row.timeZone),
          end: isoWithOffset(new Date(row.offerStartsAt.getTime() + row.slotMinutes * 60_000), row.timeZone),
          expiresAt: row.offerExpiresAt.toISOString(),
        }
      : null;
  return {
    id: row.id,
    locationID: row.locationId,
    centerName: row.centerName,
    timeZone: row.timeZone,
    date: row.day,
    status: row.status,
    offer,
  };
}
