// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { acceptInvitation } from './accept-invitation';
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { deactivateStaff } from './deactivate-staff';
import { exportAudit } from './export-audit';
import { findDonor } from './find-donor';
import { getMe } from './get-me';
import { getStaffSettings } from './get-staff-settings';
import { inviteStaff } from './invite-staff';
import { listStaff } from './list-staff';
import { login } from './login';
import { logout } from './logout';
import { reactivateStaff } from './reactivate-staff';
import { resetSecondFactor } from './reset-second-factor';
import { searchAudit } from './search-audit';
import { startTotpEnrolment } from './start-totp-enrolment';
import { updateStaffSettings } from './update-staff-settings';
import { updateStaff } from './update-staff';

/** The staff feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const staffServices = {
  'staff/acceptInvitation': acceptInvitation,
  'staff/confirmTotpEnrolment': confirmTotpEnrolment,
  'staff/deactivateStaff': deactivateStaff,
  'staff/exportAudit': exportAudit,
  'staff/findDonor': findDonor,
  'staff/getMe': getMe,
  'staff/getStaffSettings': getStaffSettings,
  'staff/inviteStaff': inviteStaff,
  'staff/listStaff': listStaff,
  'staff/login': login,
  'staff/logout': logout,
  'staff/reactivateStaff': reactivateStaff,
  'staff/resetSecondFactor': resetSecondFactor,
  'staff/searchAudit': searchAudit,
  'staff/startTotpEnrolment': startTotpEnrolment,
  'staff/updateStaffSettings': updateStaffSettings,
  'staff/updateStaff': updateStaff,
} as const;
