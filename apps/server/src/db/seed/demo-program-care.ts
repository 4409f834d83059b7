import { DAY_MS, HOUR_MS, type CaseStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { openCase } from '../../features/donor-care/open-case';
import { recordStaffReply } from '../../features/donor-care/staff-reply';
import type { Db } from '../client';
import { donorCareSubmissions, staffMembers } from '../schema/index';

export interface ProgramCase {
  donorId: string;
  firstName: string;
  lastName: string;
  locationId: number;
  /** When the donor wrote. */
  at: Date;
  /** Which of the demo's requests (a subject and its answers). */
  kind: number;
}

export type CaseRules = Pick<Config, 'tokenSecret' | 'caseFirstResponseBusinessDays' | 'caseResolutionBusinessDays' | 'careTimeZone'>;

const requests = [
  {
    subject: 'My payment did not reach my card',
    description: 'I donated yesterday and the payment is not on my card yet.',
    replies: ['The payment was sent this morning: it shows on your card within a day.'],
    status: 'resolved',
  },
  {
    subject: 'Waited more than an hour',
    description: 'I had an appointment and still waited more than an hour before my donation.',
    replies: ['We are sorry for the wait. Could you tell us the time of your appointment?', 'Thank you: we spoke with the center.'],
    status: 'resolved',
  },
  {
    subject: 'Points missing after my visit',
    description: 'My last donation did not give me any points.',
    replies: ['Could you send us the date of that visit?'],
    status: 'waiting_on_donor',
  },
  { subject: 'Change my home center', description: 'I moved and would like to donate at another center.', replies: [], status: 'new' },
] as const satisfies readonly { subject: string; description: string; replies: readonly string[]; status: CaseStatus }[];

/**
 * Requests of program donors to donor care, opened by the product's `openCase` with the configured targets, answered
 * by the demo care agent through the same reply as the console's (`recordStaffReply`): some resolved, one waiting on
 * the donor, one not answered yet. Every answer comes hours after the request, so the times to first response and
 * to resolution are the domain's own.
 */
export async function seedProgramCases(db: Db, rules: CaseRules, cases: readonly ProgramCase[], now: Date): Promise<void> {
  const [agent] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, 'care@example.com'));
  if (!agent) throw new Error('the demo care agent must exist before the program cases');
  for (const c of cases) {
    const request = requests[c.kind % requests.length] ?? requests[0];
    const opened = await db.transaction(async (tx) => {
      const [submission] = await tx
        .insert(donorCareSubmissions)
        .values({
          donorId: c.donorId,
          origin: 'Website',
          isVerified: true,
          isFollowUp: false,
          eventDate: new Date(c.at.getTime() - DAY_MS).toISOString().slice(0, 10),
          locationId: c.locationId,
          firstName: c.firstName,
          lastName: c.lastName,
          subject: request.subject,
          description: request.description,
          createdAt: c.at,
        })
        .returning({ id: donorCareSubmissions.id });
      if (!submission) throw new Error('submission insert returned no row');
      return openCase(tx, rules, { submissionId: submission.id, donorId: c.donorId, language: 'en', createdAt: c.at });
    });
    let state = {
      id: opened.id,
      number: opened.number,
      status: 'new' as CaseStatus,
      firstRespondedAt: null as Date | null,
      resolvedAt: null as Date | null,
    };
    for (const [index, body] of request.replies.entries()) {
      const at = new Date(c.at.getTime() + (3 + c.kind * 2 + index * 20) * HOUR_MS);
      if (at > now) break;
      const last = index === request.replies.length - 1;
      const nextStatus: CaseStatus = last ? request.status : 'waiting_on_donor';
      const { firstRespondedAt } = await recordStaffReply(
        db,
        { case: state, submission: { donorId: c.donorId } },
        { staffId: agent.id, body, nextStatus, now: at },
      );
      state = { ...state, status: nextStatus, firstRespondedAt, resolvedAt: nextStatus === 'resolved' ? (state.resolvedAt ?? at) : null };
    }
  }
}
