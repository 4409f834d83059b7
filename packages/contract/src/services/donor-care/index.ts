// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { addCaseNote } from './add-case-note';
import { assignCase } from './assign-case';
import { changeCaseStatus } from './change-case-status';
import { escalateCase } from './escalate-case';
import { getCaseDashboard } from './get-case-dashboard';
import { getCaseQueue } from './get-case-queue';
import { getCase } from './get-case';
import { getMyCases } from './get-my-cases';
import { getVisitorCase } from './get-visitor-case';
import { replyAsStaff } from './reply-as-staff';
import { replyToCase } from './reply-to-case';

/** The donor-care feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const donorCareServices = {
  'cases/addNote': addCaseNote,
  'cases/assign': assignCase,
  'cases/changeStatus': changeCaseStatus,
  'cases/escalate': escalateCase,
  'cases/getDashboard': getCaseDashboard,
  'cases/getQueue': getCaseQueue,
  'cases/getCase': getCase,
  'donorCare/getMyCases': getMyCases,
  'donorCare/getVisitorCase': getVisitorCase,
  'cases/reply': replyAsStaff,
  'donorCare/replyToCase': replyToCase,
} as const;
