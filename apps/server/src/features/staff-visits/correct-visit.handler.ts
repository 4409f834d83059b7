import { markInsightDaysDirty } from '../../domain/insight-days';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { visitCorrections, visits } from '../../db/schema/index';
import { settleAppointmentBonuses } from '../../domain/appointment-bonuses';
import { lockDonor } from '../../domain/points-ledger';
import { normaliseFacts, readVisitFacts, replaceVisitLines } from '../../domain/visit-facts';
import { reconcileVisitPoints } from '../../domain/visit-points';
import { currentVisitTexts } from '../../domain/visit-texts';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { findScopedVisit } from './scoped-visit';

/**
 * Corrects a visit of the caller's centers in one transaction: the facts, a correction row (before, after, why), and the
 * compensating ledger entries the new facts call for (`reconcileVisitPoints`, and the booking bonuses of the appointment the
 * visit completes: `settleAppointmentBonuses`); old entries are never touched.
 */
export const correctVisitHandler: Handler<'staffVisits/correctVisit'> = async (ctx, params) => {
  const { visitID, note, ...facts } = params;
  const visit = await findScopedVisit(ctx.db, ctx.staff, visitID);
  const after = normaliseFacts(facts);
  const now = ctx.clock.now();
  // Through the call's own transaction (the gateway's): the process's copy could not load inside it on the embedded database.
  const { deferralReasons } = await currentVisitTexts({ db: ctx.db, clock: ctx.clock });

  const outcome = await ctx.db.transaction(async (tx) => {
    // The donor's row lock (taken again by the ledger) orders this correction after any visit or correction in flight.
    await lockDonor(tx, visit.donorId);
    const stored = await readVisitFacts(tx, visitID);
    if (!stored) throw new ServiceError(404, 'visitNotFound');
    const before = normaliseFacts(stored);
    if (isDeepStrictEqual(before, after)) return { before, changed: false as const };

    const correctionId = crypto.randomUUID();
    // The dashboards' days the visit counted on before the change and after it are rolled up again (decision 051).
    await markInsightDaysDirty(tx, { donorId: visit.donorId, visitId: visitID, at: now });
    await tx
      .update(visits)
      .set({
        checkinAt: new Date(after.checkinTS),
        checkoutAt: after.checkoutTS ? new Date(after.checkoutTS) : null,
        donated: after.donated,
      })
      .where(eq(visits.id, visitID));
    await replaceVisitLines(tx, { id: visitID, donorId: visit.donorId, deferredAt: new Date(after.checkinTS) }, after, deferralReasons);
    await markInsightDaysDirty(tx, { donorId: visit.donorId, visitId: visitID, at: now });
    const visitPoints = await reconcileVisitPoints(tx, {
      donorId: visit.donorId,
      correctionId,
      at: now,
      pointsPerDonation: ctx.config.pointsPerDonation,
    });
    const bookingBonuses = await settleAppointmentBonuses(tx, { visitId: visitID, at: now, correctionId });
    const points = {
      pointsChange: visitPoints.pointsChange + bookingBonuses.pointsChange,
      shortfall: visitPoints.shortfall + bookingBonuses.shortfall,
    };
    await tx
      .insert(visitCorrections)
      .values({ id: correctionId, visitId: visitID, staffId: ctx.staff.staffId, at: now, note, before, after, ...points });
    return { before, changed: true as const, correctionId, ...points };
  });

  ctx.audit({
    donorId: visit.donorId,
    objectType: 'visit',
    objectId: visitID,
    before: outcome.before,
    after: outcome.changed
      ? { ...after, note, correctionID: outcome.correctionId, pointsChange: outcome.pointsChange, shortfall: outcome.shortfall }
      : outcome.before,
  });
  return outcome.changed
    ? { status: 200, changed: true, correctionID: outcome.correctionId, pointsChange: outcome.pointsChange, shortfall: outcome.shortfall }
    : { status: 200, changed: false, correctionID: null, pointsChange: 0, shortfall: 0 };
};
