// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { staffServices } from '@portal/contract/services/staff/index';
import type { SliceHandlers } from '../../service-context';
import { exportAuditHandler } from './audit/export-audit.handler';
import { searchAuditHandler } from './audit/search-audit.handler';
import { findDonorHandler } from './donors/find-donor.handler';
import { getConsentHistoryHandler } from './donors/get-consent-history.handler';
import { updateDonorCommunicationPreferencesHandler } from './donors/update-donor-communication-preferences.handler';
import { acceptInvitationHandler } from './members/accept-invitation.handler';
import { deactivateStaffHandler } from './members/deactivate-staff.handler';
import { inviteStaffHandler } from './members/invite-staff.handler';
import { listStaffHandler } from './members/list-staff.handler';
import { reactivateStaffHandler } from './members/reactivate-staff.handler';
import { resetSecondFactorHandler } from './members/reset-second-factor.handler';
import { setBreakGlassHandler } from './members/set-break-glass.handler';
import { updateStaffHandler } from './members/update-staff.handler';
import { completeProviderPasskeySignInHandler } from './passkeys/complete-provider-passkey-sign-in.handler';
import { finishPasskeyRegistrationHandler } from './passkeys/finish-passkey-registration.handler';
import { finishPasskeySignInHandler } from './passkeys/finish-passkey-sign-in.handler';
import { listPasskeysHandler } from './passkeys/list-passkeys.handler';
import { removePasskeyHandler } from './passkeys/remove-passkey.handler';
import { startPasskeyRegistrationHandler } from './passkeys/start-passkey-registration.handler';
import { startPasskeySignInHandler } from './passkeys/start-passkey-sign-in.handler';
import { startProviderPasskeySignInHandler } from './passkeys/start-provider-passkey-sign-in.handler';
import { getStaffSettingsHandler } from './settings/get-staff-settings.handler';
import { updateStaffSettingsHandler } from './settings/update-staff-settings.handler';
import { confirmTotpEnrolmentHandler } from './sign-in/confirm-totp-enrolment.handler';
import { getMeHandler } from './sign-in/get-me.handler';
import { loginHandler } from './sign-in/login.handler';
import { logoutHandler } from './sign-in/logout.handler';
import { startTotpEnrolmentHandler } from './sign-in/start-totp-enrolment.handler';
import { completeProviderSignInHandler } from './sso/complete-provider-sign-in.handler';
import { deleteGroupMappingHandler } from './sso/delete-group-mapping.handler';
import { getSignInOptionsHandler } from './sso/get-sign-in-options.handler';
import { listGroupMappingsHandler } from './sso/list-group-mappings.handler';
import { saveGroupMappingHandler } from './sso/save-group-mapping.handler';

/** The staff feature's slice of the handler map. */
export const staffHandlers: SliceHandlers<typeof staffServices> = {
  'staff/exportAudit': exportAuditHandler,
  'staff/searchAudit': searchAuditHandler,
  'staff/findDonor': findDonorHandler,
  'staff/getConsentHistory': getConsentHistoryHandler,
  'staff/updateDonorCommunicationPreferences': updateDonorCommunicationPreferencesHandler,
  'staff/acceptInvitation': acceptInvitationHandler,
  'staff/deactivateStaff': deactivateStaffHandler,
  'staff/inviteStaff': inviteStaffHandler,
  'staff/listStaff': listStaffHandler,
  'staff/reactivateStaff': reactivateStaffHandler,
  'staff/resetSecondFactor': resetSecondFactorHandler,
  'staff/setBreakGlass': setBreakGlassHandler,
  'staff/updateStaff': updateStaffHandler,
  'staff/completeProviderPasskeySignIn': completeProviderPasskeySignInHandler,
  'staff/finishPasskeyRegistration': finishPasskeyRegistrationHandler,
  'staff/finishPasskeySignIn': finishPasskeySignInHandler,
  'staff/listPasskeys': listPasskeysHandler,
  'staff/removePasskey': removePasskeyHandler,
  'staff/startPasskeyRegistration': startPasskeyRegistrationHandler,
  'staff/startPasskeySignIn': startPasskeySignInHandler,
  'staff/startProviderPasskeySignIn': startProviderPasskeySignInHandler,
  'staff/getStaffSettings': getStaffSettingsHandler,
  'staff/updateStaffSettings': updateStaffSettingsHandler,
  'staff/confirmTotpEnrolment': confirmTotpEnrolmentHandler,
  'staff/getMe': getMeHandler,
  'staff/login': loginHandler,
  'staff/logout': logoutHandler,
  'staff/startTotpEnrolment': startTotpEnrolmentHandler,
  'staff/completeProviderSignIn': completeProviderSignInHandler,
  'staff/deleteGroupMapping': deleteGroupMappingHandler,
  'staff/getSignInOptions': getSignInOptionsHandler,
  'staff/listGroupMappings': listGroupMappingsHandler,
  'staff/saveGroupMapping': saveGroupMappingHandler,
};
