import { desc, eq, inArray } from 'drizzle-orm';
import { donors, donorSavedLocations, locations } from '../../db/schema/index';
import { toLocationSummary } from '../../domain/donor-user';
import type { Db } from '../../db/client';
import { ServiceError } from '../../lib/service-error';

/** Spec 4 "Donor status": only donors who are not yet full donors choose their saved centers. */
export async function assertMaySaveCenters(db: Db, donorId: string): Promise<void> {
  const [donor] = await db.select({ status: donors.status }).from(donors).where(eq(donors.id, donorId));
  if (!donor) throw new ServiceError(401, 'sessionExpired');
  if (donor.status !== 'predonor' && donor.status !== 'referral_pending') throw new ServiceError(403, 'savedCentersNotAllowed');
}

/** The saved centers, oldest first, and the home center, as both save and delete answer. */
export async function savedLocationsReply(db: Db, donorId: string) {
  const saved = await db
    .select({ locationId: donorSavedLocations.locationId })
    .from(donorSavedLocations)
    .where(eq(donorSavedLocations.donorId, donorId))
    .orderBy(donorSavedLocations.savedAt);
  const [donor] = await db.select({ homeLocationId: donors.homeLocationId }).from(donors).where(eq(donors.id, donorId));
  const ids = saved.map((row) => row.locationId);
  const rows = ids.length ? await db.select().from(locations).where(inArray(locations.id, ids)) : [];
  return {
    status: 200 as const,
    savedLocations: ids,
    lastDonationLocationId: donor?.homeLocationId ?? null,
    locations: rows.map(toLocationSummary),
  };
}

/** The most recently saved center left, or null: what the home center becomes after a delete. */
export async function lastSavedLocationId(db: Db, donorId: string): Promise<number | null> {
  const [row] = await db
    .select({ locationId: donorSavedLocations.locationId })
    .from(donorSavedLocations)
    .where(eq(donorSavedLocations.donorId, donorId))
    .orderBy(desc(donorSavedLocations.savedAt))
    .limit(1);
  return row?.locationId ?? null;
}
