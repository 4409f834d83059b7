import { screeningFieldsSchema } from '@portal/contract/entities/screening-content';
import { describe, expect, it } from 'vitest';
import { checkInQuestionnaire } from '../../db/seed/content/check-in-questionnaire';
import { literacyCheck } from '../../db/seed/content/literacy-check';
import { predonorSurvey } from '../../db/seed/content/predonor-survey';
import { qualificationCheck } from '../../db/seed/content/qualification-check';
import { demoFeedbackSurvey } from '../../db/seed/demo-feedback-survey';
import { checkDocument, checkFields } from './check-fields';
import { surveyDocument, surveyFields, type FeedbackSurveyDocument } from './survey-fields';
import { scoringProblems, textGaps } from './version-rules';

const survey = demoFeedbackSurvey as FeedbackSurveyDocument;

describe('a stored version as the console edits it', () => {
  for (const document of [qualificationCheck, literacyCheck, predonorSurvey, checkInQuestionnaire]) {
    it(`${document.kind}: passes the contract, is publishable, and an unchanged edit stores the same document`, () => {
      const fields = checkFields(document);
      expect(screeningFieldsSchema.safeParse(fields).error).toBeUndefined();
      expect(textGaps(fields)).toEqual([]);
      expect(scoringProblems(fields)).toEqual([]);
      expect(checkDocument(document, fields)).toEqual(document);
    });
  }

  it('feedback: the survey is one page of choice questions numbered as donors answer them, and round-trips', () => {
    const fields = surveyFields(survey);
    expect(screeningFieldsSchema.safeParse(fields).error).toBeUndefined();
    expect(fields.pages[0]?.questions.map((q) => [q.id, q.type, q.options.map((o) => o.value).join()])).toEqual([
      ['0', 'single', '1,2,3,4,5'],
      ['1', 'single', '1,2,3'],
      ['2', 'multiple', '1,2,3,4,5'],
    ]);
    expect(fields.texts.map((text) => text.path)).toEqual([
      'title',
      'additionalInformation',
      'additionalFeedbackLabel',
      'emptyFieldsError',
    ]);
    expect(surveyDocument(survey, fields)).toEqual(survey);
  });

  it('offers the texts outside the pages by path, and writes an edited one back into its language', () => {
    const fields = checkFields(qualificationCheck);
    const paths = fields.texts.map((text) => text.path);
    expect(paths).toEqual(expect.arrayContaining(['format.landing.title', 'format.landing.description.0', 'results.deferUntil.title']));
    expect(paths.some((path) => path.endsWith('redirectTo') || path.endsWith('imgsrc'))).toBe(false);
    const title = fields.texts.find((text) => text.path === 'format.landing.title');
    if (!title) throw new Error('the landing has a title');
    title.text.es = 'Nuevo título';
    const stored = checkDocument(qualificationCheck, fields);
    expect(stored && stored.kind === 'qualification' && stored.format.es.landing.title).toBe('Nuevo título');
    expect(stored && stored.kind === 'qualification' && stored.format.en.landing.title).toBe(qualificationCheck.format.en.landing.title);
  });

  it('counts an empty page and a choice question without options as gaps, and a page title or unit in one language only', () => {
    const fields = checkFields(predonorSurvey);
    const [first, second] = fields.pages;
    if (!first || !second) throw new Error('the demo survey has pages');
    second.questions = [];
    const choice = first.questions[0];
    if (!choice) throw new Error('the demo survey has a question');
    choice.options = [];
    first.title = { en: 'Health', es: '' };
    expect(textGaps(fields)).toEqual(['pages.0.title.es', 'pages.0.questions.0.options', 'pages.1.questions']);
  });
});
