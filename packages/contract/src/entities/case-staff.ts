import { z } from 'zod';
import type { StaffRole } from './staff';
import { caseReplySchema, caseStatusSchema } from './donor-care-case';

/**
 * Who works donor-care cases: donor care and admins see every case; center roles only the cases of their centers
 * that were not escalated above the center. Content editors have no business with them.
 */
export const caseRoles: readonly StaffRole[] = ['admin', 'donor_care', 'center_manager', 'center_staff'];

/** The roles a case is escalated to: it leaves the center roles' queue. */
export const caseEscalationRoles: readonly StaffRole[] = ['admin', 'donor_care'];

export const caseQueueSorts = ['createdAt', 'updatedAt', 'number', 'status', 'resolutionDueAt'] as const;
export const caseQueuePageSizes = [10, 25, 50] as const;

const named = z.object({ id: z.string(), name: z.string() });
const center = z.object({ id: z.number().int(), name: z.string() });

/** One row of the queue. */
export const caseQueueRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: caseStatusSchema,
  subject: z.string(),
  contactName: z.string(),
  center: center.nullable(),
  assignee: named.nullable(),
  escalated: z.boolean(),
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstResponseDueAt: z.string(),
  resolutionDueAt: z.string(),
});
export type CaseQueueRow = z.infer<typeof caseQueueRowSchema>;

/** The case page: the request, its workflow, the conversation and the internal notes. */
export const staffCaseSchema = caseQueueRowSchema.extend({
  channel: z.enum(['signedIn', 'visitor', 'chatbot']),
  description: z.string(),
  eventDate: z.string(),
  visit: z.object({ visitNumber: z.string(), checkinAt: z.string() }).nullable(),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    dob: z.string().nullable(),
    donorType: z.string().nullable(),
  }),
  language: z.enum(['en', 'es']),
  escalatedAt: z.string().nullable(),
  firstRespondedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  screenshots: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string(), data: z.string() })),
  replies: z.array(caseReplySchema),
  notes: z.array(z.object({ id: z.string(), staffName: z.string().nullable(), body: z.string(), createdAt: z.string() })),
});
export type StaffCase = z.infer<typeof staffCaseSchema>;

/** What the case page shows of the donor behind a signed-in request (read-only). */
export const caseDonorContextSchema = z.object({
  id: z.string(),
  donorNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
  language: z.enum(['en', 'es']),
  homeCenter: z.string().nullable(),
  lastVisits: z.array(z.object({ visitNumber: z.string(), checkinAt: z.string(), center: z.string(), donated: z.boolean() })),
  activeDeferral: z.object({ reason: z.string(), deferredAt: z.string(), until: z.string().nullable() }).nullable(),
  previousCases: z.array(
    z.object({ id: z.string(), number: z.string(), status: caseStatusSchema, subject: z.string(), createdAt: z.string() }),
  ),
});
export type CaseDonorContext = z.infer<typeof caseDonorContextSchema>;

export const caseAssigneeSchema = named;
