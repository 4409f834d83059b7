import { openCaseStatuses, type CaseStatus } from '@portal/contract';

/** When a case counts as resolved: stamped on the first move to resolved or closed, cleared when it opens again. */
export function resolvedAtFor(status: CaseStatus, resolvedAt: Date | null, now: Date): Date | null {
  if (openCaseStatuses.includes(status)) return null;
  return resolvedAt ?? now;
}
