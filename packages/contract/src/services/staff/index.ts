// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { acceptInvitation } from './accept-invitation';
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { deactivateStaff } from './deactivate-staff';
import { findDonor } from './find-donor';
import { getMe } from './get-me';
import { inviteStaff } from './invite-staff';
import { login } from './login';
import { logout } from './logout';
import { startTotpEnrolment } from './start-totp-enrolment';

/** The staff feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const staffServices = {
  'staff/acceptInvitation': acceptInvitation,
  'staff/confirmTotpEnrolment': confirmTotpEnrolment,
  'staff/deactivateStaff': deactivateStaff,
  'staff/findDonor': findDonor,
  'staff/getMe': getMe,
  'staff/inviteStaff': inviteStaff,
  'staff/login': login,
  'staff/logout': logout,
  'staff/startTotpEnrolment': startTotpEnrolment,
} as const;
