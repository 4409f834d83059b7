import { asc, eq } from 'drizzle-orm';
import { pointsLedger, staffMembers, visitCorrections } from '../../db/schema/index';
import { readVisitFacts } from '../../domain/visit-facts';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { findScopedVisit } from './scoped-visit';

/** A visit's page: the facts, every points entry tied to the visit and each correction with who made it. */
export const getVisitHandler: Handler<'staffVisits/getVisit'> = async (ctx, params) => {
  const visit = await findScopedVisit(ctx.db, ctx.staff, params.visitID);
  const [facts, ledger, history] = await Promise.all([
    readVisitFacts(ctx.db, visit.visitID),
    ctx.db.select().from(pointsLedger).where(eq(pointsLedger.visitId, visit.visitID)).orderBy(asc(pointsLedger.id)),
    ctx.db
      .select({ correction: visitCorrections, staffName: staffMembers.displayName })
      .from(visitCorrections)
      .innerJoin(staffMembers, eq(staffMembers.id, visitCorrections.staffId))
      .where(eq(visitCorrections.visitId, visit.visitID))
      .orderBy(asc(visitCorrections.at)),
  ]);
  if (!facts) throw new ServiceError(404, 'visitNotFound');
  ctx.audit({ donorId: visit.donorId, objectType: 'visit', objectId: visit.visitID });
  return {
    status: 200,
    visit: {
      visitID: visit.visitID,
      visitNumber: visit.visitNumber,
      donorNumber: visit.donorNumber,
      donorName: `${visit.firstName} ${visit.lastName}`.trim(),
      donor: { id: visit.donorId, firstName: visit.firstName, lastName: visit.lastName },
      locationID: visit.locationID,
      locationName: visit.locationName,
      locationTimezone: visit.locationTimezone,
      checkinTS: facts.checkinTS,
      checkoutTS: facts.checkoutTS,
      donated: facts.donated,
      points: Number(visit.points),
      corrections: history.length,
      facts,
      ledger: ledger.map((e) => ({ id: e.id, kind: e.kind, points: e.points, details: e.details, createdTS: e.createdAt.toISOString() })),
      history: history.map(({ correction: c, staffName }) => ({
        correctionID: c.id,
        at: c.at.toISOString(),
        staffName,
        note: c.note,
        before: c.before,
        after: c.after,
        pointsChange: c.pointsChange,
        shortfall: c.shortfall,
      })),
    },
  };
};
