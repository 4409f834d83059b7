import type { PaymentKind } from '@portal/contract';
import type { Db } from '../client';
import { screeningTests, visitPayments, visits } from '../schema/index';

export interface VisitInput {
  donorId: string;
  locationId: number;
  visitNumber?: string;
  checkinAt: Date;
  /** Minutes from check-in to check-out; null leaves the visit open. */
  durationMinutes?: number | null;
  donated?: boolean;
  feedbackGiven?: boolean;
  payments?: { amountCents: number; paidAt?: Date; kind?: PaymentKind }[];
  /** Vitals; null records the visit without a screening test. */
  screening?: { weight: number; bpsys: number; bpdia: number; pulserate: number; temperature: number } | null;
}

let visitSequence = 0;

export async function createVisit(db: Db, input: VisitInput): Promise<typeof visits.$inferSelect> {
  visitSequence += 1;
  const durationMinutes = input.durationMinutes === undefined ? 75 : input.durationMinutes;
  const checkoutAt = durationMinutes === null ? null : new Date(input.checkinAt.getTime() + durationMinutes * 60_000);
  const [visit] = await db
    .insert(visits)
    .values({
      donorId: input.donorId,
      locationId: input.locationId,
      visitNumber: input.visitNumber ?? `V${Date.now().toString(36)}${visitSequence}`,
      checkinAt: input.checkinAt,
      checkoutAt,
      donated: input.donated ?? true,
      feedbackGiven: input.feedbackGiven ?? false,
    })
    .returning();
  if (!visit) throw new Error('visit insert returned no row');
  const payments = input.payments ?? [];
  if (payments.length) {
    await db.insert(visitPayments).values(
      payments.map((p) => ({
        visitId: visit.id,
        amountCents: p.amountCents,
        paidAt: p.paidAt ?? checkoutAt ?? input.checkinAt,
        kind: p.kind ?? null,
      })),
    );
  }
  if (input.screening) {
    await db.insert(screeningTests).values(
      Object.entries(input.screening).map(([type, value]) => ({
        visitId: visit.id,
        type: type as keyof NonNullable<VisitInput['screening']>,
        value: String(value),
      })),
    );
  }
  return visit;
}
