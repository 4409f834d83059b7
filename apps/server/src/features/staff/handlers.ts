// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { staffServices } from '@portal/contract/services/staff/index';
import type { SliceHandlers } from '../../service-context';
import { acceptInvitationHandler } from './accept-invitation.handler';
import { confirmTotpEnrolmentHandler } from './confirm-totp-enrolment.handler';
import { deactivateStaffHandler } from './deactivate-staff.handler';
import { exportAuditHandler } from './export-audit.handler';
import { findDonorHandler } from './find-donor.handler';
import { getMeHandler } from './get-me.handler';
import { getStaffSettingsHandler } from './get-staff-settings.handler';
import { inviteStaffHandler } from './invite-staff.handler';
import { listStaffHandler } from './list-staff.handler';
import { loginHandler } from './login.handler';
import { logoutHandler } from './logout.handler';
import { reactivateStaffHandler } from './reactivate-staff.handler';
import { resetSecondFactorHandler } from './reset-second-factor.handler';
import { searchAuditHandler } from './search-audit.handler';
import { startTotpEnrolmentHandler } from './start-totp-enrolment.handler';
import { updateStaffSettingsHandler } from './update-staff-settings.handler';
import { updateStaffHandler } from './update-staff.handler';

/** The staff feature's slice of the handler map. */
export const staffHandlers: SliceHandlers<typeof staffServices> = {
  'staff/acceptInvitation': acceptInvitationHandler,
  'staff/confirmTotpEnrolment': confirmTotpEnrolmentHandler,
  'staff/deactivateStaff': deactivateStaffHandler,
  'staff/exportAudit': exportAuditHandler,
  'staff/findDonor': findDonorHandler,
  'staff/getMe': getMeHandler,
  'staff/getStaffSettings': getStaffSettingsHandler,
  'staff/inviteStaff': inviteStaffHandler,
  'staff/listStaff': listStaffHandler,
  'staff/login': loginHandler,
  'staff/logout': logoutHandler,
  'staff/reactivateStaff': reactivateStaffHandler,
  'staff/resetSecondFactor': resetSecondFactorHandler,
  'staff/searchAudit': searchAuditHandler,
  'staff/startTotpEnrolment': startTotpEnrolmentHandler,
  'staff/updateStaffSettings': updateStaffSettingsHandler,
  'staff/updateStaff': updateStaffHandler,
};
