import { DAY_MS, dayInZone, LAST_VISITS_SHOWN, RECENT_VISITS_WINDOW_DAYS, type ScreeningTestType, type Visit } from '@portal/contract';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations, screeningTests, visitPayments, visits } from '../db/schema/index';

/** The donor's last 20 visits, newest first, with center, payments and vitals (spec 3 "Visit"). */
export async function lastVisits(db: Db, donorId: string): Promise<Visit[]> {
  const rows = await db
    .select({ visit: visits, locationName: locations.name, timezone: locations.timezone })
    .from(visits)
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(eq(visits.donorId, donorId))
    .orderBy(desc(visits.checkinAt))
    .limit(LAST_VISITS_SHOWN);
  const ids = rows.map((r) => r.visit.id);
  const [payments, tests] = ids.length
    ? await Promise.all([
        db.select().from(visitPayments).where(inArray(visitPayments.visitId, ids)).orderBy(visitPayments.paidAt, visitPayments.id),
        db.select().from(screeningTests).where(inArray(screeningTests.visitId, ids)).orderBy(screeningTests.id),
      ])
    : [[], []];
  return rows.map(({ visit, locationName, timezone }) => ({
    visitID: visit.id,
    visitNumber: visit.visitNumber,
    visitDate: dayInZone(visit.checkinAt, timezone),
    locationID: visit.locationId,
    locationName,
    locationTimezone: timezone,
    checkinTS: visit.checkinAt.toISOString(),
    checkoutTS: visit.checkoutAt?.toISOString() ?? null,
    payments: payments
      .filter((p) => p.visitId === visit.id)
      .map((p) => ({ paymentDate: p.paidAt.toISOString(), amount: p.amountCents / 100 })),
    screeningTests: tests.filter((s) => s.visitId === visit.id).map((s) => ({ type: s.type as ScreeningTestType, value: Number(s.value) })),
    feedback: visit.feedbackGiven,
  }));
}

/** Spec 9: visits in the past 35 days are those checked in under 36 days ago. */
export async function countRecentVisits(db: Db, donorId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - (RECENT_VISITS_WINDOW_DAYS + 1) * DAY_MS);
  const [row] = await db
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.donorId, donorId), gt(visits.checkinAt, since)));
  return row?.n ?? 0;
}
