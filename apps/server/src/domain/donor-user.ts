import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { LocationSummary, User } from '@portal/contract';
import type { Db } from '../db/client';
import { donors, donorSavedLocations, locations, visits } from '../db/schema/index';

type LocationRow = typeof locations.$inferSelect;

export function toLocationSummary(row: LocationRow): LocationSummary {
  return {
    locationID: row.id,
    name: row.name,
    address: { addressLine1: row.addressLine1, city: row.city, state: row.stateCode, zipCode: row.zipCode },
  };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The signed-in app's view of a donor (spec 3 "User"), or null when there is no such donor. */
export async function loadUser(db: Db, donorId: string, now: Date): Promise<User | null> {
  const [donor] = await db.select().from(donors).where(eq(donors.id, donorId));
  if (!donor) return null;
  const saved = await db
    .select({ locationId: donorSavedLocations.locationId })
    .from(donorSavedLocations)
    .where(eq(donorSavedLocations.donorId, donorId))
    .orderBy(donorSavedLocations.savedAt);
  const savedIds = saved.map((row) => row.locationId);
  const locationIds = [...new Set([...savedIds, ...(donor.homeLocationId === null ? [] : [donor.homeLocationId])])];
  const locationRows = locationIds.length ? await db.select().from(locations).where(inArray(locations.id, locationIds)) : [];
  const [donations] = await db
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.donorId, donorId), eq(visits.donated, true), gte(visits.checkinAt, new Date(now.getTime() - YEAR_MS))));

  const fullName = [donor.firstName, donor.middleName, donor.lastName].filter(Boolean).join(' ');
  return {
    _id: donor.id,
    donorID: donor.donorNumber,
    fullName,
    firstName: donor.firstName,
    middleName: donor.middleName,
    lastName: donor.lastName,
    birthDate: donor.birthDate,
    gender: donor.gender,
    primaryEmail: donor.email,
    primaryPhoneNumber:
      donor.phoneNumber && donor.phoneCountryCode ? { countryCode: donor.phoneCountryCode, phoneNumber: donor.phoneNumber } : null,
    address: {
      addressLine1: donor.addressLine1,
      addressLine2: donor.addressLine2,
      city: donor.city,
      state: donor.stateCode,
      zipCode: donor.zipCode,
    },
    communicationPreferences: donor.communicationPreferences,
    donorThumbnailPath: donor.thumbnailPath,
    savedLocations: savedIds,
    lastDonationLocationId: donor.homeLocationId,
    locations: locationRows.map(toLocationSummary),
    status: donor.status,
    currentRewardPeriodDonationCount: donations?.n ?? 0,
    promptActivation: donor.promptActivation,
    language: donor.language,
    creationTS: donor.createdAt.toISOString(),
  };
}
