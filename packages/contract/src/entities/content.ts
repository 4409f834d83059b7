import { z } from 'zod';
import { bilingualTextSchema, type Bilingual } from './bilingual';
import { safeMultilineText, safeText } from '../rules/safe-input';

/** The kinds of content the console edits through the one content-item machinery (issue 16). */
export const contentKinds = ['news', 'promotion', 'chatbot', 'document'] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * Where an item stands, derived from its stored window at a given instant, never stored: the donor read query applies
 * the same rule, so an item scheduled for 09:00 appears at 09:00 on every server process with no job (decision 019).
 */
export const contentStates = ['draft', 'scheduled', 'published', 'expired', 'retired'] as const;
export type ContentState = (typeof contentStates)[number];

export interface PublishWindow<T = Date> {
  publishAt: T | null;
  expireAt: T | null;
  retiredAt: T | null;
}

export function contentState(window: PublishWindow, now: Date): ContentState {
  if (window.retiredAt) return 'retired';
  if (!window.publishAt) return 'draft';
  if (window.publishAt.getTime() > now.getTime()) return 'scheduled';
  if (window.expireAt && window.expireAt.getTime() <= now.getTime()) return 'expired';
  return 'published';
}

/** The same text in both languages, edited side by side; either may be empty while the item is a draft. */
const bilingualLine = (max: number) => z.object({ en: safeText(max), es: safeText(max) }) satisfies z.ZodType<Bilingual>;
const bilingualParagraph = (max: number) =>
  z.object({ en: safeMultilineText(max), es: safeMultilineText(max) }) satisfies z.ZodType<Bilingual>;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A link button's target: https only (no javascript:, data: or plain http); empty while a draft. */
export const httpsLinkSchema = safeText(2000).refine((value) => value === '' || isHttpsUrl(value), 'linkHttpsOnly');

/** An image the portal serves itself (an upload or a bundled picture): never a hot-linked address; empty while a draft. */
export const PORTAL_IMAGE_URL = /^\/(content\/[a-z0-9-]+\.(svg|png|jpe?g|webp)|api\/content\/images\/[0-9a-f-]{36})$/;
export const portalImageSchema = safeText(200).refine((value) => value === '' || PORTAL_IMAGE_URL.test(value), 'imageUrlLocal');

const marginBottom = z.number().int().min(0).max(64);

/** One block of an article body, both languages at once (spec 3 "News" block kinds); never raw HTML. */
export const editorBlockSchema = z.discriminatedUnion('tag', [
  z.object({ tag: z.enum(['h1', 'h2', 'h3', 'h4', 'h5']), text: bilingualLine(200), marginBottom }),
  z.object({ tag: z.literal('body'), text: bilingualParagraph(5000), marginBottom }),
  z.object({ tag: z.literal('bullet'), text: bilingualParagraph(1000), marginBottom }),
  z.object({ tag: z.literal('accordion'), title: bilingualLine(200), text: bilingualParagraph(5000), marginBottom }),
  z.object({ tag: z.literal('linkbutton'), text: bilingualLine(100), url: httpsLinkSchema, marginBottom }),
  /** `text` is the image's alternative text. */
  z.object({ tag: z.literal('img'), text: bilingualLine(300), url: portalImageSchema, marginBottom }),
]);
export type EditorBlock = z.infer<typeof editorBlockSchema>;
export type EditorBlockTag = EditorBlock['tag'];

export const newsCategories = ['resources', 'updates', 'impactstories'] as const;
export const NEWS_MAX_BLOCKS = 60;

/** An article as editors write it. */
export const newsFieldsSchema = z.object({
  category: z.enum(newsCategories),
  coverImage: portalImageSchema,
  /** Shown in every donor's notifications while published. */
  announce: z.boolean(),
  title: bilingualLine(200),
  blocks: z.array(editorBlockSchema).max(NEWS_MAX_BLOCKS),
});
export type NewsFields = z.infer<typeof newsFieldsSchema>;

/** The promotion types the console edits: all of spec 3's (a survey carries its questions). */
export const editablePromotionTypes = ['campaign', 'news', 'survey'] as const;
export const PROMOTION_MAX_IMAGES = 4;
export const PROMOTION_MAX_POINTS = 10_000;
export const SURVEY_MAX_QUESTIONS = 20;
export const SURVEY_MAX_OPTIONS = 12;
/** Question and option numbers stay below this (they are never reused, so answers keep pointing at what they answered). */
export const SURVEY_MAX_ORDER = 999;

/** Spec 3's question types as the donor's survey form answers them: single choice, multiple choice, text. */
export const surveyQuestionTypes = [0, 1, 2] as const;
const surveyOrder = z.number().int().min(0).max(SURVEY_MAX_ORDER);

