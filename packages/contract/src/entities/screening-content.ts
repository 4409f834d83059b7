import { z } from 'zod';
import type { Bilingual } from './bilingual';
import { questionTypes, textBlockTags, type QuestionPage } from './prescreening';
import type { Language } from '../languages';
import { int32, safeMultilineText, safeText } from '../rules/safe-input';

/**
 * The documents the console edits as versions (issue 16): the four pre-screening checks of decision 011 and the
 * after-donation survey. A published version is never changed again; an edit is a new draft version, and publishing it
 * makes it the one new donors start, while donors already on an older version finish on theirs.
 */
export const screeningKinds = ['qualification', 'literacy', 'predonorsurvey', 'checkin', 'feedback'] as const;
export type ScreeningKind = (typeof screeningKinds)[number];

/** Where a version stands: being written, the one in force, or replaced by a later one (kept for its donors). */
export const screeningVersionStates = ['draft', 'published', 'retired'] as const;
export type ScreeningVersionState = (typeof screeningVersionStates)[number];

export const SCREENING_MAX_PAGES = 20;
export const SCREENING_MAX_QUESTIONS = 30;
export const SCREENING_MAX_OPTIONS = 20;
export const SCREENING_MAX_RULES = 100;
export const SCREENING_MAX_TEXTS = 300;
export const SCREENING_MAX_DEFER_DAYS = 3650;

const line = (max: number) => z.object({ en: safeText(max), es: safeText(max) }) satisfies z.ZodType<Bilingual>;
const paragraph = (max: number) => z.object({ en: safeMultilineText(max), es: safeMultilineText(max) }) satisfies z.ZodType<Bilingual>;
/** A question id or an option value: what answers and scoring rules name, so letters, digits, `_` and `-` only. */
const answerKey = safeText(64).regex(/^[A-Za-z0-9_-]+$/, 'screeningKeyInvalid');

export const screeningOptionSchema = z.object({
  value: answerKey,
  text: line(300),
  /** Literacy check: choosing this option ends the check. */
  endsCheck: z.boolean(),
});

