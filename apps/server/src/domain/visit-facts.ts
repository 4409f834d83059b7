import type { Bilingual, ScreeningTestType, VisitDeferralCode, VisitFacts } from '@portal/contract';
import type { VisitDeferral } from '@portal/contract/services/ops/visits';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donorDeferrals, screeningTests, visitPayments, visits } from '../db/schema/index';

/** What a visit's screening and payment lines are written from: the record's or the correction's fields. */
export interface VisitLines {
  payments: { paymentDate: string; amount: number }[];
  screeningTests: { type: ScreeningTestType; value: number }[];
  deferral: VisitDeferral | null;
}

/** The reason the donor reads for each deferral code, from its document (`domain/visit-texts.ts`). */
export type DeferralReasons = Record<VisitDeferralCode, Bilingual>;

/** Writes a new visit's payments, vitals and deferral (the deferral goes to the donor's deferrals, tied to the visit). */
export async function insertVisitLines(
  db: Db,
  visit: { id: string; donorId: string; deferredAt: Date },
  lines: VisitLines,
  reasons: DeferralReasons,
): Promise<void> {
  if (lines.payments.length) {
    await db
      .insert(visitPayments)
      .values(lines.payments.map((p) => ({ visitId: visit.id, paidAt: new Date(p.paymentDate), amountCents: Math.round(p.amount * 100) })));
  }
  if (lines.screeningTests.length) {
    await db.insert(screeningTests).values(lines.screeningTests.map((s) => ({ visitId: visit.id, type: s.type, value: String(s.value) })));
  }
  if (lines.deferral) {
    await db.insert(donorDeferrals).values({
      donorId: visit.donorId,
      visitId: visit.id,
      code: lines.deferral.code,
      reason: reasons[lines.deferral.code],
      deferredAt: visit.deferredAt,
      until: lines.deferral.until,
    });
  }
}

/** Replaces a visit's payments, vitals and deferral by the corrected ones. */
export async function replaceVisitLines(
  db: Db,
  visit: { id: string; donorId: string; deferredAt: Date },
  lines: VisitLines,
  reasons: DeferralReasons,
): Promise<void> {
  await db.delete(visitPayments).where(eq(visitPayments.visitId, visit.id));
  await db.delete(screeningTests).where(eq(screeningTests.visitId, visit.id));
  await db.delete(donorDeferrals).where(eq(donorDeferrals.visitId, visit.id));
  await insertVisitLines(db, visit, lines, reasons);
}

/** A visit's editable facts as stored, in the contract's shape (what a correction's before and after record). */
export async function readVisitFacts(db: Db, visitId: string): Promise<VisitFacts | null> {
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId));
  if (!visit) return null;
  // One after the other: inside a transaction the queries share one connection.
  const payments = await db
    .select()
    .from(visitPayments)
    .where(eq(visitPayments.visitId, visitId))
    .orderBy(asc(visitPayments.paidAt), asc(visitPayments.id));
  const tests = await db.select().from(screeningTests).where(eq(screeningTests.visitId, visitId)).orderBy(asc(screeningTests.id));
  const deferrals = await db.select().from(donorDeferrals).where(eq(donorDeferrals.visitId, visitId));
  const deferral = deferrals[0];
  return {
    checkinTS: visit.checkinAt.toISOString(),
    checkoutTS: visit.checkoutAt?.toISOString() ?? null,
    donated: visit.donated,
    payments: payments.map((p) => ({ paymentDate: p.paidAt.toISOString(), amount: p.amountCents / 100 })),
    screeningTests: tests.map((s) => ({ type: s.type, value: Number(s.value) })),
    deferral: deferral ? { code: deferral.code as VisitDeferral['code'], until: deferral.until } : null,
  };
}

/** The same facts written the way `readVisitFacts` reads them, so a correction can tell whether anything changed. */
export function normaliseFacts(facts: VisitFacts): VisitFacts {
  return {
    checkinTS: new Date(facts.checkinTS).toISOString(),
    checkoutTS: facts.checkoutTS === null ? null : new Date(facts.checkoutTS).toISOString(),
    donated: facts.donated,
    payments: [...facts.payments]
      .map((p) => ({ paymentDate: new Date(p.paymentDate).toISOString(), amount: Math.round(p.amount * 100) / 100 }))
      .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate)),
    screeningTests: facts.screeningTests
      .map((s) => ({ type: s.type, value: Math.round(s.value * 10) / 10 }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    deferral: facts.deferral,
  };
}
