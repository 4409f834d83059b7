import { and, asc, eq } from 'drizzle-orm';
import { isoWithOffset } from '@portal/contract';
import { donors, locations, waitlistEntries, waitlistOffers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';

/** The day's waitlist at a center, in the order chairs are offered; center roles only at their centers (404 elsewhere). */
export const getCenterWaitlistHandler: Handler<'appointment/getCenterWaitlist'> = async (ctx, params) => {
  const [center] = await ctx.db
    .select({ id: locations.id, timeZone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.id, params.locationID), centerScope(ctx.staff, locations.id)));
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const rows = await ctx.db
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      createdAt: waitlistEntries.createdAt,
      donorNumber: donors.donorNumber,
      firstName: donors.firstName,
      lastName: donors.lastName,
      offerStartsAt: waitlistOffers.startsAt,
      offerExpiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(donors, eq(donors.id, waitlistEntries.donorId))
    .leftJoin(waitlistOffers, and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'open')))
    .where(and(eq(waitlistEntries.locationId, center.id), eq(waitlistEntries.day, params.day)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  ctx.audit({ objectType: 'centerWaitlist', objectId: `${center.id}/${params.day}` });
  let position = 0;
  return {
    status: 200,
    entries: rows.map((row) => {
      const inLine = row.status === 'waiting' || row.status === 'offered';
      if (inLine) position += 1;
      return {
        id: row.id,
        position: inLine ? position : null,
        status: row.status,
        joinedAt: row.createdAt.toISOString(),
        donorNumber: row.donorNumber,
        donorName: `${row.firstName} ${row.lastName}`,
        offerStart: row.offerStartsAt ? isoWithOffset(row.offerStartsAt, center.timeZone) : null,
        offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
      };
    }),
  };
};
