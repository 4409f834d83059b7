import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The window columns every editable content table has (issue 16, decision 019). */
export interface WindowColumns {
  publishedAt: PgColumn;
  expiresAt: PgColumn;
  retiredAt: PgColumn;
}

/**
 * The donor-side visibility rule, in the read query itself: published (publish time reached), not expired, not
 * retired. Every server process evaluates it against its clock, so a scheduled item appears on time with no job and
 * no timer; `contentState` in the contract is the same rule for editors.
 */
export function visibleAt(table: WindowColumns, now: Date): SQL {
  const visible = and(lte(table.publishedAt, now), or(isNull(table.expiresAt), gt(table.expiresAt, now)), isNull(table.retiredAt));
  if (!visible) throw new Error('visibleAt built no condition');
  return visible;
}

/** A row's window, as a process's copy holds it (decision 036). */
export interface PublishWindow {
  publishedAt: Date | null;
  expiresAt: Date | null;
  retiredAt: Date | null;
}

/** `visibleAt` evaluated on a row: what a process's copy of content is filtered with at each read. */
export const visibleOn = (row: PublishWindow, now: Date): boolean =>
  row.publishedAt !== null && row.publishedAt <= now && (row.expiresAt === null || row.expiresAt > now) && row.retiredAt === null;
