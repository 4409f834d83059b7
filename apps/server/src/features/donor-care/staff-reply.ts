import type { CaseStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donorCareCaseMessages, donorCareCases } from '../../db/schema/index';
import { recordCaseResolution, resolvedAtFor } from './case-status';

export interface RepliedCase {
  case: { id: string; number: number; status: CaseStatus; firstRespondedAt: Date | null; resolvedAt: Date | null };
  submission: { donorId: string | null };
}

/**
 * A staff member's reply stored in the case's conversation with the case's move to `nextStatus`, in one transaction:
 * the first reply stamps the first response, a move to resolved or closed the resolution (and tells the company's
 * systems). Answers the reply's id and when the case was first answered.
 */
export async function recordStaffReply(
  db: Db,
  row: RepliedCase,
  reply: { staffId: string; body: string; nextStatus: CaseStatus; now: Date },
): Promise<{ replyId: string | undefined; firstRespondedAt: Date }> {
  const { case: c } = row;
  const firstRespondedAt = c.firstRespondedAt ?? reply.now;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(donorCareCaseMessages)
      .values({ caseId: c.id, kind: 'reply', author: 'staff', staffId: reply.staffId, body: reply.body, createdAt: reply.now })
      .returning({ id: donorCareCaseMessages.id });
    await tx
      .update(donorCareCases)
      .set({
        status: reply.nextStatus,
        firstRespondedAt,
        resolvedAt: resolvedAtFor(reply.nextStatus, c.resolvedAt, reply.now),
        updatedAt: reply.now,
      })
      .where(eq(donorCareCases.id, c.id));
    await recordCaseResolution(tx, reply.now, row, reply.nextStatus);
    return { replyId: inserted?.id, firstRespondedAt };
  });
}
