// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { donorCareServices } from '@portal/contract/services/donor-care/index';
import type { SliceHandlers } from '../../service-context';
import { addCaseNoteHandler } from './add-case-note.handler';
import { assignCaseHandler } from './assign-case.handler';
import { changeCaseStatusHandler } from './change-case-status.handler';
import { escalateCaseHandler } from './escalate-case.handler';
import { getCaseDashboardHandler } from './get-case-dashboard.handler';
import { getCaseQueueHandler } from './get-case-queue.handler';
import { getCaseHandler } from './get-case.handler';
import { getMyCasesHandler } from './get-my-cases.handler';
import { getVisitorCaseHandler } from './get-visitor-case.handler';
import { replyAsStaffHandler } from './reply-as-staff.handler';
import { replyToCaseHandler } from './reply-to-case.handler';

/** The donor-care feature's slice of the handler map. */
export const donorCareHandlers: SliceHandlers<typeof donorCareServices> = {
  'cases/addNote': addCaseNoteHandler,
  'cases/assign': assignCaseHandler,
  'cases/changeStatus': changeCaseStatusHandler,
  'cases/escalate': escalateCaseHandler,
  'cases/getDashboard': getCaseDashboardHandler,
  'cases/getQueue': getCaseQueueHandler,
  'cases/getCase': getCaseHandler,
  'donorCare/getMyCases': getMyCasesHandler,
  'donorCare/getVisitorCase': getVisitorCaseHandler,
  'cases/reply': replyAsStaffHandler,
  'donorCare/replyToCase': replyToCaseHandler,
};
