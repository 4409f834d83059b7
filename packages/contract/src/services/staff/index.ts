// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { exportAudit } from './audit/export-audit';
import { searchAudit } from './audit/search-audit';
import { findDonor } from './donors/find-donor';
import { getConsentHistory } from './donors/get-consent-history';
import { updateDonorCommunicationPreferences } from './donors/update-donor-communication-preferences';
import { acceptInvitation } from './members/accept-invitation';
import { deactivateStaff } from './members/deactivate-staff';
import { inviteStaff } from './members/invite-staff';
import { listStaff } from './members/list-staff';
import { reactivateStaff } from './members/reactivate-staff';
import { resetSecondFactor } from './members/reset-second-factor';
import { setBreakGlass } from './members/set-break-glass';
import { updateStaff } from './members/update-staff';
import { completeProviderPasskeySignIn } from './passkeys/complete-provider-passkey-sign-in';
import { finishPasskeyRegistration } from './passkeys/finish-passkey-registration';
import { finishPasskeySignIn } from './passkeys/finish-passkey-sign-in';
import { listPasskeys } from './passkeys/list-passkeys';
import { removePasskey } from './passkeys/remove-passkey';
import { startPasskeyRegistration } from './passkeys/start-passkey-registration';
import { startPasskeySignIn } from './passkeys/start-passkey-sign-in';
import { startProviderPasskeySignIn } from './passkeys/start-provider-passkey-sign-in';
import { getStaffSettings } from './settings/get-staff-settings';
import { updateStaffSettings } from './settings/update-staff-settings';
import { confirmTotpEnrolment } from './sign-in/confirm-totp-enrolment';
import { getMe } from './sign-in/get-me';
import { login } from './sign-in/login';
import { logout } from './sign-in/logout';
import { startTotpEnrolment } from './sign-in/start-totp-enrolment';
import { completeProviderSignIn } from './sso/complete-provider-sign-in';
import { deleteGroupMapping } from './sso/delete-group-mapping';
import { getSignInOptions } from './sso/get-sign-in-options';
import { listGroupMappings } from './sso/list-group-mappings';
import { saveGroupMapping } from './sso/save-group-mapping';

/** The staff feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const staffServices = {
  'staff/exportAudit': exportAudit,
  'staff/searchAudit': searchAudit,
  'staff/findDonor': findDonor,
  'staff/getConsentHistory': getConsentHistory,
  'staff/updateDonorCommunicationPreferences': updateDonorCommunicationPreferences,
  'staff/acceptInvitation': acceptInvitation,
  'staff/deactivateStaff': deactivateStaff,
  'staff/inviteStaff': inviteStaff,
  'staff/listStaff': listStaff,
  'staff/reactivateStaff': reactivateStaff,
  'staff/resetSecondFactor': resetSecondFactor,
  'staff/setBreakGlass': setBreakGlass,
  'staff/updateStaff': updateStaff,
  'staff/completeProviderPasskeySignIn': completeProviderPasskeySignIn,
  'staff/finishPasskeyRegistration': finishPasskeyRegistration,
  'staff/finishPasskeySignIn': finishPasskeySignIn,
  'staff/listPasskeys': listPasskeys,
  'staff/removePasskey': removePasskey,
  'staff/startPasskeyRegistration': startPasskeyRegistration,
  'staff/startPasskeySignIn': startPasskeySignIn,
  'staff/startProviderPasskeySignIn': startProviderPasskeySignIn,
  'staff/getStaffSettings': getStaffSettings,
  'staff/updateStaffSettings': updateStaffSettings,
  'staff/confirmTotpEnrolment': confirmTotpEnrolment,
  'staff/getMe': getMe,
  'staff/login': login,
  'staff/logout': logout,
  'staff/startTotpEnrolment': startTotpEnrolment,
  'staff/completeProviderSignIn': completeProviderSignIn,
  'staff/deleteGroupMapping': deleteGroupMapping,
  'staff/getSignInOptions': getSignInOptions,
  'staff/listGroupMappings': listGroupMappings,
  'staff/saveGroupMapping': saveGroupMapping,
} as const;
