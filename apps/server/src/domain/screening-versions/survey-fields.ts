import type { Bilingual } from '@portal/contract';
import type { ScreeningFields } from '@portal/contract/entities/screening-content';
import type { SurveyQuestion } from '@portal/contract/services/donation-history/get-after-donation-feedback-options';
import { documentTexts, withTexts } from './bilingual-texts';

/** The after-donation survey as one version stores it (the columns of `feedback_surveys`). */
export interface FeedbackSurveyDocument {
  title: Bilingual;
  additionalInformation: Bilingual;
  additionalFeedbackLabel: Bilingual;
  emptyFieldsError: Bilingual;
  questions: SurveyQuestion[];
}

const none: Bilingual = { en: '', es: '' };

function texts(survey: FeedbackSurveyDocument) {
  const { title, additionalInformation, additionalFeedbackLabel, emptyFieldsError } = survey;
  return { title, additionalInformation, additionalFeedbackLabel, emptyFieldsError };
}

/**
 * The survey in the console's shape: one page of choice questions whose ids and option values are the survey's
 * question indexes and answer orders (what donors' answers name), and its four texts.
 */
export function surveyFields(survey: FeedbackSurveyDocument): ScreeningFields {
  const questions = [...survey.questions].sort((a, b) => a.index - b.index);
  return {
    pages: [
      {
        title: none,
        blocks: [],
        questions: questions.map((question) => ({
          id: String(question.index),
          type: question.multiple ? 'multiple' : 'single',
          text: question.title,
          options: question.answers.map((answer) => ({ value: String(answer.order), text: answer.text, endsCheck: false })),
          min: null,
          max: null,
          unit: none,
          optional: false,
        })),
      },
    ],
    rules: [],
    texts: documentTexts(texts(survey)),
  };
}

/** The stored survey from edited fields (already checked by `shapeProblems`); false when the texts do not fit. */
export function surveyDocument(base: FeedbackSurveyDocument, fields: ScreeningFields): FeedbackSurveyDocument | false {
  const edited = withTexts(texts(base), fields.texts);
  if (!edited) return false;
  const questions = (fields.pages[0]?.questions ?? []).map((question) => ({
    index: Number(question.id),
    title: question.text,
    multiple: question.type === 'multiple',
    answers: question.options.map((option) => ({ order: Number(option.value), text: option.text })),
  }));
  return { ...edited, questions };
}
