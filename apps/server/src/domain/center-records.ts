import type { CenterRecord } from '@portal/contract/services/ops/centers';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations } from '../db/schema/index';

type LocationRow = typeof locations.$inferSelect;

/** The columns of a center as its record names them. */
function centerColumns(record: CenterRecord) {
  return {
    name: record.name,
    addressLine1: record.addressLine1,
    city: record.city,
    stateCode: record.state,
    zipCode: record.zipCode,
    phone: record.phone,
    timezone: record.timeZone,
    marketingPageId: record.marketingPageId,
    bookingOpen: record.bookingOpen,
  };
}

/**
 * Creates or updates a center (the ops route and the console's Centers page). `created` comes from the statement itself
 * (xmax is 0 on a row it inserted), so two writers creating one center at once still see one creation.
 */
export async function upsertCenter(
  db: Db,
  locationID: number,
  record: CenterRecord,
): Promise<{ before: LocationRow | null; after: ReturnType<typeof centerColumns>; created: boolean; changed: boolean }> {
  const values = centerColumns(record);
  return db.transaction(async (tx) => {
    const [held] = await tx.select().from(locations).where(eq(locations.id, locationID)).for('update');
    const [written] = await tx
      .insert(locations)
      .values({ id: locationID, ...values })
      .onConflictDoUpdate({ target: locations.id, set: values })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const before = held ?? null;
    const changed = before === null || Object.entries(values).some(([key, value]) => before[key as keyof typeof values] !== value);
    return { before, after: values, created: written?.inserted === true, changed };
  });
}

/** Every center in the form its record takes. */
export async function listCenterRecords(db: Db) {
  const rows = await db.select().from(locations).orderBy(locations.id);
  return rows.map((row) => ({
    locationID: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.stateCode,
    zipCode: row.zipCode,
    phone: row.phone,
    timeZone: row.timezone,
    marketingPageId: row.marketingPageId,
    bookingOpen: row.bookingOpen,
  }));
}
