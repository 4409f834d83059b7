import { markInsightDaysDirty } from './insight-days';
import { and, eq, type SQL } from 'drizzle-orm';
import { tierBonusPoints, tierFor, type DonorStatus, type LocationSummary, type MembershipTier } from '@portal/contract';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { donors, locations, visits } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { ServiceError } from '../lib/service-error';
import { tierWindow } from './membership';
import { settleAppointmentBonuses } from './appointment-bonuses';
import { insertDonationCredits, type DonationCredit } from './donation-credits';
import { appendLedgerEntry } from './points-ledger';
import { insertVisit } from './visit-statement';
import { currentVisitTexts, donationThanksNotification, type VisitTextSource } from './visit-texts';
import type { VisitRecord } from '@portal/contract/services/ops/visits';

export interface IngestionDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'pointsPerDonation' | 'referralBonusPoints'>;
  /**
   * The process's copy of the texts' documents (decision 033), for a caller outside any transaction (a first load uses
   * the process's pool); without it (a tool, a staff call in the gateway's transaction) they are read through `db`.
   */
  visitTexts?: VisitTextSource;
}

/** Who records the visit: a center's system (no options), or a staff member limited to their centers. */
export interface RecordingSource {
  /** Keeps the center look-up to the staff member's centers (`centerScope`): another center is 404, as a missing one. */
  locationScope?: SQL | undefined;
  recordedByStaffId?: string;
  /**
   * Every center, from the process's copy (decision 025), for a caller allowed at any center: no look-up inside the
   * transaction. Read before it: on the embedded database a transaction holds the one connection.
   */
  centers?: readonly LocationSummary[];
}

export interface IngestionResult {
  /** False when this (locationID, visitNumber) was already recorded: nothing changed. */
  created: boolean;
  visitID: string;
  pointsAwarded: number;
  tier: MembershipTier | null;
  referralCredited: boolean;
}

/**
 * Records one visit, from a center's system (`POST /api/ops/visits`, the CLI) or from the staff console, in one
 * transaction: the visit, its payments, screening tests and deferral, the donation's points and tier bonus through the
 * ledger, the booking bonuses of the appointment it completes, a `donation_feedback` notification and the referral
 * credit (spec 9). Repeating a visit already recorded
 * (same center and visit number) changes nothing.
 */
export async function recordVisit(deps: IngestionDeps, record: VisitRecord, source: RecordingSource = {}): Promise<IngestionResult> {
  const texts = await currentVisitTexts(deps);
  return deps.db.transaction(async (tx) => {
    // Locking the donor first serialises this donor's visits, so tier counts and referral checks see each other.
    // A named prepared query, as the visit's statements: parsed once per connection.
    const [donor] = await tx
      .select({ id: donors.id, status: donors.status, referredByDonorId: donors.referredByDonorId, referredAt: donors.referredAt })
      .from(donors)
      .where(eq(donors.donorNumber, record.donorNumber))
      .for('update')
      .prepare('ingestion_donor_lock')
      .execute();
    if (!donor) throw new ServiceError(404, 'donorNotFound');
    const location = await findCenter(tx, source, record.locationID);
    if (!location) throw new ServiceError(404, 'locationNotFound');

    const checkinAt = new Date(record.checkinTS);
    const now = deps.clock.now();
    const visit = await insertVisit(
      tx,
      {
        donorId: donor.id,
        locationId: location.id,
        visitNumber: record.visitNumber,
        checkinAt,
        checkoutAt: record.checkoutTS ? new Date(record.checkoutTS) : null,
        donated: record.donated,
        recordedAt: now,
        recordedByStaffId: source.recordedByStaffId ?? null,
      },
      record,
      texts.deferralReasons,
      {
        inTierWindow: record.donated ? tierWindow(checkinAt) : undefined,
        // What the referral rules need, only for a donor who was referred: all donations, and those before the referral.
        donated: donor.referredAt ? {} : undefined,
        donatedBeforeReferral: donor.referredAt ? { before: donor.referredAt } : undefined,
      },
    );
    if (!visit) return alreadyRecorded(tx, donor.id, record);
    // A late visit (a day already rolled up for the dashboards) marks that day to be rolled up again.
    await markInsightDaysDirty(tx, { donorId: donor.id, visitId: visit.id, at: now });

    const bookingBonuses = await settleAppointmentBonuses(tx, {
      visitId: visit.id,
      at: now,
      found: { visit: visit.atCenter, candidates: visit.candidates },
    });
    if (!record.donated) return { created: true, visitID: visit.id, pointsAwarded: 0, tier: null, referralCredited: false };

    const tier = tierFor(visit.counts.inTierWindow ?? 0);
    const base = deps.config.pointsPerDonation;
    const bonus = tierBonusPoints(base, tier.bonusPercent);
    // The donation's credits are new with the visit (their keys name it): one insert with the notification.
    const credits: DonationCredit[] = [
      { kind: 'earned', points: base, details: { reason: 'donation', visitId: visit.id }, idempotencyKey: `visit:${visit.id}` },
    ];
    if (bonus > 0 && tier.tier) {
      credits.push({
        kind: 'bonus',
        points: bonus,
        details: { reason: 'tierBonus', visitId: visit.id, tier: tier.tier, bonusPercent: tier.bonusPercent },
        idempotencyKey: `visit-bonus:${visit.id}`,
      });
    }
    const pointsAwarded = base + bonus + bookingBonuses.pointsChange;
    await insertDonationCredits(
      tx,
      { id: visit.id, donorId: donor.id, at: now },
      credits,
      donationThanksNotification(texts, { points: pointsAwarded, center: location.name }),
    );

    const referralCredited = await creditReferral(tx, deps, donor, visit.counts, now);
    const nextStatus = statusAfterDonation(donor, visit.counts, referralCredited);
    if (nextStatus !== donor.status) await tx.update(donors).set({ status: nextStatus }).where(eq(donors.id, donor.id));
    return { created: true, visitID: visit.id, pointsAwarded, tier: tier.tier, referralCredited };
  });
}

