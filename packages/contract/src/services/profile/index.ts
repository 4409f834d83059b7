// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { addPushDevice } from './add-push-device';
import { confirmEmailChange } from './confirm-email-change';
import { getCommunicationPreferences } from './get-communication-preferences';
import { getProfile } from './get-profile';
import { getPushDevices } from './get-push-devices';
import { removePushDevice } from './remove-push-device';
import { requestEmailChange } from './request-email-change';
import { updateCommunicationPreferences } from './update-communication-preferences';
import { updateProfile } from './update-profile';

/** The profile feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const profileServices = {
  'profile/addPushDevice': addPushDevice,
  'profile/confirmEmailChange': confirmEmailChange,
  'profile/getCommunicationPreferences': getCommunicationPreferences,
  'profile/getProfile': getProfile,
  'profile/getPushDevices': getPushDevices,
  'profile/removePushDevice': removePushDevice,
  'profile/requestEmailChange': requestEmailChange,
  'profile/updateCommunicationPreferences': updateCommunicationPreferences,
  'profile/updateProfile': updateProfile,
} as const;
