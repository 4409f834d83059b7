import { and, eq } from 'drizzle-orm';
import { donors, locations } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';

/** A donor is in a center role's scope when their home center is one of the role's centers. */
export const findDonorHandler: Handler<'staff/findDonor'> = async (ctx, params) => {
  const [row] = await ctx.db
    .select({
      id: donors.id,
      donorNumber: donors.donorNumber,
      status: donors.status,
      firstName: donors.firstName,
      lastName: donors.lastName,
      email: donors.email,
      homeCenterId: locations.id,
      homeCenterName: locations.name,
    })
    .from(donors)
    .leftJoin(locations, eq(locations.id, donors.homeLocationId))
    .where(and(eq(donors.donorNumber, params.donorNumber), centerScope(ctx.staff, donors.homeLocationId)));
  if (!row) throw new ServiceError(404, 'donorNotFound');
  ctx.audit({ donorId: row.id, objectType: 'donor', objectId: row.id });
  const { homeCenterId, homeCenterName, ...donor } = row;
  return {
    status: 200,
    donor: { ...donor, homeCenter: homeCenterId !== null && homeCenterName !== null ? { id: homeCenterId, name: homeCenterName } : null },
  };
};
