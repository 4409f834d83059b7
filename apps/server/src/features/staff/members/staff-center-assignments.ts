import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { locations, staffCenters } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';

/** The centers named, without repeats and in order; 400 `locationNotFound` when one does not exist. */
export async function existingCenterIds(db: Db, centerIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(centerIds)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const found = await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, unique));
  if (found.length !== unique.length) throw new ServiceError(400, 'locationNotFound');
  return unique;
}

/** Makes `centerIds` the member's centers. */
export async function replaceCenterAssignments(db: Db, staffId: string, centerIds: readonly number[]): Promise<void> {
  await db.delete(staffCenters).where(eq(staffCenters.staffId, staffId));
  if (centerIds.length > 0) await db.insert(staffCenters).values(centerIds.map((locationId) => ({ staffId, locationId })));
}
