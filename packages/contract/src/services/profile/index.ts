import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';
import { requestEmailChange } from './request-email-change';
import { confirmEmailChange } from './confirm-email-change';
import { getCommunicationPreferences } from './get-communication-preferences';
import { updateCommunicationPreferences } from './update-communication-preferences';

/** The profile feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const profileServices = {
  'profile/getProfile': getProfile,
  'profile/updateProfile': updateProfile,
  'profile/requestEmailChange': requestEmailChange,
  'profile/confirmEmailChange': confirmEmailChange,
  'profile/getCommunicationPreferences': getCommunicationPreferences,
  'profile/updateCommunicationPreferences': updateCommunicationPreferences,
} as const;