/** The visit's center: from the centers the caller passed when it is there, else read within the caller's scope. */
async function findCenter(tx: Tx, source: RecordingSource, locationId: number) {
  const kept = source.centers?.find((row) => row.locationID === locationId);
  if (kept) return { id: kept.locationID, name: kept.name };
  // Not in the copy: read it (a center added a moment ago may not have reached this process's copy yet).
  const [row] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), source.locationScope));
  return row;
}

async function alreadyRecorded(tx: Tx, donorId: string, record: VisitRecord): Promise<IngestionResult> {
  const [existing] = await tx
    .select({ id: visits.id, donorId: visits.donorId })
    .from(visits)
    .where(and(eq(visits.locationId, record.locationID), eq(visits.visitNumber, record.visitNumber)));
  if (!existing || existing.donorId !== donorId) throw new ServiceError(409, 'visitConflict');
  return { created: false, visitID: existing.id, pointsAwarded: 0, tier: null, referralCredited: false };
}

interface ReferredDonor {
  id: string;
  status: DonorStatus;
  referredByDonorId: string | null;
  referredAt: Date | null;
}

/** The referred donor's donations with the one being recorded: all of them, and those before the referral. */
interface DonationCounts {
  donated?: number | undefined;
  donatedBeforeReferral?: number | undefined;
}

/** Spec 9: the referrer earns the bonus once the person referred has donated twice, unless they had donated before the referral. */
async function creditReferral(tx: Tx, deps: IngestionDeps, donor: ReferredDonor, counts: DonationCounts, now: Date): Promise<boolean> {
  if (!donor.referredByDonorId || !donor.referredAt) return false;
  if (counts.donated !== 2 || counts.donatedBeforeReferral !== 0) return false;
  const entry = await appendLedgerEntry(tx, {
    donorId: donor.referredByDonorId,
    kind: 'bonus',
    points: deps.config.referralBonusPoints,
    details: { reason: 'referral', referredDonorId: donor.id },
    idempotencyKey: `referral:${donor.id}`,
    at: now,
  });
  return entry !== null;
}

/** A first donation makes a pre-donor a donor, or referral-pending while a referral waits for the second donation. */
function statusAfterDonation(donor: ReferredDonor, counts: DonationCounts, referralCredited: boolean): DonorStatus {
  if (donor.status === 'donor' || referralCredited) return 'donor';
  const waitingForReferral = donor.referredByDonorId !== null && (counts.donated ?? 0) < 2 && counts.donatedBeforeReferral === 0;
  return waitingForReferral ? 'referral_pending' : 'donor';
}
