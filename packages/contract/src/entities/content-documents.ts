import { z } from 'zod';
import { visitDeferralCodes } from '../constants';
import { feeLayoutTypes } from '../rewards/fee-guide';
import { membershipTierNames } from '../rewards/tiers';
import { safeMultilineText, safeText } from '../rules/safe-input';
import { httpsLinkSchema } from './content';
import {
  builtInMessageTemplates,
  hasTextMessage,
  messageTemplateNames,
  type EmailOnlyMessageName,
  type MessageTemplateName,
  type TextMessageName,
} from './message-templates';
import type { educationLayoutSchema, tipCardsSchema, tipCategoryLayoutSchema, tipListSchema, tipsMainLayoutSchema } from './education';
import { tipScreens } from './education';
import type { balanceContentSchema, feeLayoutSchema, membershipRulesContentSchema, rewardWorksContentSchema } from './rewards';

/**
 * How the console edits one field of a document, beyond its type. `paragraph`: a multi-line text; `image`, `link`,
 * `code`: one value for both languages (a picture, an address, an identifier); `computed`: filled by the server for
 * each donor, never edited. `blankable`: may stay empty in both languages when the document is live.
 */
export interface DocumentFieldMeta {
  role?: 'paragraph' | 'image' | 'link' | 'code' | 'computed';
  blankable?: boolean;
  /** The `{{name}}` placeholders a text may hold, filled by the server for each donor (a notification's points). */
  placeholders?: readonly string[];
}
export const documentFieldMeta = z.registry<DocumentFieldMeta>();

/**
 * A picture the portal serves itself: one bundled with the web app (`/education/…`, `/rewards/…`, `/content/…`) or
 * an upload; never a hot-linked address. Empty while a draft.
 */
export const DOCUMENT_IMAGE_URL = /^\/((education|rewards|content)\/[a-z0-9-]+\.(svg|png|jpe?g|webp)|api\/content\/images\/[0-9a-f-]{36})$/;

const line = (max = 200) => safeText(max);
const optionalLine = (max = 200) => safeText(max).register(documentFieldMeta, { blankable: true }).optional();
const paragraph = (max = 2000) => safeMultilineText(max).register(documentFieldMeta, { role: 'paragraph' });
const optionalParagraph = (max = 2000) =>
  safeMultilineText(max).register(documentFieldMeta, { role: 'paragraph', blankable: true }).optional();
const image = () =>
  safeText(200)
    .refine((value) => value === '' || DOCUMENT_IMAGE_URL.test(value), 'imageUrlLocal')
    .register(documentFieldMeta, { role: 'image' });
const link = () => httpsLinkSchema.register(documentFieldMeta, { role: 'link' });
const code = () =>
  safeText(40)
    .regex(/^[a-z0-9-]*$/, 'textInvalid')
    .register(documentFieldMeta, { role: 'code' });
