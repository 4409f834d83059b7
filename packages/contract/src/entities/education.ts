import { z } from 'zod';

/** Spec 3 "Tip content": a bullet with an optional thumbnail. */
export const tipBulletSchema = z.object({ text: z.string(), thumbnail: z.string().optional() });

/** A collapsible section of tips: a header and its bullets. */
export const tipSectionSchema = z.object({ header: z.string(), bullets: z.array(tipBulletSchema) });

/** Before and after donating, and the general tips: a title and collapsible sections with bullets. */
export const tipListSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  sections: z.array(tipSectionSchema),
});
export type TipList = z.infer<typeof tipListSchema>;

/** During the donation: a grid of cards. */
export const tipCardsSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  cards: z.array(z.object({ header: z.string(), body: z.string(), img: z.string().optional() })),
});
export type TipCards = z.infer<typeof tipCardsSchema>;

/** Spec 3 "Adverse tips layout" (also the deferral categories): title, body, description, categories. */
export const tipCategoryLayoutSchema = z.object({
  title: z.string(),
  body: z.string(),
  description: z.string().optional(),
  categorytitle: z.string(),
  categories: z.array(z.object({ name: z.string(), img: z.string(), code: z.string() })),
});
export type TipCategoryLayout = z.infer<typeof tipCategoryLayoutSchema>;

/** The education popup of one deferral or adverse-event category. */
export const educationLayoutSchema = z.object({
  title: z.string(),
  header: z.string().optional(),
  body: z.string(),
  bullets: z.array(tipBulletSchema),
  description: z.string().optional(),
});
export type EducationLayout = z.infer<typeof educationLayoutSchema>;

/** Spec 2.12: the screens the main list's buttons lead to. */
export const tipScreens = ['GeneralDonationTipsScreen', 'DeferralEducationScreen', 'AdverseEventScreen'] as const;
export type TipScreen = (typeof tipScreens)[number];

export const tipsMainLayoutSchema = z.object({
  title: z.string(),
  buttons: z.array(z.object({ name: z.string(), description: z.string().optional(), redirectTo: z.enum(tipScreens) })),
});
export type TipsMainLayout = z.infer<typeof tipsMainLayoutSchema>;

/** Keys of the education content store and the shape each holds. */
export const educationContentSchemas = {
  beforeDonation: tipListSchema,
  duringDonation: tipCardsSchema,
  afterDonation: tipListSchema,
  generalTips: tipListSchema,
  tipsMain: tipsMainLayoutSchema,
  deferralCategories: tipCategoryLayoutSchema,
  adverseCategories: tipCategoryLayoutSchema,
} as const;
export type EducationContentKey = keyof typeof educationContentSchemas;
