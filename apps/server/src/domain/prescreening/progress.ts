import { and, eq, max } from 'drizzle-orm';
import {
  pickLanguage,
  SCREENING_VALID_MONTHS,
  type Language,
  type NotTodayModal,
  type PrescreeningState,
  type PrescreeningType,
  type ProgressLayout,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { donors, visits } from '../../db/schema/index';
import type { LiteracyDocument, QualificationDocument, SurveyDocument } from '../check-documents';
import { ServiceError } from '../../lib/service-error';
import type { Attempt } from './attempts';
import { findDonorSteps } from './check-content';

export interface Progress {
  type: PrescreeningType;
  state: PrescreeningState;
  iscompleted: boolean;
  layout: ProgressLayout | null;
  nottodaymodal: NotTodayModal | null;
  /** A donor past pre-screening: the day her screening lapses (YYYY-MM-DD), or null before her first donation. */
  validUntil: string | null;
}

type PredonorProgress = Omit<Progress, 'validUntil'>;

const paths = { assessment: '/takingsurvey/assessment', survey: '/takingsurvey/assessment/predonorsurvey' } as const;

function stepState(attempt: Attempt | undefined): PrescreeningState {
  return attempt ? 'inProgress' : 'notStarted';
}

/**
 * Spec 3 "Pre-screening state". A pre-donor takes, in order: the literacy check (when the portal has
 * one), the pre-donor survey, then the qualification check whose result ends pre-screening. A
 * literacy check ended by an answer stops here with the 'not today' modal. Other donors have nothing to do.
 */
export async function loadProgress(db: Db, donorId: string, lang: Language): Promise<Progress> {
  const [donor] = await db.select({ status: donors.status }).from(donors).where(eq(donors.id, donorId));
  if (donor?.status !== 'predonor') {
    const validUntil = await screeningValidUntil(db, donorId);
    return { type: 'none', state: 'completed', iscompleted: true, layout: null, nottodaymodal: null, validUntil };
  }
  return { ...(await predonorProgress(db, donorId, lang)), validUntil: null };
}

/**
 * A donor's screening holds while she keeps donating: SCREENING_VALID_MONTHS after her last completed donation
 * she is screened again as a new donor. Null before any donation (the center screens her at her first visit).
 */
async function screeningValidUntil(db: Db, donorId: string): Promise<string | null> {
  const [last] = await db
    .select({ at: max(visits.checkinAt) })
    .from(visits)
    .where(and(eq(visits.donorId, donorId), eq(visits.donated, true)));
  if (!last?.at) return null;
  const until = new Date(last.at);
  until.setUTCMonth(until.getUTCMonth() + SCREENING_VALID_MONTHS);
  return until.toISOString().slice(0, 10);
}

async function predonorProgress(db: Db, donorId: string, lang: Language): Promise<PredonorProgress> {
  const { checks, attempts } = await findDonorSteps(db, donorId);
  const { literacy, predonorsurvey: survey, qualification } = checks;
  const attemptOf = (check: { id: string }) => attempts.get(check.id);

  if (literacy) {
    const attempt = attemptOf(literacy);
    const document: LiteracyDocument = literacy.document;
    if (attempt?.status === 'ended') {
      return {
        type: 'literacy',
        state: 'notToday',
        iscompleted: false,
        layout: pickLanguage(document.notTodayCard, lang),
        nottodaymodal: pickLanguage(document.notToday, lang),
      };
    }
    if (attempt?.status !== 'submitted') {
      return {
        type: 'literacy',
        state: stepState(attempt),
        iscompleted: false,
        layout: { ...pickLanguage(document.card, lang), redirectTo: paths.assessment },
        nottodaymodal: null,
      };
    }
  }
  if (survey && attemptOf(survey)?.status !== 'submitted') {
    const document: SurveyDocument = survey.document;
    return {
      type: 'predonorsurvey',
      state: stepState(attemptOf(survey)),
      iscompleted: false,
      layout: { ...pickLanguage(document.card, lang), redirectTo: paths.survey },
      nottodaymodal: null,
    };
  }
  if (!qualification) return { type: 'completed', state: 'completed', iscompleted: true, layout: null, nottodaymodal: null };

  const document: QualificationDocument = qualification.document;
  const attempt = attemptOf(qualification);
  if (attempt?.status !== 'submitted') {
    return {
      type: 'qualification',
      state: stepState(attempt),
      iscompleted: false,
      layout: { ...pickLanguage(document.card, lang), redirectTo: paths.assessment },
      nottodaymodal: null,
    };
  }
  if (attempt.outcome && attempt.outcome.result !== 'eligible') {
    return {
      type: 'qualification',
      state: 'notEligible',
      iscompleted: true,
      layout: { ...pickLanguage(document.notEligibleCard, lang), redirectTo: paths.assessment },
      nottodaymodal: null,
    };
  }
  return {
    type: 'completed',
    state: 'completed',
    iscompleted: true,
    layout: pickLanguage(document.completedCard, lang),
    nottodaymodal: null,
  };
}

/** A step's services answer only while the donor is on that step (403 for other donors, 409 otherwise). */
export async function requireStep(db: Db, donorId: string, lang: Language, type: PrescreeningType): Promise<Progress> {
  const progress = await loadProgress(db, donorId, lang);
  if (progress.type === 'none') throw new ServiceError(403, 'prescreeningNotAvailable');
  if (progress.type !== type) throw new ServiceError(409, 'prescreeningStepClosed');
  return progress;
}
