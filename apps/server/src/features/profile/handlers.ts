// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { profileServices } from '@portal/contract/services/profile/index';
import type { SliceHandlers } from '../../service-context';
import { addPushDeviceHandler } from './add-push-device.handler';
import { confirmEmailChangeHandler } from './confirm-email-change.handler';
import { getCommunicationPreferencesHandler } from './get-communication-preferences.handler';
import { getProfileHandler } from './get-profile.handler';
import { getPushDevicesHandler } from './get-push-devices.handler';
import { removePushDeviceHandler } from './remove-push-device.handler';
import { requestEmailChangeHandler } from './request-email-change.handler';
import { updateCommunicationPreferencesHandler } from './update-communication-preferences.handler';
import { updateProfileHandler } from './update-profile.handler';

/** The profile feature's slice of the handler map. */
export const profileHandlers: SliceHandlers<typeof profileServices> = {
  'profile/addPushDevice': addPushDeviceHandler,
  'profile/confirmEmailChange': confirmEmailChangeHandler,
  'profile/getCommunicationPreferences': getCommunicationPreferencesHandler,
  'profile/getProfile': getProfileHandler,
  'profile/getPushDevices': getPushDevicesHandler,
  'profile/removePushDevice': removePushDeviceHandler,
  'profile/requestEmailChange': requestEmailChangeHandler,
  'profile/updateCommunicationPreferences': updateCommunicationPreferencesHandler,
  'profile/updateProfile': updateProfileHandler,
};