export const screeningQuestionSchema = z.object({
  id: answerKey,
  type: z.enum(questionTypes),
  text: paragraph(1000),
  /** Choice questions only. */
  options: z.array(screeningOptionSchema).max(SCREENING_MAX_OPTIONS),
  /** Number questions only: the range the answer must fall in, and its unit (both languages empty: none). */
  min: int32().nullable(),
  max: int32().nullable(),
  unit: line(50),
  optional: z.boolean(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** Space below a block, in pixels (kept from the stored document; the console does not show it). */
const marginBottom = z.number().int().min(0).max(64).nullable();

/** A text block above a page's questions (the literacy check's reading passages); `bullets` for a bullet list. */
export const screeningBlockSchema = z.object({
  tag: z.enum(textBlockTags),
  text: paragraph(3000),
  bullets: z.array(z.object({ text: paragraph(1000), marginBottom })).max(20),
  marginBottom,
});
export type ScreeningBlock = z.infer<typeof screeningBlockSchema>;

export const screeningPageSchema = z.object({
  /** Both languages empty: the page has no title. */
  title: line(200),
  blocks: z.array(screeningBlockSchema).max(20),
  questions: z.array(screeningQuestionSchema).max(SCREENING_MAX_QUESTIONS),
});
export type ScreeningPage = z.infer<typeof screeningPageSchema>;

export const ruleOutcomes = ['deferUntil', 'notEligible', 'contact'] as const;

/** The qualification check's scoring: an answer that defers (for `deferDays`), rules out, or asks to call the center. */
export const scoringRuleSchema = z.object({
  question: answerKey,
  when: z.object({
    equals: answerKey.nullable(),
    includes: answerKey.nullable(),
    below: int32().nullable(),
    above: int32().nullable(),
  }),
  outcome: z.enum(ruleOutcomes),
  deferDays: z.number().int().min(1).max(SCREENING_MAX_DEFER_DAYS).nullable(),
  educationCode: safeText(64),
  reason: paragraph(1000),
});
export type ScoringRuleFields = z.infer<typeof scoringRuleSchema>;

/**
 * Every other text of the document (landing, buttons, cards, result layouts, success page…), by its dotted path in
 * the stored document. Its place is fixed by the kind: an editor changes the words, not which texts exist.
 */
export const screeningTextSchema = z.object({ path: safeText(200), text: paragraph(3000) });
export type ScreeningText = z.infer<typeof screeningTextSchema>;

const repeated = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);

/** A version as editors write it: pages → questions → options, scoring rules (qualification only), other texts. */
export const screeningFieldsSchema = z
  .object({
    pages: z.array(screeningPageSchema).min(1).max(SCREENING_MAX_PAGES),
    rules: z.array(scoringRuleSchema).max(SCREENING_MAX_RULES),
    texts: z.array(screeningTextSchema).max(SCREENING_MAX_TEXTS),
  })
  .superRefine((fields, context) => {
    const ids = fields.pages.flatMap((page) => page.questions.map((question) => question.id));
    fields.pages.forEach((page, p) =>
      page.questions.forEach((question, q) => {
        const path = ['pages', p, 'questions', q];
        if (repeated(ids).includes(question.id))
          context.addIssue({ code: 'custom', message: 'screeningIdRepeated', path: [...path, 'id'] });
        if (repeated(question.options.map((option) => option.value)).length > 0) {
          context.addIssue({ code: 'custom', message: 'screeningIdRepeated', path: [...path, 'options'] });
        }
        if (question.min !== null && question.max !== null && question.min > question.max) {
          context.addIssue({ code: 'custom', message: 'screeningRangeInvalid', path: [...path, 'max'] });
        }
      }),
    );
    if (repeated(fields.texts.map((text) => text.path)).length > 0) {
      context.addIssue({ code: 'custom', message: 'screeningIdRepeated', path: ['texts'] });
    }
  });
export type ScreeningFields = z.infer<typeof screeningFieldsSchema>;

export const screeningVersionSchema = z.object({
  id: z.string(),
  kind: z.enum(screeningKinds),
  version: z.number().int(),
  state: z.enum(screeningVersionStates),
  /** Bumped by every save of a draft: a save or publish names the one the editor loaded (409 otherwise). */
  revision: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  retiredAt: z.string().nullable(),
});
export type ScreeningVersion = z.infer<typeof screeningVersionSchema>;

export const WHEEL_MAX_PRIZES = 12;
export const WHEEL_MAX_POINTS = 10_000;
export const FEEDBACK_MAX_DAYS = 60;

/** The after-donation settings the console edits: the days a donor has to answer, and the wheel's prizes (none: no wheel). */
export const feedbackSettingsFieldsSchema = z.object({
  daysToComplete: z.number().int().min(1).max(FEEDBACK_MAX_DAYS),
  wheelPrizes: z.array(z.number().int().min(0).max(WHEEL_MAX_POINTS)).max(WHEEL_MAX_PRIZES),
});
export type FeedbackSettingsFields = z.infer<typeof feedbackSettingsFieldsSchema>;

const picked = (text: Bilingual, lang: Language) => (text[lang] === '' ? text.en : text[lang]);
const margin = (value: number | null) => (value === null ? {} : { marginBottom: value });

/**
 * The pages as a donor of `lang` sees them, from the fields the console edits: the console's preview renders the
 * donor's own page component with exactly this (the server derives the same from the stored version).
 */
export function donorPagesOf(fields: Pick<ScreeningFields, 'pages'>, lang: Language): QuestionPage[] {
  return fields.pages.map((page, index) => ({
    index,
    ...(page.title.en || page.title.es ? { title: picked(page.title, lang) } : {}),
    ...(page.blocks.length
      ? {
          text: page.blocks.map((block) => ({
            tag: block.tag,
            ...(block.tag === 'bullets'
              ? { bullets: block.bullets.map((bullet) => ({ text: picked(bullet.text, lang), ...margin(bullet.marginBottom) })) }
              : { text: picked(block.text, lang) }),
            ...margin(block.marginBottom),
          })),
        }
      : {}),
    questions: page.questions.map((question) => ({
      id: question.id,
      type: question.type,
      text: picked(question.text, lang),
      ...(question.type === 'single' || question.type === 'multiple'
        ? { options: question.options.map((option) => ({ value: option.value, text: picked(option.text, lang) })) }
        : {}),
      ...(question.type === 'number' && question.min !== null ? { min: question.min } : {}),
      ...(question.type === 'number' && question.max !== null ? { max: question.max } : {}),
      ...(question.unit.en || question.unit.es ? { unit: picked(question.unit, lang) } : {}),
      ...(question.optional ? { optional: true } : {}),
    })),
  }));
}
