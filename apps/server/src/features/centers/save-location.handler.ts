import { eq } from 'drizzle-orm';
import { donors, donorSavedLocations, locations } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { assertMaySaveCenters, savedLocationsReply } from './saved-locations';

/** Saves a center (again: it becomes the most recent) and makes it the home center. */
export const saveLocationHandler: Handler<'location/saveLocation'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  await assertMaySaveCenters(ctx.db, donorId);
  const [location] = await ctx.db.select({ id: locations.id }).from(locations).where(eq(locations.id, params.locationId));
  if (!location) throw new ServiceError(404, 'locationNotFound');

  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(donorSavedLocations)
      .values({ donorId, locationId: location.id, savedAt: now })
      .onConflictDoUpdate({ target: [donorSavedLocations.donorId, donorSavedLocations.locationId], set: { savedAt: now } });
    await tx.update(donors).set({ homeLocationId: location.id }).where(eq(donors.id, donorId));
  });
  return savedLocationsReply(ctx.db, donorId);
};
