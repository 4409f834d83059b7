import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  DONOR_CARE_SCREENSHOT_MAX,
  DONOR_CARE_VISITOR_SUBMISSIONS_PER_ADDRESS,
  DONOR_CARE_VISITOR_WINDOW_MS,
  donorTypes,
  VISITOR_COMMENT_MAX_LENGTH,
} from '../../constants';
import { emailSchema, phoneNumberSchema } from '../../rules/fields';
import { defineRestRoute } from '../../gateway';
import { positiveInt32, safeId, safeMultilineText, SINGLE_LINE_TEXT } from '../../rules/safe-input';

/** `POST /api/donor-care/submission` (spec 7): the donor-care request, signed in or as a visitor. */
export const DONOR_CARE_SUBMISSION_URL = '/api/donor-care/submission';

const isoDate = (key: 'donorCareDateRequired' | 'requiredStar') =>
  z
    .string(key)
    .regex(/^\d{4}-\d{2}-\d{2}$/, key)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), key);

/** Spec 3 "Donor-care submission" fields that are the same in both variants (spec 7: fixed values). */
const common = {
  origin: z.literal('Website'),
  isVerified: z.literal(true),
  isFollowUp: z.literal(true),
  subject: safeId(200, 'donorCareCommentRequired'),
  description: safeMultilineText(COMMENT_MAX_LENGTH),
  gReCaptchaResponse: z
    .string('captchaRequired')
    .min(1, 'captchaRequired')
    .max(4000, 'captchaInvalid')
    .regex(SINGLE_LINE_TEXT, 'captchaInvalid'),
};

/** The comment's length as the donor typed it: the subject line, a line break, the description. */
export function commentLength(subject: string, description: string): number {
  return description ? subject.length + 1 + description.length : subject.length;
}

/**
 * Signed in (spec 2.17): the donor comes from the token. The event is a visit of the donor's, or a custom
 * date and center; a request sent from the chatbot names its chat instead. The check boxes say whether the
 * care team may answer by e-mail and by phone.
 */
export const donorCareDonorSubmissionSchema = z
  .object({
    ...common,
    visitID: z.uuid('donorCareEventRequired').optional(),
    eventDate: isoDate('donorCareDateRequired').optional(),
    locationID: positiveInt32('donorCareCenterRequired').optional(),
    chatlogID: z.uuid().optional(),
    shareEmail: z.boolean(),
    sharePhone: z.boolean(),
  })
  .refine((body) => commentLength(body.subject, body.description) <= COMMENT_MAX_LENGTH, {
    message: 'donorCareCommentTooLong',
    path: ['description'],
  })
  .refine(
    (body) => body.visitID !== undefined || body.chatlogID !== undefined || (body.eventDate !== undefined && body.locationID !== undefined),
    {
      message: 'donorCareEventRequired',
      path: ['visitID'],
    },
  );
export type DonorCareDonorSubmission = z.input<typeof donorCareDonorSubmissionSchema>;

export const screenshotTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A screenshot sent inline (base64): the request stays one JSON body under the server's body limit. */
export const screenshotSchema = z.object({
  name: safeId(120),
  contentType: z.enum(screenshotTypes, 'screenshotInvalid'),
  data: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'screenshotInvalid'),
});

const required = (max = 100) => safeId(max, 'requiredStar');

/** Visitor (spec 2.17 and 5, visitor variant): every field 'Required*', the comment up to 1000 characters. */
export const donorCareVisitorSubmissionSchema = z
  .object({
    ...common,
    eventDate: isoDate('requiredStar'),
    locationID: positiveInt32('requiredStar'),
    firstName: required(),
    lastName: required(),
    dob: isoDate('requiredStar'),
    donorType: z.enum(donorTypes, 'donorTypeRequired'),
    primaryEmail: z.string('requiredStar').trim().min(1, 'requiredStar').pipe(emailSchema),
    confirmEmail: z.string('requiredStar').trim().min(1, 'requiredStar').pipe(emailSchema),
    primaryPhoneNumber: z.object({
      countryCode: z.enum(['1', '52'], 'phoneInvalid'),
      phoneNumber: z.string('requiredStar').trim().min(1, 'requiredStar').pipe(phoneNumberSchema),
    }),
    screenshots: z.array(screenshotSchema).max(DONOR_CARE_SCREENSHOT_MAX, 'screenshotsTooMany').default([]),
  })
  .refine((body) => commentLength(body.subject, body.description) <= VISITOR_COMMENT_MAX_LENGTH, {
    message: 'visitorCommentTooLong',
    path: ['description'],
  })
  .refine((body) => body.primaryEmail === body.confirmEmail, { message: 'emailConfirmMismatch', path: ['confirmEmail'] });
export type DonorCareVisitorSubmission = z.input<typeof donorCareVisitorSubmissionSchema>;

/** Spec 7: status 1 is success. The case number (issue 14) is what the donor quotes when they call. */
export const donorCareSubmissionReplySchema = z.object({
  status: z.literal(1),
  message: z.string(),
  submissionID: z.string(),
  caseNumber: z.string(),
});
export type DonorCareSubmissionReply = z.infer<typeof donorCareSubmissionReplySchema>;

/**
 * Spec 5: the first non-empty line of the comment is the subject, the remaining lines the description.
 * Blank lines before the subject are dropped; the description keeps the donor's own line breaks.
 */
export function splitComment(comment: string): { subject: string; description: string } {
  const lines = comment.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) return { subject: '', description: '' };
  return {
    subject: (lines[first] ?? '').trim(),
    description: lines
      .slice(first + 1)
      .join('\n')
      .trim(),
  };
}

/** The route: the token decides the variant, and so which fields are checked. */
export const donorCareSubmissionRoute = defineRestRoute({
  method: 'POST',
  url: DONOR_CARE_SUBMISSION_URL,
  auth: 'optionalDonor',
  body: donorCareDonorSubmissionSchema,
  visitorBody: donorCareVisitorSubmissionSchema,
  reply: donorCareSubmissionReplySchema,
  personalData: false,
  // A visitor's request costs the care team time: a few per address, on top of the captcha's proof of work.
  rateLimits: [
    { scope: 'address', windowMs: DONOR_CARE_VISITOR_WINDOW_MS, budget: DONOR_CARE_VISITOR_SUBMISSIONS_PER_ADDRESS, onlyVisitors: true },
  ],
});
