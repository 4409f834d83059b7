import { z } from 'zod';
import { safeMultilineText, safeText } from '../rules/safe-input';

/** How a question is answered: one option, several options, a whole number, or free text. */
export const questionTypes = ['single', 'multiple', 'number', 'text'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questionOptionSchema = z.object({ value: z.string(), text: z.string() });

/** One question as the donor sees it, in the donor's language. */
export const questionSchema = z.object({
  id: z.string(),
  type: z.enum(questionTypes),
  text: z.string(),
  options: z.array(questionOptionSchema).optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  unit: z.string().optional(),
  /** May be left empty (free-text questions only). */
  optional: z.boolean().optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** Spec 3 "Literacy check": comprehension text blocks shown above a page's questions. */
export const textBlockTags = ['H1', 'H2', 'H3', 'H4', 'H5', 'Body', 'bullets'] as const;
export const textBlockSchema = z.object({
  tag: z.enum(textBlockTags),
  text: z.string().optional(),
  bullets: z.array(z.object({ text: z.string(), marginBottom: z.number().int().optional() })).optional(),
  marginBottom: z.number().int().optional(),
});
export type TextBlock = z.infer<typeof textBlockSchema>;

/** One page of questions; `index` is its place in the check (the `layoutIndex` of its answers). */
export const questionPageSchema = z.object({
  index: z.number().int(),
  title: z.string().optional(),
  text: z.array(textBlockSchema).optional(),
  questions: z.array(questionSchema),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

export const answerValueSchema = z.union([safeMultilineText(500), z.number(), z.array(safeText(100)).max(20)]);
/** A page's answers by question id. */
export const pageAnswersSchema = z.record(safeText(64), answerValueSchema);
export type PageAnswers = z.infer<typeof pageAnswersSchema>;
/** Earlier answers keyed by page index (as a string, JSON object keys). */
export const answersByPageSchema = z.record(safeText(16), pageAnswersSchema);
export type AnswersByPage = z.infer<typeof answersByPageSchema>;

/** Spec 3: the landing of a check. */
export const checkLandingSchema = z.object({
  title: z.string(),
  description: z.array(z.string()),
  imgsrc: z.string().optional(),
  imgwidth: z.number().int().optional(),
  startButton: z.string(),
});

/** Spec 3 "Qualification check landing format" (also the literacy check's). */
export const checkFormatSchema = z.object({
  uniqueDocID: z.string(),
  landing: checkLandingSchema,
  calculating: z.string().optional(),
  exitWarning: z.string().optional(),
  emptyFieldsError: z.string().optional(),
  title: z.string(),
  submitButtonText: z.string().optional(),
  nextButtonText: z.string().optional(),
});
export type CheckFormat = z.infer<typeof checkFormatSchema>;

/** A button of a server layout: go somewhere in the app, proceed (refetch progress), or open a marketing page. */
export const layoutButtonSchema = z.object({
  title: z.string(),
  redirectTo: z.string().optional(),
  proceeding: z.boolean().optional(),
  contained: z.boolean().optional(),
  /** A marketing-site page (e.g. `contact-us`) opened in a new tab. */
  goto: z.string().optional(),
});
export type LayoutButton = z.infer<typeof layoutButtonSchema>;

/** Spec 3 "Custom layout": the qualification check's result. `title` is HTML (only inline tags). */
export const customLayoutSchema = z.object({
  title: z.string(),
  date: z.string().nullable().optional(),
  imgsrc: z.string().optional(),
  imgwidth: z.number().int().optional(),
  description: z.array(z.string()),
  buttons: z.array(layoutButtonSchema),
});
export type CustomLayout = z.infer<typeof customLayoutSchema>;

/** Spec 3 "Literacy check": the optional page shown before the landing. */
export const prerequisiteSchema = z.object({
  title: z.string(),
  description: z.array(z.string()),
  imgsrc: z.string().optional(),
  imgwidth: z.number().int().optional(),
  buttons: z.array(layoutButtonSchema),
});
export type Prerequisite = z.infer<typeof prerequisiteSchema>;

/** Spec 3 "Literacy check" success layout. */
export const successLayoutSchema = z.object({
  title: z.string(),
  date: z.string().nullable().optional(),
  imgsrc: z.string().optional(),
  description: z.array(z.string()),
  customeventtitle: z.string().optional(),
  customeventtext: z.string().optional(),
});
export type SuccessLayout = z.infer<typeof successLayoutSchema>;

/** The steps of pre-screening, in the order a pre-donor takes them. */
export const prescreeningTypes = ['literacy', 'predonorsurvey', 'qualification', 'completed', 'none'] as const;
export type PrescreeningType = (typeof prescreeningTypes)[number];
export const prescreeningStates = ['notStarted', 'inProgress', 'notEligible', 'notToday', 'completed'] as const;
export type PrescreeningState = (typeof prescreeningStates)[number];

/** What home shows a pre-donor about the next step. */
export const progressLayoutSchema = z.object({
  title: z.string(),
  description: z.array(z.string()),
  buttonText: z.string().optional(),
  /** The app path the button opens. */
  redirectTo: z.string().optional(),
});
export type ProgressLayout = z.infer<typeof progressLayoutSchema>;

export const notTodayModalSchema = z.object({ title: z.string(), message: z.string(), button: z.string() });
export type NotTodayModal = z.infer<typeof notTodayModalSchema>;