function computed<T extends z.ZodType>(schema: T): T {
  documentFieldMeta.add(schema, { role: 'computed' });
  return schema;
}
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{name}}` placeholders a text holds, in order. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

/** Fills a text's `{{name}}` placeholders; a value is inserted as it is (no `$` patterns, no second pass). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}

/**
 * A text the server fills for each donor: only `allowed` placeholders, and each of `required` in a text that is not
 * empty (an empty one is a draft's gap, reported on publishing).
 */
const template = (base: z.ZodString, allowed: readonly string[], required: readonly string[], multiline: boolean) =>
  base
    .refine((text) => placeholdersIn(text).every((name) => allowed.includes(name)), 'placeholderUnknown')
    .refine((text) => text.trim() === '' || required.every((name) => placeholdersIn(text).includes(name)), 'placeholderMissing')
    .register(documentFieldMeta, { ...(multiline ? { role: 'paragraph' as const } : {}), placeholders: allowed });

const rows = <T extends z.ZodType>(row: T, max = 30) => z.array(row).max(max);
const count = () => z.number().int().min(0).max(1000);
const amount = () => z.number().min(0).max(100_000);

const tipBullet = z.object({ text: paragraph(1000), thumbnail: image().optional() });
const tipList = z.object({
  title: line(),
  description: optionalParagraph(),
  sections: rows(z.object({ header: line(), bullets: rows(tipBullet) })),
}) satisfies z.ZodType<z.output<typeof tipListSchema>>;
const tipCards = z.object({
  title: line(),
  description: optionalParagraph(),
  cards: rows(z.object({ header: line(), body: paragraph(), img: image().optional() })),
}) satisfies z.ZodType<z.output<typeof tipCardsSchema>>;
const tipsMain = z.object({
  title: line(),
  buttons: rows(
    z.object({
      name: line(),
      description: optionalLine(300),
      redirectTo: z.enum(tipScreens).register(documentFieldMeta, { role: 'code' }),
    }),
    10,
  ),
}) satisfies z.ZodType<z.output<typeof tipsMainLayoutSchema>>;
const tipCategories = z.object({
  title: line(),
  body: paragraph(),
  description: optionalParagraph(),
  categorytitle: line(),
  categories: rows(z.object({ name: line(), img: image(), code: code() })),
}) satisfies z.ZodType<z.output<typeof tipCategoryLayoutSchema>>;
const educationTopic = z.object({
  title: line(),
  header: optionalLine(),
  body: paragraph(),
  bullets: rows(tipBullet),
  description: optionalParagraph(),
}) satisfies z.ZodType<z.output<typeof educationLayoutSchema>>;
const membershipRules = z.object({
  title: line(),
  intro: paragraph(),
  levels: rows(
    z.object({
      tier: z.enum(membershipTierNames).register(documentFieldMeta, { role: 'code' }),
      name: line(100),
      threshold: count(),
      bonusPercent: count(),
      perks: rows(line(300), 10),
    }),
    10,
  ),
  footnote: paragraph(),
}) satisfies z.ZodType<z.output<typeof membershipRulesContentSchema>>;
const balance = z.object({
  title: optionalLine(),
  texts: rows(line(300), 4),
  third_parties: rows(z.object({ title: line(), description: paragraph(), image: image(), redirect: link(), button_text: line(100) }), 10),
}) satisfies z.ZodType<z.output<typeof balanceContentSchema>>;
const rewardWorks = z.object({
  title: line(),
  sections: rows(z.object({ heading: line(), paragraphs: rows(paragraph(), 10) })),
}) satisfies z.ZodType<z.output<typeof rewardWorksContentSchema>>;
const feeLayout = z.object({
  type: computed(z.enum(feeLayoutTypes)),
  title: line(),
  layouttitle: line(),
  feetitle: line(),
  feesubtitle: line(300),
  img: image(),
  timeRemaining: safeText(200).register(documentFieldMeta, { blankable: true }),
  abovemoney: line(),
  belowmoney: line(),
  information: rows(line(300), 10),
  bonusinformation: paragraph(),
  additionalinformation: rows(line(300), 10),
  startFrequency: computed(count()),
  completeddonations: computed(count()),
  /** Keyed by donation number, 1 to 40. */
  structure: z.record(
    z.string().regex(/^([1-9]|[1-3][0-9]|40)$/, 'textInvalid'),
    z.object({ base: amount(), bonus: amount().optional(), extra: optionalLine(), completed: computed(z.boolean()) }),
  ),
}) satisfies z.ZodType<z.output<typeof feeLayoutSchema>>;

/** The placeholders of the thank-you notification sent when a visit with a donation is recorded. */
export const donationThanksPlaceholders = ['points', 'center'] as const;
const donationThanks = z.object({
  title: template(line(), donationThanksPlaceholders, [], false),
  message: template(safeMultilineText(1000), donationThanksPlaceholders, donationThanksPlaceholders, true),
});
/** One reason per code a center records a deferral with (the contract's list): what the donor reads on home. */
const deferralReasons = z.object(
  Object.fromEntries(visitDeferralCodes.map((code) => [code, paragraph(500)])) as Record<
    (typeof visitDeferralCodes)[number],
    ReturnType<typeof paragraph>
  >,
);
/** The referral program's texts (spec 3 "Referral"), on the referral modal and the friend's landing page. */
const referralProgram = z.object({ title: line(), header: paragraph(), footer: paragraph(), uniqueCodeTitle: line() });

/** The notices of a donor's appointment: the confirmations of her own changes, the two reminders, a waitlist offer. */
export const appointmentNoticeKinds = ['booked', 'rescheduled', 'cancelled', 'reminder24h', 'reminder2h', 'waitlistOffer'] as const;
export type AppointmentNoticeKind = (typeof appointmentNoticeKinds)[number];
/** What the server fills in a notice: the appointment's day and time and its center; an offer, the hour its chair is held until. */
const appointmentNoticePlaceholders = (kind: AppointmentNoticeKind): readonly string[] =>
  kind === 'waitlistOffer' ? ['when', 'center', 'until'] : ['when', 'center'];
const appointmentNotice = (kind: AppointmentNoticeKind) =>
  z.object({
    title: template(line(), appointmentNoticePlaceholders(kind), [], false),
    message: template(safeMultilineText(500), appointmentNoticePlaceholders(kind), appointmentNoticePlaceholders(kind), true),
  });
/** The in-portal notification of each appointment notice (decision 034). */
const appointmentNotices = z.object(
  Object.fromEntries(appointmentNoticeKinds.map((kind) => [kind, appointmentNotice(kind)])) as Record<
    AppointmentNoticeKind,
    ReturnType<typeof appointmentNotice>
  >,
);

/**
 * The placeholders of a message's texts, from its built-in English texts: the values its sender passes. The subject
 * and the e-mail may hold those of the e-mail (they are sent together), the text message those of the text message
 * (a sender may pass fewer values for it: the reset link goes by e-mail only), each with the provider's `{{brand}}`.
 * The e-mail and the text must keep each of their own but the greeting's `{{name}}` and `{{brand}}` (a code, a link,
 * a day and time: what the message is for).
 */
const placeholdersOf = (...texts: string[]) => [...new Set(['brand', ...texts.flatMap((text) => placeholdersIn(text))])];
const messageRequired = (text: string) => placeholdersIn(text).filter((placeholder) => placeholder !== 'brand' && placeholder !== 'name');
/** The subject and the e-mail of a message: every message has them. */
const emailTexts = (name: MessageTemplateName) => {
  const { subject, email } = builtInMessageTemplates.en[name];
  const mail = placeholdersOf(subject, email);
  return {
    subject: template(line(), mail, [], false),
    email: template(safeMultilineText(4000), mail, messageRequired(email), true),
  };
};
const emailMessage = (name: EmailOnlyMessageName) => z.object(emailTexts(name));
/** A message that may go out as a text message has one more text to edit. */
const textMessage = (name: TextMessageName) => {
  const { sms } = builtInMessageTemplates.en[name];
  return z.object({ ...emailTexts(name), sms: template(safeText(320), placeholdersOf(sms), messageRequired(sms), false) });
};
/** Every e-mail and text message the portal sends (decision 035): no text message to edit for one sent by e-mail only. */
const messageTemplates = z.object(
  Object.fromEntries(messageTemplateNames.map((name) => [name, hasTextMessage(name) ? textMessage(name) : emailMessage(name)])) as {
    [Name in MessageTemplateName]: Name extends EmailOnlyMessageName ? ReturnType<typeof emailMessage> : ReturnType<typeof textMessage>;
  },
);

/** The shapes of the documents editors change: each mirrors (and must satisfy) the donor reply's schema, with bounds. */
export const documentShapes = {
  tipList,
  tipCards,
  tipsMain,
  tipCategories,
  educationTopic,
  membershipRules,
  balance,
  rewardWorks,
  feeLayout,
  donationThanks,
  deferralReasons,
  referralProgram,
  appointmentNotices,
  messageTemplates,
} as const;
export type DocumentShape = keyof typeof documentShapes;

/** The console's groups of documents, in its list's order. */
export const documentGroups = ['tips', 'education', 'rewards', 'notices'] as const;
export type DocumentGroup = (typeof documentGroups)[number];

/**
 * Every document a key names, with its shape and group: the education store's keys (tips, categories, one topic per
 * deferral or adverse-event code as `topic:<code>`), the rewards copy's kinds, and the texts donors are sent or
 * shown by the server (the thank-you notification, the deferral reasons, the referral program: decision 033; the
 * appointment notices: decision 034; the e-mails and text messages: decision 035).
 */
const fixedDocuments: Record<string, { shape: DocumentShape; group: DocumentGroup }> = {
  tipsMain: { shape: 'tipsMain', group: 'tips' },
  beforeDonation: { shape: 'tipList', group: 'tips' },
  duringDonation: { shape: 'tipCards', group: 'tips' },
  afterDonation: { shape: 'tipList', group: 'tips' },
  generalTips: { shape: 'tipList', group: 'tips' },
  deferralCategories: { shape: 'tipCategories', group: 'education' },
  adverseCategories: { shape: 'tipCategories', group: 'education' },
  membership_rules: { shape: 'membershipRules', group: 'rewards' },
  balance: { shape: 'balance', group: 'rewards' },
  reward_works: { shape: 'rewardWorks', group: 'rewards' },
  fee_applicant: { shape: 'feeLayout', group: 'rewards' },
  fee_qualifiedweekly: { shape: 'feeLayout', group: 'rewards' },
  fee_monthlyqualified: { shape: 'feeLayout', group: 'rewards' },
  notification_donation_thanks: { shape: 'donationThanks', group: 'notices' },
  deferral_reasons: { shape: 'deferralReasons', group: 'notices' },
  referral_program: { shape: 'referralProgram', group: 'notices' },
  notification_appointments: { shape: 'appointmentNotices', group: 'notices' },
  message_templates: { shape: 'messageTemplates', group: 'notices' },
};

const TOPIC_KEY = /^topic:[a-z0-9-]{1,40}$/;

/** The shape and group of the document a key names; undefined for a key that names none. */
export function documentOf(key: string): { shape: DocumentShape; group: DocumentGroup } | undefined {
  if (Object.hasOwn(fixedDocuments, key)) return fixedDocuments[key];
  return TOPIC_KEY.test(key) ? { shape: 'educationTopic', group: 'education' } : undefined;
}

/** A document in both languages, as stored and as edited side by side. */
export const documentFieldsSchema = z.object({ en: z.unknown(), es: z.unknown() });
export type DocumentFields = z.infer<typeof documentFieldsSchema>;