/**
 * One question of a survey promotion, both languages at once, in the shape the promotion stores and the donor's form
 * answers (`questionOrder`, `answerOrder` are what an answer names: the console keeps them when texts change).
 */
export const surveyQuestionFieldsSchema = z.object({
  questionOrder: surveyOrder,
  questionType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  questionText: bilingualLine(300),
  answers: z.array(z.object({ answerOrder: surveyOrder, items: bilingualLine(200) })).max(SURVEY_MAX_OPTIONS),
});
export type SurveyQuestionFields = z.infer<typeof surveyQuestionFieldsSchema>;

const duplicates = (values: readonly number[]) => values.filter((value, i) => values.indexOf(value) !== i).length > 0;

/** An optional reward instant: an ISO instant, or null for an open end. */
const rewardInstant = z.iso.datetime({ offset: true }).nullable();

/** A promotion (spec 3 "Promotion") as editors write it: what the donor's promotion modal shows. */
export const promotionFieldsSchema = z
  .object({
    type: z.enum(editablePromotionTypes),
    title: bilingualLine(200),
    description: bilingualParagraph(2000),
    objective: bilingualLine(300),
    /** Extra body blocks shown after the description (the article block kinds). */
    blocks: z.array(editorBlockSchema).max(NEWS_MAX_BLOCKS),
    images: z.array(portalImageSchema).max(PROMOTION_MAX_IMAGES),
    rewardPoints: z.number().int().min(0).max(PROMOTION_MAX_POINTS),
    rewardStartsAt: rewardInstant,
    rewardEndsAt: rewardInstant,
    plasmaName: safeText(200),
    plasmaAddress: safeText(300),
    /** Shown in every donor's notifications while published. */
    announce: z.boolean(),
    /** A survey's questions in the order donors see them; none for the other types. */
    questions: z.array(surveyQuestionFieldsSchema).max(SURVEY_MAX_QUESTIONS),
  })
  .superRefine((fields, context) => {
    if (fields.type !== 'survey' && fields.questions.length > 0) {
      context.addIssue({ code: 'custom', message: 'surveyQuestionsOnlyInSurveys', path: ['questions'] });
    }
    if (duplicates(fields.questions.map((question) => question.questionOrder))) {
      context.addIssue({ code: 'custom', message: 'surveyOrderRepeated', path: ['questions'] });
    }
    fields.questions.forEach((question, i) => {
      if (question.questionType === 2 && question.answers.length > 0) {
        context.addIssue({ code: 'custom', message: 'surveyTextHasNoOptions', path: ['questions', i, 'answers'] });
      }
      if (duplicates(question.answers.map((answer) => answer.answerOrder))) {
        context.addIssue({ code: 'custom', message: 'surveyOrderRepeated', path: ['questions', i, 'answers'] });
      }
    });
  })
  .refine(
    (fields) => !fields.rewardStartsAt || !fields.rewardEndsAt || Date.parse(fields.rewardStartsAt) < Date.parse(fields.rewardEndsAt),
    {
      message: 'rewardPeriodInvalid',
      path: ['rewardEndsAt'],
    },
  );
export type PromotionFields = z.infer<typeof promotionFieldsSchema>;

/** The window of an item as the console shows it (ISO instants) and the state derived from it. */
export const contentWindowSchema = z.object({
  publishAt: z.string().nullable(),
  expireAt: z.string().nullable(),
  retiredAt: z.string().nullable(),
});

export const contentSummarySchema = contentWindowSchema.extend({
  id: z.string(),
  title: bilingualTextSchema,
  state: z.enum(contentStates),
  version: z.number().int(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentRevisionActions = ['create', 'save', 'publish', 'retire', 'restore'] as const;
export type ContentRevisionAction = (typeof contentRevisionActions)[number];

/** One saved state of an item: who saved it, when, and how. */
export const contentRevisionSchema = z.object({
  version: z.number().int(),
  action: z.enum(contentRevisionActions),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** One field that differs between two revisions, by dotted path (`fields.title.es`, `publishAt`). */
export const contentChangeSchema = z.object({
  field: z.string(),
  before: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  after: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type ContentChange = z.infer<typeof contentChangeSchema>;

/**
 * The largest picture an editor uploads, before re-encoding. It travels base64-encoded through the gateway, whose
 * body limit is 1 MiB, so a staff upload is a checked, audited gateway call like any other content write.
 */
export const CONTENT_IMAGE_MAX_BYTES = 700 * 1024;
/** Base64 of at most CONTENT_IMAGE_MAX_BYTES. */
export const CONTENT_IMAGE_MAX_BASE64 = Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4;
export const CONTENT_IMAGE_MAX_SIDE_PX = 1600;
