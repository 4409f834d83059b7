import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { adminCenterParamsSchema } from './list-centers-for-admin';

/** An admin adds a center or changes one (audited), as `PUT /api/ops/centers/{locationID}` does for the company's systems. */
export const saveCenter = defineService({
  serviceName: 'location',
  serviceType: 'saveCenter',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: adminCenterParamsSchema,
  reply: z.object({ status: okStatus, created: z.boolean(), changed: z.boolean() }),
});
