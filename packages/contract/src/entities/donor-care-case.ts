import { z } from 'zod';
import { safeMultilineText } from '../rules/safe-input';

/**
 * A donor-care case (issue 14): every donor-care request becomes one. `new` until someone works on it, `waiting_on_donor`
 * after a staff reply asks something, `resolved` when answered, `closed` when nothing more will happen.
 */
export const caseStatuses = ['new', 'in_progress', 'waiting_on_donor', 'resolved', 'closed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const caseStatusSchema = z.enum(caseStatuses);

/** The statuses in which the donor may still write and the targets still run. */
export const openCaseStatuses: readonly CaseStatus[] = ['new', 'in_progress', 'waiting_on_donor'];

/** The longest message (a reply or an internal note). */
export const CASE_MESSAGE_MAX_LENGTH = 4000;

export const caseMessageBodySchema = safeMultilineText(CASE_MESSAGE_MAX_LENGTH, 'caseMessageRequired').trim().min(1, 'caseMessageRequired');

/** The case number people read and say on the phone: `DC-` and at least five digits. */
export function formatCaseNumber(number: number): string {
  return `DC-${String(number).padStart(5, '0')}`;
}

/** One message of a case's conversation, as both the donor and staff see it (internal notes are never in it). */
export const caseReplySchema = z.object({
  id: z.string(),
  author: z.enum(['staff', 'donor']),
  /** The staff member's display name; null for the donor's own messages. */
  staffName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type CaseReply = z.infer<typeof caseReplySchema>;

/** A case as the donor (and a visitor with the link) sees it: no internal notes, no assignee. */
export const donorCaseSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: caseStatusSchema,
  subject: z.string(),
  description: z.string(),
  eventDate: z.string(),
  centerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(caseReplySchema),
});
export type DonorCase = z.infer<typeof donorCaseSchema>;
