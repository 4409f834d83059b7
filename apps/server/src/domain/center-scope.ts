import type { StaffRole } from '@portal/contract';
import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { StaffSessionInfo } from '../service-context';

/** The roles that work only at the centers they are assigned to; the others see every center (decision 015). */
export const centerScopedRoles: readonly StaffRole[] = ['center_manager', 'center_staff'];

/**
 * The condition that keeps a staff query to the caller's centers: `column in (assigned centers)` for center roles
 * (nothing when none is assigned), none for company-wide roles. Every staff read and write of center data adds it
 * to its `where`, so an out-of-scope row is never loaded and the caller gets 404, never the row.
 */
export function centerScope(staff: Pick<StaffSessionInfo, 'role' | 'centerIds'>, column: Column): SQL | undefined {
  if (!centerScopedRoles.includes(staff.role)) return undefined;
  return staff.centerIds.length === 0 ? sql`false` : inArray(column, [...staff.centerIds]);
}
