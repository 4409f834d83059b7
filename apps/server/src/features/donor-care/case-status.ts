import { openCaseStatuses, type CaseStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import { donorNumberOf, recordIntegrationEvent } from '../../domain/integration-events';

/** When a case counts as resolved: stamped on the first move to resolved or closed, cleared when it opens again. */
export function resolvedAtFor(status: CaseStatus, resolvedAt: Date | null, now: Date): Date | null {
  if (openCaseStatuses.includes(status)) return null;
  return resolvedAt ?? now;
}

/**
 * Tells the company's systems that a case was resolved or closed, in the transaction of the move; only on the move
 * out of an open status (a resolved case closed later is not announced twice).
 */
export async function recordCaseResolution(
  db: Db,
  now: Date,
  row: { case: { id: string; number: number; status: CaseStatus }; submission: { donorId: string | null } },
  next: CaseStatus,
): Promise<void> {
  if (openCaseStatuses.includes(next) || !openCaseStatuses.includes(row.case.status)) return;
  await recordIntegrationEvent(db, now, 'donor_care.case_resolved', {
    caseId: row.case.id,
    caseNumber: row.case.number,
    donorNumber: row.submission.donorId ? await donorNumberOf(db, row.submission.donorId) : null,
    status: next === 'closed' ? 'closed' : 'resolved',
  });
}
