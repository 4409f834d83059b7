import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { donorNumberSchema } from '../../rules/fields';
import { safeText } from '../../rules/safe-input';

/**
 * Issue 34: an admin closes a donor's portal account at once, on her written request (`writtenRequest` says which:
 * a letter's date, a case number), with the same effects as the scheduled closing; audited.
 */
export const closeDonorAccount = defineService({
  serviceName: 'staff',
  serviceType: 'closeDonorAccount',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: true,
  params: z.object({ donorNumber: donorNumberSchema, writtenRequest: safeText(200, 'requiredStar').min(3, 'requiredStar') }),
  reply: z.object({ status: okStatus, closedAt: z.string() }),
});
