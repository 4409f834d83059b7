// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { staffServices } from '@portal/contract/services/staff/index';
import type { SliceHandlers } from '../service-context';
import { acceptInvitationHandler } from './accept-invitation.handler';
import { confirmTotpEnrolmentHandler } from './confirm-totp-enrolment.handler';
import { deactivateStaffHandler } from './deactivate-staff.handler';
import { findDonorHandler } from './find-donor.handler';
import { getMeHandler } from './get-me.handler';
import { inviteStaffHandler } from './invite-staff.handler';
import { loginHandler } from './login.handler';
import { logoutHandler } from './logout.handler';
import { startTotpEnrolmentHandler } from './start-totp-enrolment.handler';

/** The staff feature's slice of the handler map. */
export const staffHandlers: SliceHandlers<typeof staffServices> = {
  'staff/acceptInvitation': acceptInvitationHandler,
  'staff/confirmTotpEnrolment': confirmTotpEnrolmentHandler,
  'staff/deactivateStaff': deactivateStaffHandler,
  'staff/findDonor': findDonorHandler,
  'staff/getMe': getMeHandler,
  'staff/inviteStaff': inviteStaffHandler,
  'staff/login': loginHandler,
  'staff/logout': logoutHandler,
  'staff/startTotpEnrolment': startTotpEnrolmentHandler,
};
