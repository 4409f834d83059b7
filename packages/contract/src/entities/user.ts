import { z } from 'zod';
import { donorStatuses } from '../constants';
import { languageSchema } from '../language-schema';

export const locationSummarySchema = z.object({
  locationID: z.number().int(),
  name: z.string(),
  address: z.object({
    addressLine1: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

/** Each choice is true or false; a missing or other value is refused naming it (`communicationChoiceInvalid`). */
const optInSchema = z.boolean('communicationChoiceInvalid');
const optInsSchema = z.object({ rewards: optInSchema, promotions: optInSchema, reminders: optInSchema }, 'communicationChoiceInvalid');

export const communicationPreferencesSchema = z.object(
  {
    email: optInsSchema,
    sms: optInsSchema,
    push: optInsSchema,
  },
  'communicationChoiceInvalid',
);
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

/** Spec 3 "User (donor)": what the signed-in app knows of its donor. */
export const userSchema = z.object({
  _id: z.string(),
  donorID: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhoneNumber: z.object({ countryCode: z.string(), phoneNumber: z.string() }).nullable(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  communicationPreferences: communicationPreferencesSchema,
  donorThumbnailPath: z.string().nullable(),
  savedLocations: z.array(z.number().int()),
  lastDonationLocationId: z.number().int().nullable(),
  locations: z.array(locationSummarySchema),
  status: z.enum(donorStatuses),
  currentRewardPeriodDonationCount: z.number().int(),
  promptActivation: z.boolean(),
  language: languageSchema,
  creationTS: z.string(),
});
export type User = z.infer<typeof userSchema>;
