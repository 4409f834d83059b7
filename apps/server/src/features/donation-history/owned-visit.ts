import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visits } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';

/** The donor's own visit, matching the number and center the screen showed; anyone else's is "not found". */
export async function ownedVisit(db: Db, donorId: string, params: { visitID: string; visitNumber: string; locationID: number }) {
  const [visit] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.id, params.visitID), eq(visits.donorId, donorId)));
  if (!visit || visit.visitNumber !== params.visitNumber || visit.locationId !== params.locationID)
    throw new ServiceError(404, 'visitNotFound');
  return visit;
}
