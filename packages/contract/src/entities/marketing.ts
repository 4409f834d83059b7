import { z } from 'zod';
import { newsBlockTags, notificationTypes, promotionTypes } from '../constants';

/** Spec 3 "Notification", its texts in the language asked for. */
export const notificationSchema = z.object({
  notificationID: z.string(),
  creationTS: z.string(),
  /** The same instant as a number, for ordering. */
  seqDate: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  state: z.string().nullable(),
  goto: z.string().nullable(),
  /** The news or promotion Read More opens, when the type has one. */
  refId: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** One block of an article's body (spec 3 "News"); `url` is the image or the link button's target. */
export const newsBlockSchema = z.object({
  tag: z.enum(newsBlockTags),
  text: z.string(),
  marginBottom: z.number(),
  index: z.number().int(),
  title: z.string().optional(),
  url: z.string().optional(),
});
export type NewsBlock = z.infer<typeof newsBlockSchema>;

export const newsContentSchema = z.object({ title: z.string(), body: z.array(newsBlockSchema) });
export type NewsContent = z.infer<typeof newsContentSchema>;

export const newsSchema = z.object({
  newsID: z.string(),
  category: z.string(),
  content: newsContentSchema,
  publishDate: z.string(),
  expiryDate: z.string().nullable(),
  thumbnail: z.string().nullable(),
  coverimage: z.string().nullable(),
});
export type News = z.infer<typeof newsSchema>;

export const surveyQuestionSchema = z.object({
  questionOrder: z.number().int(),
  questionText: z.string(),
  properties: z.object({ questionType: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  questionAnswers: z.array(z.object({ answerOrder: z.number().int(), items: z.string() })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const promotionSchema = z.object({
  promotionID: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(promotionTypes),
  plasmaName: z.string(),
  plasmaAddress: z.string(),
  createDate: z.string(),
  rewardStartDate: z.string().nullable(),
  rewardEndDate: z.string().nullable(),
  images: z.array(z.object({ properties: z.object({ imageURL: z.string() }) })),
  objective: z.string(),
  rewards: z.object({ select: z.enum(['points', 'none']), value: z.number().int().nonnegative() }),
  surveyQuestions: z.object({ questions: z.array(surveyQuestionSchema) }).nullable(),
  /** Body blocks after the description, in the donor's language (our addition: promotions edited in the console). */
  body: z.array(newsBlockSchema),
  /** The signed-in donor has already answered this survey. */
  answered: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;
