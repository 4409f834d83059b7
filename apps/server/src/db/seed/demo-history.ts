import { MINUTE_MS, DAY_MS } from '@portal/contract';
import { visitRecordSchema } from '@portal/contract/services/ops/visits';
import type { Config } from '../../config';
import { recordVisit } from '../../domain/visit-ingestion';
import { spinWheel, submitFeedback } from '../../features/donation-history/after-donation-feedback';
import { activeSurvey } from '../../domain/feedback-settings';
import { redeem } from '../../features/rewards/redeem';
import { fixedClock } from '../../lib/clock';
import type { Db } from '../client';

export interface DemoVisit {
  donorNumber: string;
  locationId: number;
  visitNumber: string;
  checkinAt: Date;
  durationMinutes: number;
  donated?: boolean;
  paymentCents?: number;
  vitals?: { weight: number; bpsys: number; bpdia: number; pulserate: number; temperature: number } | null;
}

export interface RecordedVisit {
  id: string;
  visitNumber: string;
  locationId: number;
  checkoutAt: Date;
}

/** Answers to the demo survey (demo-feedback-survey.ts): excellent, about right, friendly staff and short wait. */
const demoAnswers = { '0': 5, '1': 2, '2': [1, 3] };

/**
 * The demo's past, written by the domain itself with the clock set to each moment: visits through the
 * ingestion of `POST /api/ops/visits`, feedback and wheel spins through the feedback service, redemptions
 * through checkout. Points, tier bonuses, notifications and referral credits follow the rules as they would
 * have then; nothing is written around them.
 */
export function demoHistory(db: Db, rules: Pick<Config, 'pointsPerDonation' | 'referralBonusPoints'>) {
  const clock = fixedClock(new Date(0));
  let requests = 0;

  return {
    /** The center's system sends the visit at check-out (or check-in, for a visit still open). */
    async visit(visit: DemoVisit): Promise<RecordedVisit> {
      const checkoutAt = new Date(visit.checkinAt.getTime() + visit.durationMinutes * MINUTE_MS);
      const donated = visit.donated ?? true;
      clock.set(checkoutAt);
      const record = visitRecordSchema.parse({
        donorNumber: visit.donorNumber,
        locationID: visit.locationId,
        visitNumber: visit.visitNumber,
        checkinTS: visit.checkinAt.toISOString(),
        checkoutTS: checkoutAt.toISOString(),
        donated,
        payments: donated && visit.paymentCents ? [{ paymentDate: checkoutAt.toISOString(), amount: visit.paymentCents / 100 }] : [],
        screeningTests: visit.vitals ? Object.entries(visit.vitals).map(([type, value]) => ({ type, value })) : [],
      });
      const result = await recordVisit({ db, clock, config: rules }, record);
      return { id: result.visitID, visitNumber: visit.visitNumber, locationId: visit.locationId, checkoutAt };
    },

    /** The donor rates the visit `afterDays` after check-out and, when the survey opens a wheel, spins it (prize `prizeIndex`). */
    async feedback(donorId: string, visit: RecordedVisit, afterDays: number, prizeIndex: number): Promise<void> {
      const survey = await activeSurvey(db);
      if (!survey) throw new Error('the demo survey must exist before feedback');
      const at = new Date(visit.checkoutAt.getTime() + afterDays * DAY_MS);
      const wheel = await submitFeedback(db, {
        donorId,
        now: at,
        lang: 'en',
        draw: (count) => prizeIndex % count,
        params: {
          visitID: visit.id,
          visitNumber: visit.visitNumber,
          locationID: visit.locationId,
          feedbackId: survey.id,
          feedbackAnswers: demoAnswers,
          additionalFeedback: null,
        },
      });
      if (wheel) await spinWheel(db, donorId, wheel.id, new Date(at.getTime() + MINUTE_MS));
    },

    /** The donor checks out one line at `at`. */
    async redeem(donorId: string, at: Date, line: { itemID: string; value: number; type: string; qty: number }): Promise<void> {
      requests += 1;
      // A fixed request id per redemption: the demo is the same on every first start.
      const requestId = `00000000-0000-4000-8000-${String(requests).padStart(12, '0')}`;
      await redeem(db, { donorId, requestId, items: [line], now: at });
    },
  };
}

export type DemoHistory = ReturnType<typeof demoHistory>;
