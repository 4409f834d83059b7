import type { StaffAuth } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../lib/bearer-token';
import { ServiceError } from '../../lib/service-error';
import type { CallChecks, Services, StaffSessionInfo } from '../../service-context';

/**
 * The staff member a staff service's call (or a staff REST route's) comes from: 401 without a live staff session (a donor token is not
 * one), 403 when their role is not among the contract's, or when an admin requires a second factor they have not
 * enrolled yet (except on the services that let them enrol).
 */
export async function authenticateStaff(
  services: Services,
  checks: CallChecks,
  request: FastifyRequest,
  auth: StaffAuth,
): Promise<StaffSessionInfo> {
  const token = bearerToken(request);
  const staff = token ? await checks.findLiveStaffSession(services, token) : null;
  if (!staff) throw new ServiceError(401, 'sessionExpired');
  // Known from here: a refusal below is logged as this member's (plugins/security/security-events.ts).
  request.origin = { ...request.origin, actor: { kind: 'staff', id: staff.staffId } };
  if (!auth.staff.includes(staff.role)) throw new ServiceError(403, 'staffRoleRefused');
  if (!auth.beforeSecondFactor && !staff.secondFactorEnrolled && (await checks.secondFactorRequired(services.db, staff.viaProvider))) {
    throw new ServiceError(403, 'totpEnrolmentRequired');
  }
  return staff;
}
