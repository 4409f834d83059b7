import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donors, locations, visits } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { StaffSessionInfo } from '../../service-context';
import { centerScope } from '../../domain/center-scope';
import { visitPointsSql } from './visit-points-sql';

/** What the console shows of a visit (list rows and the visit page): the visit, its donor, its center and its points. */
export const visitSummaryColumns = {
  visitID: visits.id,
  visitNumber: visits.visitNumber,
  donorNumber: donors.donorNumber,
  firstName: donors.firstName,
  lastName: donors.lastName,
  locationID: locations.id,
  locationName: locations.name,
  locationTimezone: locations.timezone,
  checkinAt: visits.checkinAt,
  checkoutAt: visits.checkoutAt,
  donated: visits.donated,
  points: visitPointsSql,
};

/** One visit of the caller's centers with its donor and center; 404 `visitNotFound` outside them, as for a visit that does not exist. */
export async function findScopedVisit(db: Db, staff: Pick<StaffSessionInfo, 'role' | 'centerIds'>, visitId: string) {
  const [row] = await db
    .select({ ...visitSummaryColumns, donorId: donors.id })
    .from(visits)
    .innerJoin(donors, eq(donors.id, visits.donorId))
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(and(eq(visits.id, visitId), centerScope(staff, visits.locationId)));
  if (!row) throw new ServiceError(404, 'visitNotFound');
  return row;
}
