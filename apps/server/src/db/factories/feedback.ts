import type { Bilingual } from '@portal/contract';
import type { SurveyQuestion } from '@portal/contract/services/donation-history/get-after-donation-feedback-options';
import type { Db } from '../client';
import { disabledVisitFeedback, feedbackSettings } from '../schema/index';
import { createVersion, publishVersion } from '../../domain/screening-versions/versions';
import type { StoredVersion } from '../../domain/screening-versions/version-store';
import type { FeedbackSurveyDocument } from '../../domain/screening-versions/survey-fields';

export interface FeedbackSettingsInput {
  daysToComplete?: number;
  externalSurveyUrl?: string | null;
  wheelPrizes?: number[];
}

/** Writes the one settings row (replacing it), so a test can switch the external survey or the wheel. */
export async function setFeedbackSettings(db: Db, input: FeedbackSettingsInput = {}): Promise<void> {
  const values = {
    daysToComplete: input.daysToComplete ?? 7,
    externalSurveyUrl: input.externalSurveyUrl ?? null,
    wheelPrizes: input.wheelPrizes ?? [],
  };
  await db
    .insert(feedbackSettings)
    .values({ id: 'default', ...values })
    .onConflictDoUpdate({ target: feedbackSettings.id, set: values });
}

export interface SurveyInput {
  title?: Bilingual;
  additionalInformation?: Bilingual;
  additionalFeedbackLabel?: Bilingual;
  emptyFieldsError?: Bilingual;
  questions?: SurveyQuestion[];
  createdAt?: Date;
}

const both = (text: string): Bilingual => ({ en: text, es: text });

/**
 * A survey version with one single-choice and one multiple-choice question unless told otherwise, published as the
 * console publishes one (the one before is retired). The seed's survey is made here too.
 */
export async function createFeedbackSurvey(db: Db, input: SurveyInput = {}): Promise<StoredVersion<FeedbackSurveyDocument>> {
  const at = input.createdAt ?? new Date();
  const draft = await createVersion(
    db,
    'feedback',
    {
      title: input.title ?? both('How was your donation?'),
      additionalInformation: input.additionalInformation ?? both('Your answers help us improve.'),
      additionalFeedbackLabel: input.additionalFeedbackLabel ?? both('Anything else?'),
      emptyFieldsError: input.emptyFieldsError ?? {
        en: 'Please answer all required questions.',
        es: 'Responde todas las preguntas obligatorias.',
      },
      questions: input.questions ?? [
        {
          index: 0,
          title: both('Overall'),
          multiple: false,
          answers: [1, 2, 3, 4, 5].map((order) => ({ order, text: both(String(order)) })),
        },
        {
          index: 1,
          title: both('What went well?'),
          multiple: true,
          answers: [1, 2, 3].map((order) => ({ order, text: both(`Option ${order}`) })),
        },
      ],
    },
    at,
  );
  await publishVersion(db, draft, draft.revision, { lang: 'en', prefix: '', at });
  return draft;
}

export async function disableVisitFeedback(db: Db, visitId: string, reason = 'handled by donor care'): Promise<void> {
  await db.insert(disabledVisitFeedback).values({ visitId, reason });
}
