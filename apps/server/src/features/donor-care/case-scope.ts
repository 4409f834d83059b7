import { and, isNull, type SQL } from 'drizzle-orm';
import { donorCareCases, donorCareSubmissions } from '../../db/schema/index';
import type { StaffSessionInfo } from '../../service-context';
import { centerScope, centerScopedRoles } from '../../domain/center-scope';

/**
 * The cases a staff member may see: every case for company-wide roles; for center roles, the cases of their centers
 * that were not escalated above the center. Every case read and write puts it into its `where` (404 otherwise).
 */
export function caseScope(staff: Pick<StaffSessionInfo, 'role' | 'centerIds'>): SQL | undefined {
  if (!centerScopedRoles.includes(staff.role)) return undefined;
  return and(centerScope(staff, donorCareSubmissions.locationId), isNull(donorCareCases.escalatedAt));
}
