import { and, eq } from 'drizzle-orm';
import { donors, donorSavedLocations } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { assertMaySaveCenters, lastSavedLocationId, savedLocationsReply } from './saved-locations';

/** Removes a saved center; the home center becomes the most recently saved one left, or null. */
export const deleteLocationHandler: Handler<'location/deleteLocation'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  await assertMaySaveCenters(ctx.db, donorId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(donorSavedLocations)
      .where(and(eq(donorSavedLocations.donorId, donorId), eq(donorSavedLocations.locationId, params.locationId)));
    await tx
      .update(donors)
      .set({ homeLocationId: await lastSavedLocationId(tx, donorId) })
      .where(eq(donors.id, donorId));
  });
  return savedLocationsReply(ctx.db, donorId);
};
