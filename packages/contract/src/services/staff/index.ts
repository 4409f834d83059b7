// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { deactivateStaff } from './deactivate-staff';
import { findDonor } from './find-donor';
import { getMe } from './get-me';
import { login } from './login';
import { logout } from './logout';
import { startTotpEnrolment } from './start-totp-enrolment';

/** The staff feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const staffServices = {
  'staff/confirmTotpEnrolment': confirmTotpEnrolment,
  'staff/deactivateStaff': deactivateStaff,
  'staff/findDonor': findDonor,
  'staff/getMe': getMe,
  'staff/login': login,
  'staff/logout': logout,
  'staff/startTotpEnrolment': startTotpEnrolment,
} as const;
