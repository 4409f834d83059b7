import { z } from 'zod';
import { donorStatuses } from '../../../constants';
import { defineService, okStatus } from '../../../gateway';
import { donorNumberSchema } from '../../../rules/fields';

/**
 * A donor by donor number, as the console's donor context shows them. Center roles see only donors whose home center
 * they are assigned to (404 otherwise, never the row); each read is appended to the audit trail.
 */
export const findDonor = defineService({
  serviceName: 'staff',
  serviceType: 'findDonor',
  auth: { staff: ['admin', 'center_manager', 'center_staff', 'donor_care'] },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ donorNumber: donorNumberSchema }),
  reply: z.object({
    status: okStatus,
    donor: z.object({
      id: z.string(),
      donorNumber: z.string(),
      status: z.enum(donorStatuses),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      homeCenter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
  }),
});
