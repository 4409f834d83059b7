import type { profileServices } from '@portal/contract/services/profile/index';
import type { SliceHandlers } from '../service-context';
import { getProfileHandler } from './get-profile.handler';
import { updateProfileHandler } from './update-profile.handler';
import { requestEmailChangeHandler } from './request-email-change.handler';
import { confirmEmailChangeHandler } from './confirm-email-change.handler';
import { getCommunicationPreferencesHandler } from './get-communication-preferences.handler';
import { updateCommunicationPreferencesHandler } from './update-communication-preferences.handler';

/** The profile feature's slice of the handler map. */
export const profileHandlers: SliceHandlers<typeof profileServices> = {
  'profile/getProfile': getProfileHandler,
  'profile/updateProfile': updateProfileHandler,
  'profile/requestEmailChange': requestEmailChangeHandler,
  'profile/confirmEmailChange': confirmEmailChangeHandler,
  'profile/getCommunicationPreferences': getCommunicationPreferencesHandler,
  'profile/updateCommunicationPreferences': updateCommunicationPreferencesHandler,
};
