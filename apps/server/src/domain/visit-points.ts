import { DAY_MS, TIER_WINDOW_DAYS, tierBonusPoints, tierFor } from '@portal/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pointsLedger, visits } from '../db/schema/index';
import { appendLedgerEntry, currentBalance, lockDonor } from './points-ledger';

/** The reasons whose entries make up what a visit earns (the wheel's prize is a game, not the donation's points). */
export const visitPointReasons = ['donation', 'tierBonus', 'visitCorrection'] as const;

export interface VisitPointsChange {
  /** Signed sum of the entries booked. */
  pointsChange: number;
  /** Points a reversal could not take back without a negative balance (written off). */
  shortfall: number;
}

interface VisitRow {
  id: string;
  checkinAt: Date;
  donated: boolean;
}

interface VisitEntries {
  /** The donation's own `earned` entry, once booked; the visit's base points. */
  earned: number | null;
  sum: number;
  /** The shortfall the newest correction entry of the visit left (0 without one). */
  shortfall: number;
}

/** What a visit should earn: its base and the tier bonus in force at its check-in (spec 9), nothing when no donation was completed. */
function targetPoints(visit: VisitRow, all: readonly VisitRow[], base: number): number {
  if (!visit.donated) return 0;
  const since = visit.checkinAt.getTime() - TIER_WINDOW_DAYS * DAY_MS;
  const inWindow = all.filter((v) => v.donated && v.checkinAt.getTime() > since && v.checkinAt <= visit.checkinAt).length;
  return base + tierBonusPoints(base, tierFor(inWindow).bonusPercent);
}

async function entriesByVisit(tx: Db, donorId: string): Promise<Map<string, VisitEntries>> {
  const rows = await tx
    .select({ visitId: pointsLedger.visitId, kind: pointsLedger.kind, points: pointsLedger.points, details: pointsLedger.details })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.donorId, donorId),
        isNotNull(pointsLedger.visitId),
        inArray(sql`${pointsLedger.details}->>'reason'`, [...visitPointReasons]),
      ),
    )
    .orderBy(asc(pointsLedger.id));
  const byVisit = new Map<string, VisitEntries>();
  for (const row of rows) {
    if (!row.visitId) continue;
    const entries = byVisit.get(row.visitId) ?? { earned: null, sum: 0, shortfall: 0 };
    entries.sum += row.points;
    if (row.details.reason === 'donation') entries.earned = row.points;
    if (row.details.reason === 'visitCorrection') entries.shortfall = row.details.shortfall;
    byVisit.set(row.visitId, entries);
  }
  return byVisit;
}

/**
 * After a correction changed the donor's visits, books what each visit's points must change by, never rewriting an
 * entry (decision 017). A visit earns its base (its donation entry, or `pointsPerDonation` when it had none) plus the tier
 * bonus in force at its check-in when the donation was completed, else nothing; moving a check-in or completing or
 * cancelling a donation can change the tier bonus of the donor's later donations too, so every visit is compared.
 * A donation without points gets its ordinary `earned` entry; every other difference is one `corrected` entry
 * `{visitId, correctionId}`. A reversal takes at most the balance: the rest is the entry's shortfall, written off, and a
 * later correction that raises the visit's points first makes up that shortfall.
 */
export async function reconcileVisitPoints(
  tx: Db,
  input: { donorId: string; correctionId: string; at: Date; pointsPerDonation: number },
): Promise<VisitPointsChange> {
  await lockDonor(tx, input.donorId);
  const all = await tx
    .select({ id: visits.id, checkinAt: visits.checkinAt, donated: visits.donated })
    .from(visits)
    .where(eq(visits.donorId, input.donorId))
    .orderBy(asc(visits.checkinAt));
  const entries = await entriesByVisit(tx, input.donorId);
  const change: VisitPointsChange = { pointsChange: 0, shortfall: 0 };

  for (const visit of all) {
    const booked = entries.get(visit.id) ?? { earned: null, sum: 0, shortfall: 0 };
    const base = booked.earned ?? input.pointsPerDonation;
    const target = targetPoints(visit, all, base);
    if (booked.sum - booked.shortfall === target) continue;

    if (visit.donated && booked.earned === null) {
      await appendLedgerEntry(tx, {
        donorId: input.donorId,
        kind: 'earned',
        points: base,
        details: { reason: 'donation', visitId: visit.id },
        visitId: visit.id,
        idempotencyKey: `visit:${visit.id}`,
        at: input.at,
      });
      booked.sum += base;
      change.pointsChange += base;
      if (booked.sum - booked.shortfall === target) continue;
    }

    const wanted = target - booked.sum;
    const points = wanted >= 0 ? wanted : Math.max(wanted, -(await currentBalance(tx, input.donorId)));
    const shortfall = points - wanted;
    await appendLedgerEntry(tx, {
      donorId: input.donorId,
      kind: 'corrected',
      points,
      details: { reason: 'visitCorrection', visitId: visit.id, correctionId: input.correctionId, shortfall },
      visitId: visit.id,
      idempotencyKey: `correction:${input.correctionId}:${visit.id}`,
      at: input.at,
    });
    change.pointsChange += points;
    change.shortfall += shortfall;
  }
  return change;
}
